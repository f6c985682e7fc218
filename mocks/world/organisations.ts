// Who runs the network: 江苏交通控股 → the regional centre (the jtdemo tenant's org '201', as in
// mocks/accounts.ts) → one management office (管理处) per route → its patrol squads (巡查中队)
// and the maintenance companies (养护公司) that repair. Names are realistic but made up for the
// mock (NOTES.md); the inspectors include the mock accounts 李巡查 (inspector) and 张三 (zhangsan).

export type OrgType = 'group' | 'centre' | 'office' | 'patrol' | 'maintenance';

export interface Organisation {
  id: string;
  parentId: string | null;
  orgName: string;
  orgType: OrgType;
  orgTypeName: string;
  /** Routes the organisation patrols or repairs (empty for the group and the centre). */
  routeCodes: readonly string[];
  leader: string;
  phone: string;
  address: string;
}

export interface Inspector {
  id: string;
  name: string;
  orgId: string;
  phone: string;
  /** The mock account of the inspector (mocks/accounts.ts userId), when there is one. */
  userId: string | null;
}

export interface Vehicle {
  plate: string;
  orgId: string;
  model: string;
  /** Seconds between two GPS fixes of the vehicle's patrol terminal. */
  gpsIntervalS: number;
}

export const ORG_TYPE_NAMES: Readonly<Record<OrgType, string>> = {
  group: '集团',
  centre: '区域管理中心',
  office: '管理处',
  patrol: '巡查中队',
  maintenance: '养护单位',
};

const org = (
  id: string,
  parentId: string | null,
  orgName: string,
  orgType: OrgType,
  routeCodes: readonly string[],
  leader: string,
  phone: string,
  address: string,
): Organisation => ({
  id,
  parentId,
  orgName,
  orgType,
  orgTypeName: ORG_TYPE_NAMES[orgType],
  routeCodes,
  leader,
  phone,
  address,
});

export const ORGANISATIONS: readonly Organisation[] = [
  org(
    '200',
    null,
    '江苏交通控股有限公司',
    'group',
    [],
    '周立新',
    '025-84200000',
    '南京市建邺区中山东路291号',
  ),
  org(
    '201',
    '200',
    '江苏交控南京区域管理中心',
    'centre',
    [],
    '王建国',
    '025-52100000',
    '南京市江宁区双龙大道1118号',
  ),
  org(
    '20110',
    '201',
    '沪宁高速南京管理处',
    'office',
    ['G42'],
    '钱志强',
    '025-84430110',
    '南京市栖霞区马群街道',
  ),
  org('20111', '20110', '汤山巡查中队', 'patrol', ['G42'], '孙海涛', '025-84431101', '南京市江宁区汤山街道'),
  org('20112', '20110', '马群巡查中队', 'patrol', ['G42'], '李巡查', '025-84431102', '南京市栖霞区马群街道'),
  org(
    '20120',
    '201',
    '南京绕城高速管理处',
    'office',
    ['G2503'],
    '刘振华',
    '025-52120120',
    '南京市江宁区秣陵街道',
  ),
  org('20121', '20120', '科学园巡查中队', 'patrol', ['G2503'], '张三', '025-52121201', '南京市江宁区科学园'),
  org(
    '20130',
    '201',
    '宁杭高速南京管理处',
    'office',
    ['G25'],
    '陈国平',
    '025-52130130',
    '南京市江宁区东山街道',
  ),
  org('20131', '20130', '湖熟巡查中队', 'patrol', ['G25'], '吴建军', '025-52131301', '南京市江宁区湖熟街道'),
  org('20140', '201', '宁马高速管理处', 'office', ['G4211'], '杨帆', '025-52140140', '南京市江宁区江宁街道'),
  org(
    '20141',
    '20140',
    '板桥巡查中队',
    'patrol',
    ['G4211'],
    '黄勇',
    '025-52141401',
    '南京市雨花台区板桥街道',
  ),
  org(
    '20150',
    '201',
    '宁宣高速南京管理处',
    'office',
    ['S55'],
    '赵晓东',
    '025-52150150',
    '南京市江宁区禄口街道',
  ),
  org('20151', '20150', '禄口巡查中队', 'patrol', ['S55'], '周斌', '025-52151501', '南京市江宁区禄口街道'),
  org(
    '20191',
    '201',
    '江苏现代路桥有限责任公司南京养护工区',
    'maintenance',
    ['G42', 'G2503'],
    '马永刚',
    '025-84439191',
    '南京市江宁区麒麟街道',
  ),
  org(
    '20192',
    '201',
    '南京宁通公路养护工程有限公司',
    'maintenance',
    ['G2503', 'G4211'],
    '胡立峰',
    '025-52139192',
    '南京市江宁区谷里街道',
  ),
  org(
    '20193',
    '201',
    '江苏中路交通养护有限公司江宁项目部',
    'maintenance',
    ['G25', 'S55'],
    '郭伟',
    '025-52159193',
    '南京市江宁区东山街道',
  ),
  org(
    '20194',
    '201',
    '南京禄航路面养护有限公司',
    'maintenance',
    ['S55', 'G4211'],
    '何静',
    '025-52159194',
    '南京市江宁区禄口街道',
  ),
];

export const INSPECTORS: readonly Inspector[] = [
  { id: 'P001', name: '李巡查', orgId: '20112', phone: '13987654321', userId: '1002' },
  { id: 'P002', name: '孙海涛', orgId: '20111', phone: '13905141101', userId: null },
  { id: 'P003', name: '高磊', orgId: '20111', phone: '13905141102', userId: null },
  { id: 'P004', name: '徐文斌', orgId: '20112', phone: '13905141103', userId: null },
  { id: 'P005', name: '张三', orgId: '20121', phone: '13700001111', userId: '1003' },
  { id: 'P006', name: '朱明', orgId: '20121', phone: '13905141201', userId: null },
  { id: 'P007', name: '吴建军', orgId: '20131', phone: '13905141301', userId: null },
  { id: 'P008', name: '林涛', orgId: '20131', phone: '13905141302', userId: null },
  { id: 'P009', name: '黄勇', orgId: '20141', phone: '13905141401', userId: null },
  { id: 'P010', name: '韩雪', orgId: '20141', phone: '13905141402', userId: null },
  { id: 'P011', name: '周斌', orgId: '20151', phone: '13905141501', userId: null },
  { id: 'P012', name: '邵宇航', orgId: '20151', phone: '13905141502', userId: null },
];

export const VEHICLES: readonly Vehicle[] = [
  { plate: '苏A3H72K', orgId: '20111', model: '长城炮 巡查皮卡', gpsIntervalS: 5 },
  { plate: '苏A9Q18D', orgId: '20112', model: '江铃福特全顺 巡查车', gpsIntervalS: 2 },
  { plate: '苏A5L06M', orgId: '20121', model: '长城炮 巡查皮卡', gpsIntervalS: 5 },
  { plate: '苏AD2719', orgId: '20121', model: '比亚迪 唐 巡查车', gpsIntervalS: 1 },
  { plate: '苏A7R35C', orgId: '20131', model: '江铃福特全顺 巡查车', gpsIntervalS: 5 },
  { plate: '苏A2N64P', orgId: '20141', model: '长城炮 巡查皮卡', gpsIntervalS: 10 },
  { plate: '苏A8K51T', orgId: '20151', model: '上汽大通 V80 巡查车', gpsIntervalS: 5 },
  { plate: '苏A6F93W', orgId: '20151', model: '长城炮 巡查皮卡', gpsIntervalS: 2 },
];

const BY_ID = new Map(ORGANISATIONS.map((o) => [o.id, o]));

export function organisation(id: string): Organisation | undefined {
  return BY_ID.get(id);
}

/** Look-ups of the fixed catalogues, computed once per key (the generator asks for every patrol). */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}

/** The patrol squads of a route. */
export const squadsOf = memo((routeCode: string): readonly Organisation[] =>
  ORGANISATIONS.filter((o) => o.orgType === 'patrol' && o.routeCodes.includes(routeCode)),
);

/** The maintenance companies that repair on a route. */
export const repairUnitsOf = memo((routeCode: string): readonly Organisation[] =>
  ORGANISATIONS.filter((o) => o.orgType === 'maintenance' && o.routeCodes.includes(routeCode)),
);

export const inspectorsOf = memo((orgId: string): readonly Inspector[] =>
  INSPECTORS.filter((p) => p.orgId === orgId),
);

export const vehiclesOf = memo((orgId: string): readonly Vehicle[] =>
  VEHICLES.filter((v) => v.orgId === orgId),
);
