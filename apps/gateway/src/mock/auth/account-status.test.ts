import { describe, expect, it } from 'vitest';
import { accountStatus, expiredValidity, validityEnd } from './account-status';

const now = Date.parse('2025-03-12T00:30:00+08:00');

describe('the account status at sign-in', () => {
  it('is 0 for a valid account without a validity', () => {
    expect(accountStatus({ dataStatus: '0', effectiveTime: null }, now)).toBe(0);
  });

  it('is 1 past the last day of the validity (China time), 0 on it', () => {
    expect(accountStatus({ dataStatus: '0', effectiveTime: '2024-01-01 - 2024-12-31' }, now)).toBe(1);
    expect(accountStatus({ dataStatus: '0', effectiveTime: '2025-01-01 - 2025-03-12' }, now)).toBe(0);
    expect(accountStatus({ dataStatus: '0', effectiveTime: '2025-01-01 - 2025-03-11' }, now)).toBe(1);
  });

  it('is 2 for a disabled account, whatever its validity', () => {
    expect(accountStatus({ dataStatus: '1', effectiveTime: '2024-01-01 - 2024-12-31' }, now)).toBe(2);
  });

  it('ignores a validity it cannot read', () => {
    expect(validityEnd('forever')).toBeNull();
    expect(validityEnd('2024-01-01 - 2024-12-31')).toBe(Date.parse('2025-01-01T00:00:00+08:00'));
  });

  it('gives QA a validity that ended yesterday', () => {
    expect(expiredValidity(now)).toBe('2024-03-11 - 2025-03-11');
    expect(accountStatus({ dataStatus: '0', effectiveTime: expiredValidity(now) }, now)).toBe(1);
  });
});
