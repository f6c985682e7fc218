import type { components } from '@jt/api-contract';
import type { SeedTenant } from '@jt/mocks/tenants';

type TenantListRequest = components['schemas']['TenantListRequest'];
export type Tenant = components['schemas']['Tenant'];

export interface TenantPage {
  records: Tenant[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/**
 * One page of tenants (MyBatis-Plus paging): activeFlag matches exactly, tenantAccount and
 * tenantName by substring (case-insensitive for the account); ordered by id.
 */
export function tenantPage(tenants: readonly SeedTenant[], request: TenantListRequest): TenantPage {
  const { activeFlag, tenantAccount, tenantName } = request.model;
  const account = tenantAccount?.trim().toLowerCase() ?? '';
  const name = tenantName?.trim() ?? '';
  const matching = tenants
    .filter(
      (tenant) =>
        (activeFlag === undefined || tenant.activeFlag === activeFlag) &&
        tenant.tenantAccount.toLowerCase().includes(account) &&
        tenant.tenantName.includes(name),
    )
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const start = (request.current - 1) * request.size;
  return {
    records: matching
      .slice(start, start + request.size)
      .map(({ id, tenantAccount, tenantName, activeFlag }) => ({
        id,
        tenantAccount,
        tenantName,
        activeFlag,
      })),
    total: matching.length,
    size: request.size,
    current: request.current,
    pages: Math.ceil(matching.length / request.size),
  };
}
