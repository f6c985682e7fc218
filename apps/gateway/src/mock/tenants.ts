import { type SeedTenant, seedTenants } from '@jt/mocks/tenants';
import type { Collection, MockStore } from './store/mock-store';

/**
 * The tenants of the mock's store, by id, seeded from mocks/tenants.ts. Shared by sign-in and the
 * tenant list, so a tenant QA deactivates is both refused at sign-in and listed as inactive.
 */
export function tenantRecords(store: MockStore): Collection<SeedTenant> {
  return store.collection<SeedTenant>('tenants', () =>
    Object.fromEntries(seedTenants.map((tenant) => [tenant.id, { ...tenant }])),
  );
}

export function findTenant(tenants: Collection<SeedTenant>, tenantAccount: string): SeedTenant | undefined {
  return tenants.values().find((tenant) => tenant.tenantAccount === tenantAccount);
}
