import { describe, expect, it } from 'vitest';
import { parseConfigData } from './page-config';
import {
  chooseTenant,
  placedTenantField,
  TENANT_LIST_REQUEST,
  tenantField,
  tenantOptions,
} from './tenant-rules';

const multi = { multiTenant: true, commonTenantAccount: 'jtdemo' };
const single = { multiTenant: false, commonTenantAccount: 'jtdemo' };

describe('the tenant field', () => {
  it('is hidden in single-tenant mode', () => {
    expect(tenantField(single, { select: true, input: true }, true)).toBe('none');
  });

  it('is the select in multi-tenant mode when placed and the list was read', () => {
    expect(tenantField(multi, { select: true, input: true }, true)).toBe('select');
    expect(tenantField(multi, { select: true, input: false }, true)).toBe('select');
  });

  it('falls back to typing the tenant when the list could not be read or no select is placed', () => {
    expect(tenantField(multi, { select: true, input: true }, false)).toBe('input');
    expect(tenantField(multi, { select: true, input: false }, false)).toBe('input');
    expect(tenantField(multi, { select: false, input: true }, true)).toBe('input');
    expect(tenantField(multi, { select: false, input: false }, true)).toBe('none');
  });

  it('is read from the placed components, and none until sass_config is read', () => {
    const placed = (...types: string[]) =>
      parseConfigData(JSON.stringify(types.map((component) => ({ component, x: 0, y: 0, w: 10, h: 10 }))));
    expect(placedTenantField(null, placed('tenantSelect', 'tenantInput'), true)).toBe('none');
    expect(placedTenantField(multi, placed('tenantSelect', 'tenantInput'), true)).toBe('select');
    expect(placedTenantField(multi, placed('tenantSelect'), false)).toBe('input');
    expect(placedTenantField(multi, placed('tenantInput'), true)).toBe('input');
    expect(placedTenantField(multi, placed('loginButton'), true)).toBe('none');
    expect(placedTenantField(single, placed('tenantSelect', 'tenantInput'), true)).toBe('none');
  });

  it('asks for every tenant at once (size 99999)', () => {
    expect(TENANT_LIST_REQUEST).toEqual({ current: 1, size: 99999, model: { activeFlag: '1' } });
  });
});

describe('the tenant options', () => {
  const records = [
    { id: '1', tenantAccount: 'jtdemo', tenantName: '交通演示租户', activeFlag: '1' as const },
    { id: '2', tenantAccount: 'jtqa', tenantName: '交通测试租户', activeFlag: '1' as const },
    { id: '3', tenantAccount: 'jtold', tenantName: '历史停用租户', activeFlag: '0' as const },
  ];

  it('list the active tenants by name', () => {
    expect(tenantOptions(records, '')).toEqual([
      { value: 'jtdemo', label: '交通演示租户' },
      { value: 'jtqa', label: '交通测试租户' },
    ]);
  });

  it('keep a preset tenant from the route that the list lacks', () => {
    expect(tenantOptions(records, 'jtnew')[0]).toEqual({ value: 'jtnew', label: 'jtnew' });
    expect(tenantOptions(records, 'jtqa')).toHaveLength(2);
  });
});

describe('choosing the tenant', () => {
  it('multi-tenant: the entered tenant, trimmed', () => {
    expect(chooseTenant(multi, ' jtqa ', '')).toEqual({ ok: true, tenantAccount: 'jtqa' });
  });

  it('multi-tenant: required, with the checkMessage when the configuration gives one', () => {
    expect(chooseTenant(multi, '', '')).toEqual({ ok: false, message: '租户账号不能为空' });
    expect(chooseTenant(multi, '', '', '请选择租户')).toEqual({ ok: false, message: '请选择租户' });
  });

  it('single-tenant: the route tenant first, then the common tenant account', () => {
    expect(chooseTenant(single, 'ignored', 'jtqa')).toEqual({ ok: true, tenantAccount: 'jtqa' });
    expect(chooseTenant(single, '', '')).toEqual({ ok: true, tenantAccount: 'jtdemo' });
  });

  it('single-tenant without any tenant: 单租户模式下无默认租户，请联系管理员配置！', () => {
    expect(chooseTenant({ multiTenant: false, commonTenantAccount: ' ' }, 'typed', '')).toEqual({
      ok: false,
      message: '单租户模式下无默认租户，请联系管理员配置！',
    });
  });
});
