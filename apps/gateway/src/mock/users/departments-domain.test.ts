import { afterEach, describe, expect, it } from 'vitest';
import { type DomainTestApp, domainTestApp, expectButtonGuard } from '../config/domain-test-app';
import { departmentsDomain } from './departments-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });

describe('the buttons of 部门管理 (dept:add, dept:edit, dept:delete)', () => {
  it('adds (新增部门, 新增下级), changes and deletes a department only for their holders', async () => {
    t = await domainTestApp([departmentsDomain]);
    const path = ['900', '908'];
    const added = await expectButtonGuard(t, 'saveDepartment', path, '9081', () =>
      call('POST', '/api/system/dept', { parentId: '0', deptName: '应急保障室', orderNum: 9 }),
    );
    const id = added.data.id as string;
    await expectButtonGuard(t, 'saveDepartment', path, '9082', () =>
      call('POST', '/api/system/dept', { id, parentId: '0', deptName: '应急保障科', orderNum: 9 }),
    );
    await expectButtonGuard(t, 'deleteDepartment', path, '9083', () =>
      call('DELETE', `/api/system/dept/${id}`),
    );
    const left = (await call('GET', '/api/system/dept/list')).json().data as Array<{ id: string }>;
    expect(left.map((dept) => dept.id)).not.toContain(id);
  });
});
