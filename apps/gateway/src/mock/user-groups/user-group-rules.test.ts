import { describe, expect, it } from 'vitest';
import { checkedUserGroup, membersOf, type UserGroupRecord } from './user-group-rules';

const GROUP: UserGroupRecord = {
  id: 'g1',
  tenantAccount: 'jtdemo',
  groupName: '夜间巡查组',
  description: null,
  memberIds: ['1002', '1003'],
  createBy: 'admin',
  createMs: 0,
};

describe('user group rules', () => {
  it('lets a group keep its own name and trims the texts', () => {
    expect(
      checkedUserGroup(
        { groupName: ' 夜间巡查组 ', description: ' 说明 ', memberIds: ['1002'] },
        GROUP,
        [GROUP],
        new Set(['1002']),
      ),
    ).toEqual({ ok: true, value: { groupName: '夜间巡查组', description: '说明', memberIds: ['1002'] } });
  });

  it('reads only the members that are still users, in the order picked', () => {
    const users = new Map([['1003', { userId: '1003' }]]);
    expect(membersOf(GROUP, users)).toEqual([{ userId: '1003' }]);
  });
});
