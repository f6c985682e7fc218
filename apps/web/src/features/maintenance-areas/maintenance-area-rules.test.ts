import { describe, expect, it } from 'vitest';
import {
  areaBody,
  areaDraft,
  areaFilterFields,
  type MaintenanceArea,
  type Organisation,
  ownerOptions,
  phoneProblem,
} from './maintenance-area-rules';

const org = (id: string, orgType: Organisation['orgType'], routeCodes: string[]): Organisation => ({
  id,
  orgCode: `JSJK-${id}`,
  parentId: '201',
  orgName: `单位${id}`,
  orgType,
  orgTypeName: {
    group: '集团',
    centre: '区域管理中心',
    office: '管理处',
    patrol: '巡查中队',
    maintenance: '养护单位',
  }[orgType],
  routeCodes,
});

describe('the phone of the person responsible', () => {
  it('takes a mobile of 11 digits starting with 1 or a landline with its area code', () => {
    for (const ok of ['13905171234', ' 13905171234 ', '025-84431101', '02584431101', '0512-6523456'])
      expect(phoneProblem(ok)).toBe('');
    for (const bad of ['23905171234', '1390517123', '139051712345', '84431101', '025-844', 'abc'])
      expect(phoneProblem(bad)).toBe(
        '联系电话格式不正确，应为1开头的11位手机号或带区号的固定电话（如 025-84431101）',
      );
    expect(phoneProblem('')).toBe('');
  });
});

describe('the organisations offered', () => {
  it('offers offices, squads and companies (not the group or the centre), those on the route first', () => {
    const orgs = [
      org('200', 'group', []),
      org('201', 'centre', []),
      org('20191', 'maintenance', ['G42']),
      org('20192', 'maintenance', ['S55']),
      org('20110', 'office', ['G42']),
    ];
    expect(ownerOptions(orgs, 'S55').map((o) => o.value)).toEqual(['20192', '20191', '20110']);
    expect(ownerOptions(orgs, undefined)).toEqual([
      { value: '20191', label: '单位20191（养护单位）' },
      { value: '20192', label: '单位20192（养护单位）' },
      { value: '20110', label: '单位20110（管理处）' },
    ]);
  });

  it('filters the route column by the names it shows', () => {
    const fields = areaFilterFields([{ routeCode: 'G42', routeName: 'G42 沪蓉高速' } as never]);
    expect(fields.routeName).toEqual({
      kind: 'options',
      options: [{ label: 'G42 沪蓉高速', value: 'G42 沪蓉高速' }],
    });
  });
});

describe('the form and the call', () => {
  const area: MaintenanceArea = {
    id: '6050101',
    areaName: '沪蓉高速汤山段',
    routeCode: 'G42',
    routeName: 'G42 沪蓉高速',
    orgId: '20191',
    orgName: '江苏现代路桥有限责任公司南京养护工区',
    startStakeNo: 'K252+300',
    endStakeNo: 'K263+300',
    startStakeM: 252_300,
    endStakeM: 263_300,
    lengthKm: 11,
    manager: '马永刚',
    phone: '025-84439191',
    remark: '',
    updateTime: '2026-05-18 10:00:00',
  };

  it('starts an edit from the record and sends it back unchanged', () => {
    expect(areaBody(areaDraft(area))).toEqual({
      areaName: '沪蓉高速汤山段',
      routeCode: 'G42',
      orgId: '20191',
      startStakeNo: 'K252+300',
      endStakeNo: 'K263+300',
      manager: '马永刚',
      phone: '025-84439191',
    });
  });

  it('trims what was typed and upper-cases the stakes', () => {
    expect(
      areaBody({
        areaName: ' 宁宣高速禄口段 ',
        routeCode: 'S55',
        orgId: '20194',
        startStakeNo: ' k18+000',
        endStakeNo: 'k20+500 ',
        manager: ' 何静 ',
        phone: ' 13905171234 ',
        remark: ' 机场高速连接段 ',
      }),
    ).toEqual({
      areaName: '宁宣高速禄口段',
      routeCode: 'S55',
      orgId: '20194',
      startStakeNo: 'K18+000',
      endStakeNo: 'K20+500',
      manager: '何静',
      phone: '13905171234',
      remark: '机场高速连接段',
    });
  });
});
