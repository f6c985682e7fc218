import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordSync, matchesAny, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('are salted scrypt hashes that carry their parameters', async () => {
    const a = await hashPassword('Admin@12345');
    const b = await hashPassword('Admin@12345');
    expect(a).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
  });

  it('verify the right password only', async () => {
    const hash = hashPasswordSync('Admin@12345');
    expect(await verifyPassword('Admin@12345', hash)).toBe(true);
    expect(await verifyPassword('admin@12345', hash)).toBe(false);
    expect(await verifyPassword('Admin@12345', 'not a hash')).toBe(false);
  });

  it('give the same hash for the same salt (seed data) and find a password among several', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(hashPasswordSync('x', salt)).toBe(hashPasswordSync('x', salt));
    expect(await matchesAny('Old@2024', [hashPasswordSync('New@2025'), hashPasswordSync('Old@2024')])).toBe(
      true,
    );
    expect(await matchesAny('Other@1', [hashPasswordSync('New@2025')])).toBe(false);
  });
});
