// The divisions the maps mock knows (GB/T 2260 codes): China, Jiangsu, Nanjing and its eleven
// districts — the configured area (map_config.current_area 江宁区) and its neighbours. Centres are
// BD-09 approximations of each district's seat, good enough for a mock's reverse geocoding and
// weather; they are not survey data.

export type LngLat = readonly [number, number];

export interface Division {
  code: string;
  name: string;
  /** Baidu's levels: 0 country, 1 province, 2 city, 3 district. */
  level: 0 | 1 | 2 | 3;
  parent: string | null;
  /** BD-09. */
  center: LngLat;
}

export const DIVISIONS: readonly Division[] = [
  { code: '100000', name: '中国', level: 0, parent: null, center: [116.404, 39.915] },
  { code: '320000', name: '江苏省', level: 1, parent: '100000', center: [118.769, 32.067] },
  { code: '320100', name: '南京市', level: 2, parent: '320000', center: [118.803, 32.065] },
  { code: '320102', name: '玄武区', level: 3, parent: '320100', center: [118.804, 32.054] },
  { code: '320104', name: '秦淮区', level: 3, parent: '320100', center: [118.801, 32.022] },
  { code: '320105', name: '建邺区', level: 3, parent: '320100', center: [118.738, 32.009] },
  { code: '320106', name: '鼓楼区', level: 3, parent: '320100', center: [118.776, 32.072] },
  { code: '320111', name: '浦口区', level: 3, parent: '320100', center: [118.634, 32.065] },
  { code: '320113', name: '栖霞区', level: 3, parent: '320100', center: [118.915, 32.102] },
  { code: '320114', name: '雨花台区', level: 3, parent: '320100', center: [118.786, 31.997] },
  { code: '320115', name: '江宁区', level: 3, parent: '320100', center: [118.846, 31.959] },
  { code: '320116', name: '六合区', level: 3, parent: '320100', center: [118.829, 32.328] },
  { code: '320117', name: '溧水区', level: 3, parent: '320100', center: [119.035, 31.657] },
  { code: '320118', name: '高淳区', level: 3, parent: '320100', center: [118.898, 31.333] },
];

const byCode = new Map(DIVISIONS.map((division) => [division.code, division]));

export const divisionByCode = (code: string): Division | undefined => byCode.get(code);

/** A division by its name or code; "江宁" finds 江宁区 as Baidu's search does. */
export function findDivision(keyword: string): Division | undefined {
  const text = keyword.trim();
  return (
    byCode.get(text) ??
    DIVISIONS.find((division) => division.name === text) ??
    DIVISIONS.find((division) => text.length >= 2 && division.name.startsWith(text))
  );
}

export const childrenOf = (code: string): Division[] =>
  DIVISIONS.filter((division) => division.parent === code);

/** The chain from the country down to a division. */
export function ancestryOf(division: Division): Division[] {
  const chain: Division[] = [];
  let at: Division | undefined = division;
  while (at) {
    chain.unshift(at);
    at = at.parent ? byCode.get(at.parent) : undefined;
  }
  return chain;
}

/** The district whose seat is nearest (the mock's reverse geocoding), within ~60 km, else none. */
export function nearestDistrict(point: LngLat): Division | undefined {
  let best: Division | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const division of DIVISIONS) {
    if (division.level !== 3) continue;
    const dx = (division.center[0] - point[0]) * Math.cos((point[1] * Math.PI) / 180);
    const dy = division.center[1] - point[1];
    const distance = Math.hypot(dx, dy);
    if (distance < bestDistance) {
      best = division;
      bestDistance = distance;
    }
  }
  return bestDistance < 0.55 ? best : undefined;
}
