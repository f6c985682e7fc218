import { describe, expect, it } from 'vitest';
import { ASSISTANT_PERMISSION_CODE, hasPermission } from './permission';

const held = ['disease:add', 'patrol:export', 'page.system.szr'];

describe('button permissions (seed 000 §6)', () => {
  it('shows a limited button only when its code is held', () => {
    expect(hasPermission(held, 'disease:add')).toBe(true);
    expect(hasPermission(held, 'disease:delete')).toBe(false);
    expect(hasPermission([], 'disease:add')).toBe(false);
  });

  it('always shows a button without a code', () => {
    expect(hasPermission([], undefined)).toBe(true);
    expect(hasPermission([], null)).toBe(true);
    expect(hasPermission([], '')).toBe(true);
    expect(hasPermission([], '  ')).toBe(true);
  });

  it('compares codes exactly (no prefix, no case folding)', () => {
    expect(hasPermission(held, 'disease')).toBe(false);
    expect(hasPermission(held, 'DISEASE:ADD')).toBe(false);
    expect(hasPermission(held, 'disease:add ')).toBe(false);
  });

  it('names the assistant code page.system.szr', () => {
    expect(ASSISTANT_PERMISSION_CODE).toBe('page.system.szr');
    expect(hasPermission(held, ASSISTANT_PERMISSION_CODE)).toBe(true);
  });
});
