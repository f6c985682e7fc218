import { describe, expect, it } from 'vitest';
import { checkedOrganisation, type OrgRecord, organisationDeleteRefusal } from './organisation-rules';

const org = (id: string, parentId: string | null, orgName: string, orgCode = `C-${id}`): OrgRecord => ({
  id,
  parentId,
  orgCode,
  orgName,
  orgType: 'office',
  orgTypeName: '管理处',
  routeCodes: [],
  leader: '',
  phone: '',
  address: '',
});
const ALL = [org('1', null, '集团'), org('2', '1', '一处'), org('3', '2', '一队'), org('4', '1', '二处')];
const NONE = { users: 0, inspectors: 0, vehicles: 0, routes: 0, diseases: 0, patrols: 0, workOrders: 0 };
const ROUTES = new Set(['G42']);
const draft = {
  parentId: '1',
  orgCode: ' X-1 ',
  orgName: ' 三处 ',
  orgType: 'office' as const,
  routeCodes: ['G42', 'G42'],
  leader: null,
  phone: ' 025-1234567 ',
  address: null,
};

describe('an organisation checked before it is saved', () => {
  it('trims its texts, drops repeated routes and names its type', () => {
    expect(checkedOrganisation(draft, null, ALL, ROUTES)).toEqual({
      ok: true,
      value: {
        parentId: '1',
        orgCode: 'X-1',
        orgName: '三处',
        orgType: 'office',
        orgTypeName: '管理处',
        routeCodes: ['G42'],
        leader: '',
        phone: '025-1234567',
        address: '',
      },
    });
    expect(checkedOrganisation({ ...draft, parentId: '' }, null, ALL, ROUTES)).toMatchObject({
      value: { parentId: null },
    });
  });

  it('may keep its own name and code, but not take a sibling’s name or any code, nor move under itself', () => {
    const two = ALL[1] as OrgRecord;
    expect(checkedOrganisation({ ...draft, orgName: '一处', orgCode: 'C-2' }, two, ALL, ROUTES).ok).toBe(
      true,
    );
    expect(checkedOrganisation({ ...draft, orgName: '二处' }, two, ALL, ROUTES)).toEqual({
      ok: false,
      reason: '同级机构名称已存在',
    });
    expect(checkedOrganisation({ ...draft, orgName: '二处', parentId: '2' }, null, ALL, ROUTES).ok).toBe(
      true,
    );
    expect(checkedOrganisation({ ...draft, orgCode: 'c-3' }, two, ALL, ROUTES)).toEqual({
      ok: false,
      reason: '机构编码已存在',
    });
    expect(checkedOrganisation({ ...draft, parentId: '3' }, two, ALL, ROUTES)).toEqual({
      ok: false,
      reason: '上级机构不能是本机构或其下级机构',
    });
    expect(checkedOrganisation({ ...draft, parentId: '2' }, two, ALL, ROUTES)).toEqual({
      ok: false,
      reason: '上级机构不能是本机构或其下级机构',
    });
    expect(checkedOrganisation({ ...draft, parentId: '4' }, two, ALL, ROUTES).ok).toBe(true);
    expect(checkedOrganisation({ ...draft, orgCode: '  ' }, null, ALL, ROUTES)).toEqual({
      ok: false,
      reason: '机构编码不能为空',
    });
  });

  it('is deleted only when nothing is under it and nothing refers to it; the refusal counts each kind', () => {
    expect(organisationDeleteRefusal(ALL[0] as OrgRecord, ALL, NONE)).toBe(
      '机构下存在 2 个下级机构，不能删除',
    );
    expect(organisationDeleteRefusal(ALL[3] as OrgRecord, ALL, NONE)).toBeNull();
    expect(
      organisationDeleteRefusal(ALL[3] as OrgRecord, ALL, { ...NONE, users: 3, routes: 1, workOrders: 12 }),
    ).toBe('机构下存在 3 个用户、1 条管辖路线、12 张养护工单，不能删除');
  });
});
