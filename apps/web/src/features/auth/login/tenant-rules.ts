// Which tenant the sign-in is for (seed 000 §2, §5): multi-tenant mode (sass_model '0') asks for
// it, by a tenant select (getTenantList) or a typed tenant account, whichever the page
// configuration places; single-tenant mode uses the one from the route or the common tenant
// account, and without either it cannot sign in.
import type { Schemas } from '@jt/api-contract';
import { ValidationText } from '../texts';
import type { TenantSettings } from './global-config';
import { findComponent, type PageComponent } from './page-config';

type Tenant = Schemas['Tenant'];

export type TenantField = 'select' | 'input' | 'none';

/** The tenant list the select asks for: every tenant at once (§9 "Tenant list page size 99999"). */
export const TENANT_LIST_REQUEST = { current: 1, size: 99_999, model: { activeFlag: '1' as const } };

/**
 * The tenant field the form shows: none in single-tenant mode; in multi-tenant mode the select
 * when the configuration places one and the tenant list could be read, else the typed input
 * (so a failed list never leaves the user without a way to name the tenant).
 */
export function tenantField(
  settings: TenantSettings,
  placed: { select: boolean; input: boolean },
  tenantListRead: boolean,
): TenantField {
  if (!settings.multiTenant) return 'none';
  if (placed.select && tenantListRead) return 'select';
  return placed.input || placed.select ? 'input' : 'none';
}

/** The tenant field of the placed components; none until sass_config is read. */
export function placedTenantField(
  settings: TenantSettings | null,
  components: readonly PageComponent[],
  tenantListRead: boolean,
): TenantField {
  if (settings === null) return 'none';
  const placed = {
    select: findComponent(components, 'tenantSelect') !== undefined,
    input: findComponent(components, 'tenantInput') !== undefined,
  };
  return tenantField(settings, placed, tenantListRead);
}

/** The options of the select: active tenants, the preset one kept even if the list lacks it. */
export function tenantOptions(
  records: readonly Tenant[],
  preset: string,
): Array<{ value: string; label: string }> {
  const options = records
    .filter((tenant) => tenant.activeFlag === '1')
    .map((tenant) => ({ value: tenant.tenantAccount, label: tenant.tenantName || tenant.tenantAccount }));
  if (preset !== '' && !options.some((option) => option.value === preset))
    options.unshift({ value: preset, label: preset });
  return options;
}

export type TenantChoice = { ok: true; tenantAccount: string } | { ok: false; message: string };

/**
 * The tenant to send: in multi-tenant mode the one chosen or typed (required, with the
 * configuration's checkMessage); in single-tenant mode the route's tenantAccount, else the
 * common tenant account, else 单租户模式下无默认租户，请联系管理员配置！.
 */
export function chooseTenant(
  settings: TenantSettings,
  entered: string,
  routeTenant: string,
  requiredMessage?: string | null,
): TenantChoice {
  if (settings.multiTenant) {
    const tenantAccount = entered.trim();
    if (tenantAccount !== '') return { ok: true, tenantAccount };
    return { ok: false, message: requiredMessage?.trim() || ValidationText.tenantRequired };
  }
  const tenantAccount = routeTenant.trim() || settings.commonTenantAccount.trim();
  return tenantAccount !== ''
    ? { ok: true, tenantAccount }
    : { ok: false, message: ValidationText.noDefaultTenant };
}
