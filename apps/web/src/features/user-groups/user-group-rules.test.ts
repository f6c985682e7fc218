import { describe, expect, it } from 'vitest';
import { memberOption } from './user-group-rules';

describe('the member picker of /system/userGroup', () => {
  it('shows a user by real name and account, valued by the account id', () => {
    expect(memberOption({ userId: '1002', username: 'inspector', name: '张巡查' })).toEqual({
      label: '张巡查（inspector）',
      value: '1002',
    });
  });

  it('falls back to the account when the user has no name', () => {
    expect(memberOption({ userId: '9', username: 'robot', name: null })).toEqual({
      label: 'robot',
      value: '9',
    });
  });
});
