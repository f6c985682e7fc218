// The expressways of the configured area (map_config: 江宁区, Nanjing) as the platform manages
// them. Codes and names are the real ones; each centre line is AUTHORED here as WGS-84 way
// points through the real interchanges and towns it passes (best estimates, no survey or OSM
// extract: see NOTES.md), then smoothed and densified by road-network.ts. The first way point
// is the route's start stake: stakes grow along the list (上行).

import type { LonLat } from './geo';

export interface RouteDirection {
  /** '1' 上行 (stakes growing), '2' 下行 — dictionary road_direction. */
  code: '1' | '2';
  name: '上行' | '下行';
  /** Where the carriageway leads, as the signs say. */
  towards: string;
}

export interface RouteDefinition {
  routeCode: string;
  /** The name without the code ('沪蓉高速'); routeName in records is `${code} ${name}`. */
  name: string;
  /** Other names the section is known by (co-signed routes, the local name). */
  aliases: readonly string[];
  /** The stake of the first way point, in metres (K252+300 → 252300). */
  startStakeM: number;
  /** Lanes per direction. */
  lanes: number;
  technicalGrade: '高速公路';
  designSpeedKmh: number;
  pavement: string;
  openedYear: number;
  /** The management office (organisations.ts) that runs the section. */
  officeId: string;
  up: RouteDirection;
  down: RouteDirection;
  /** Interchanges and towns the line passes, in stake order (for the record's remarks and labels). */
  places: ReadonlyArray<{ name: string; at: LonLat }>;
}

const up = (towards: string): RouteDirection => ({ code: '1', name: '上行', towards });
const down = (towards: string): RouteDirection => ({ code: '2', name: '下行', towards });

export const ROUTE_DEFINITIONS: readonly RouteDefinition[] = [
  {
    routeCode: 'G42',
    name: '沪蓉高速',
    aliases: ['沪宁高速', '南京绕城公路'],
    startStakeM: 252_300,
    lanes: 4,
    technicalGrade: '高速公路',
    designSpeedKmh: 120,
    pavement: '沥青混凝土',
    openedYear: 1996,
    officeId: '20110',
    up: up('往成都方向'),
    down: down('往上海方向'),
    places: [
      { name: '句容界', at: [119.095, 32.074] },
      { name: '汤山互通', at: [119.046, 32.063] },
      { name: '阳山碑材（园博园）', at: [119.001, 32.069] },
      { name: '麒麟枢纽', at: [118.952, 32.058] },
      { name: '马群枢纽', at: [118.893, 32.047] },
      { name: '钟灵街', at: [118.866, 32.03] },
      { name: '高桥门枢纽', at: [118.842, 32.01] },
      { name: '双桥门', at: [118.806, 32.001] },
      { name: '花神庙枢纽', at: [118.776, 31.985] },
      { name: '西善桥', at: [118.706, 31.965] },
      { name: '刘村枢纽', at: [118.663, 31.957] },
    ],
  },
  {
    routeCode: 'G2503',
    name: '南京绕城高速',
    aliases: ['南京绕越高速', '绕越高速东南段'],
    startStakeM: 0,
    lanes: 3,
    technicalGrade: '高速公路',
    designSpeedKmh: 120,
    pavement: '沥青混凝土',
    openedYear: 2010,
    officeId: '20120',
    up: up('往仙林方向'),
    down: down('往长江三桥方向'),
    places: [
      { name: '刘村枢纽', at: [118.663, 31.957] },
      { name: '东善桥互通', at: [118.703, 31.906] },
      { name: '谷里互通', at: [118.732, 31.897] },
      { name: '牛首山南', at: [118.762, 31.9] },
      { name: '南庄枢纽', at: [118.799, 31.893] },
      { name: '科学园互通', at: [118.866, 31.903] },
      { name: '东山枢纽', at: [118.897, 31.93] },
      { name: '青龙山', at: [118.934, 31.975] },
      { name: '西村', at: [118.958, 32.02] },
      { name: '沪宁枢纽', at: [118.976, 32.062] },
    ],
  },
  {
    routeCode: 'G25',
    name: '长深高速',
    aliases: ['宁杭高速'],
    startStakeM: 2_048_300,
    lanes: 3,
    technicalGrade: '高速公路',
    designSpeedKmh: 120,
    pavement: '沥青混凝土',
    openedYear: 2008,
    officeId: '20130',
    up: up('往杭州方向'),
    down: down('往南京方向'),
    places: [
      { name: '东山枢纽', at: [118.897, 31.93] },
      { name: '科学园北', at: [118.915, 31.9] },
      { name: '湖熟互通', at: [118.974, 31.856] },
      { name: '周岗', at: [119.004, 31.8] },
      { name: '溧水北（桂庄枢纽）', at: [119.031, 31.735] },
    ],
  },
  {
    routeCode: 'G4211',
    name: '宁芜高速',
    aliases: ['宁马高速'],
    startStakeM: 3_500,
    lanes: 3,
    technicalGrade: '高速公路',
    designSpeedKmh: 120,
    pavement: '沥青混凝土',
    openedYear: 1996,
    officeId: '20140',
    up: up('往芜湖方向'),
    down: down('往南京方向'),
    places: [
      { name: '西善桥', at: [118.69, 31.946] },
      { name: '板桥互通', at: [118.655, 31.905] },
      { name: '江宁镇', at: [118.624, 31.851] },
      { name: '铜井互通', at: [118.585, 31.801] },
      { name: '苏皖省界', at: [118.56, 31.765] },
    ],
  },
  {
    routeCode: 'S55',
    name: '宁宣高速',
    aliases: ['S88 南京机场高速（花神庙—禄口机场共线）', '宁高高速'],
    startStakeM: 0,
    lanes: 4,
    technicalGrade: '高速公路',
    designSpeedKmh: 120,
    pavement: '沥青混凝土',
    openedYear: 1997,
    officeId: '20150',
    up: up('往宣城方向'),
    down: down('往南京方向'),
    places: [
      { name: '花神庙枢纽', at: [118.776, 31.985] },
      { name: '龙西', at: [118.79, 31.96] },
      { name: '翠屏山', at: [118.806, 31.935] },
      { name: '南庄枢纽', at: [118.799, 31.893] },
      { name: '秣陵', at: [118.815, 31.855] },
      { name: '禄口', at: [118.85, 31.772] },
      { name: '禄口机场枢纽', at: [118.87, 31.736] },
      { name: '柘塘（溧水界）', at: [118.905, 31.69] },
    ],
  },
];
