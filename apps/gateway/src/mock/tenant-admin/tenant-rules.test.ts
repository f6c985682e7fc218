import { seedTenants } from '@jt/mocks/tenants';
import { describe, expect, it } from 'vitest';
import { checkedTenant, TENANT_REFUSALS, tenantDeleteRefusal } from './tenant-rules';

const QA = seedTenants[1];
if (!QA) throw new Error('the seed has the jtqa tenant');

describe('tenant rules', () => {
  it('trims the texts of a new tenant', () => {
    expect(
      checkedTenant(
        { tenantAccount: ' jtcity ', tenantName: ' 城市 ', activeFlag: '1' },
        null,
        seedTenants,
        'jtdemo',
      ),
    ).toEqual({ ok: true, value: { tenantAccount: 'jtcity', tenantName: '城市', activeFlag: '1' } });
  });

  it('lets another tenant be disabled but not the own one', () => {
    expect(checkedTenant({ ...QA, activeFlag: '0' }, QA, seedTenants, 'jtdemo').ok).toBe(true);
    expect(checkedTenant({ ...QA, activeFlag: '0' }, QA, seedTenants, 'jtqa')).toEqual({
      ok: false,
      reason: TENANT_REFUSALS.ownDisabled,
    });
  });

  it('names what still belongs to a tenant that cannot be deleted', () => {
    expect(tenantDeleteRefusal(QA, 'jtdemo', 2, 1)).toBe('租户下存在 2 个用户、1 个部门，不能删除');
    expect(tenantDeleteRefusal(QA, 'jtdemo', 0, 3)).toBe('租户下存在 3 个部门，不能删除');
    expect(tenantDeleteRefusal(QA, 'jtdemo', 0, 0)).toBeNull();
    expect(tenantDeleteRefusal(QA, 'jtqa', 0, 0)).toBe('不能删除当前登录的租户');
  });
});
