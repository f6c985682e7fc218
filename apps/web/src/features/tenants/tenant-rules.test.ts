import { describe, expect, it } from 'vitest';
import { TENANT_TEXTS, tenantAccountProblem } from './tenant-rules';

describe('the tenant account as typed on /system/tenant', () => {
  it('asks for an account when none is typed', () => {
    expect(tenantAccountProblem(undefined)).toBe(TENANT_TEXTS.accountRequired);
    expect(tenantAccountProblem('   ')).toBe('请输入租户账号');
  });

  it('takes a lower-case letter then 2–19 lower-case letters, digits or underscores', () => {
    expect(tenantAccountProblem('jtcity')).toBeNull();
    expect(tenantAccountProblem('j_2')).toBeNull();
    expect(tenantAccountProblem('a'.repeat(20))).toBeNull();
    for (const bad of ['jt', 'Jtcity', '1jt', 'jt city', 'jt-city', 'a'.repeat(21)])
      expect(tenantAccountProblem(bad)).toBe(TENANT_TEXTS.accountInvalid);
  });
});
