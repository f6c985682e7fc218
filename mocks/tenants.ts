// The tenants of the mock (issue 3): two active ones and an inactive one.

export interface SeedTenant {
  id: string;
  tenantAccount: string;
  tenantName: string;
  /** '1' active, '0' inactive (an inactive tenant cannot sign in: 租户已过期). */
  activeFlag: '0' | '1';
}

export const seedTenants: readonly SeedTenant[] = [
  { id: '1001', tenantAccount: 'jtdemo', tenantName: '交通演示租户', activeFlag: '1' },
  { id: '1002', tenantAccount: 'jtqa', tenantName: '质量保障租户', activeFlag: '1' },
  { id: '1003', tenantAccount: 'jtold', tenantName: '历史停用租户', activeFlag: '0' },
];
