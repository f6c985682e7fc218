// Baidu's map web services as the mock answers them, in Baidu's own shapes (research §3.8):
// status 0 with the result, or Baidu's refusal (status 1 nothing found, 2 parameter invalid,
// 2001 no riding route). Pure functions of the request and the mock's map data (divisions,
// named places and roads, BD-09), so the component and the proxy mode share one set of shapes.
import gcoord from 'gcoord';
import {
  ancestryOf,
  childrenOf,
  type Division,
  divisionByCode,
  findDivision,
  type LngLat,
  nearestDistrict,
} from './districts';
import { weatherAnswer } from './weather';

export interface MapPlace {
  uid: string;
  name: string;
  /** BD-09. */
  location: LngLat;
  address: string;
  /** The district it is in. */
  districtCode: string;
  telephone?: string;
}

export interface MapRoad {
  routeCode: string;
  routeName: string;
  /** BD-09 centre line. */
  path: readonly LngLat[];
}

export interface MapsData {
  places: readonly MapPlace[];
  roads: readonly MapRoad[];
}

const PARAMETER_INVALID = { status: 2, message: 'Parameter Invalid' } as const;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

type Datum = 'bd09ll' | 'gcj02ll' | 'wgs84ll' | 'bd09mc' | 'gcj02' | 'wgs84';
const CRS: Record<Datum, Parameters<typeof gcoord.transform>[1]> = {
  bd09ll: gcoord.BD09,
  bd09mc: gcoord.BD09MC,
  gcj02ll: gcoord.GCJ02,
  gcj02: gcoord.GCJ02,
  wgs84ll: gcoord.WGS84,
  wgs84: gcoord.WGS84,
};

function toBd09(point: LngLat, from: Datum | undefined): LngLat {
  if (!from || from === 'bd09ll') return point;
  return gcoord.transform([point[0], point[1]], CRS[from], gcoord.BD09) as [number, number];
}

function fromBd09(point: LngLat, to: Datum | undefined): { lng: number; lat: number } {
  const [lng, lat] =
    !to || to === 'bd09ll'
      ? point
      : (gcoord.transform([point[0], point[1]], gcoord.BD09, CRS[to]) as [number, number]);
  return { lng: round6(lng), lat: round6(lat) };
}

/** "lat,lng" (latitude first, as geocoding and direction take it). */
export function parseLatLng(text: string): LngLat | null {
  const [lat, lng] = text.split(',').map(Number);
  if (
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat as number) > 90 ||
    Math.abs(lng as number) > 180
  )
    return null;
  return [lng as number, lat as number];
}

/** Metres between two points (haversine). */
export function metres(a: LngLat, b: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface OnRoad {
  road: MapRoad;
  /** Index of the segment's first vertex. */
  segment: number;
  point: LngLat;
  distance: number;
}

/** The nearest point of any road to `point`. */
export function nearestOnRoads(roads: readonly MapRoad[], point: LngLat): OnRoad | null {
  let best: OnRoad | null = null;
  const k = Math.cos((point[1] * Math.PI) / 180);
  for (const road of roads) {
    for (let i = 1; i < road.path.length; i++) {
      const a = road.path[i - 1] as LngLat;
      const b = road.path[i] as LngLat;
      const abx = (b[0] - a[0]) * k;
      const aby = b[1] - a[1];
      const length = abx * abx + aby * aby;
      const t =
        length === 0
          ? 0
          : Math.max(0, Math.min(1, ((point[0] - a[0]) * k * abx + (point[1] - a[1]) * aby) / length));
      const at: LngLat = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      const distance = metres(at, point);
      if (!best || distance < best.distance) best = { road, segment: i - 1, point: at, distance };
    }
  }
  return best;
}

function addressOf(division: Division | undefined): { province: string; city: string; district: string } {
  const chain = division ? ancestryOf(division) : [];
  return {
    province: chain.find((d) => d.level === 1)?.name ?? '',
    city: chain.find((d) => d.level === 2)?.name ?? '',
    district: chain.find((d) => d.level === 3)?.name ?? '',
  };
}

// --- geocoding ------------------------------------------------------------------------------

export function geocode(data: MapsData, query: { address: string; city?: string; ret_coordtype?: Datum }) {
  const text = query.address.trim();
  // The most specific match first: a named place, a road, the smallest division named, a place
  // whose name merely overlaps.
  const place = data.places.find((p) => p.name === text && !p.uid.startsWith('division-'));
  const road = data.roads.find((r) => text.includes(r.routeName) || text.includes(r.routeCode));
  const division = [...DIVISIONS_BY_SPECIFICITY].find((d) => text.includes(d.name)) ?? findDivision(text);
  const overlap = data.places.find(
    (p) => !p.uid.startsWith('division-') && (text.includes(p.name) || p.name.includes(text)),
  );
  const found: { location: LngLat; level: string; precise: 0 | 1 } | null = place
    ? { location: place.location, level: '门址', precise: 1 }
    : road
      ? { location: road.path[Math.floor(road.path.length / 2)] as LngLat, level: '道路', precise: 0 }
      : division
        ? {
            location: division.center,
            level: ['国家', '省', '城市', '区县'][division.level] ?? '区县',
            precise: 0,
          }
        : overlap
          ? { location: overlap.location, level: '门址', precise: 0 }
          : null;
  if (!found) return { status: 1, msg: 'Internal Service Error:无相关结果', results: [] };
  return {
    status: 0,
    result: {
      location: fromBd09(found.location, query.ret_coordtype),
      precise: found.precise,
      confidence: found.precise ? 80 : 50,
      comprehension: 100,
      level: found.level,
    },
  };
}

/** Districts before cities before provinces: "南京市江宁区" is 江宁区. */
const DIVISIONS_BY_SPECIFICITY = [...childrenOf('320100'), ...childrenOf('320000'), ...childrenOf('100000')];

export function reverseGeocode(
  data: MapsData,
  query: { location: string; coordtype?: Datum; ret_coordtype?: Datum; extensions_road?: string },
) {
  const parsed = parseLatLng(query.location);
  if (!parsed) return PARAMETER_INVALID;
  const point = toBd09(parsed, query.coordtype);
  const district = nearestDistrict(point);
  const { province, city, district: districtName } = addressOf(district);
  const onRoad = nearestOnRoads(data.roads, point);
  const street = onRoad && onRoad.distance <= 2000 ? onRoad.road.routeName : '';
  const nearest = data.places
    .map((place) => ({ place, distance: metres(place.location, point) }))
    .sort((a, b) => a.distance - b.distance)[0];
  return {
    status: 0,
    result: {
      location: fromBd09(point, query.ret_coordtype),
      formatted_address: `${province}${city}${districtName}${street}`,
      business: '',
      addressComponent: {
        country: district ? '中国' : '',
        country_code: district ? 0 : -1,
        province,
        city,
        city_level: 2,
        district: districtName,
        town: '',
        town_code: '',
        adcode: district?.code ?? '0',
        street,
        street_number: '',
        direction: '',
        distance: '',
      },
      pois: [],
      roads:
        query.extensions_road === 'true' && onRoad && onRoad.distance <= 2000
          ? [{ name: onRoad.road.routeName, distance: String(Math.round(onRoad.distance)) }]
          : [],
      poiRegions: [],
      sematic_description:
        nearest && nearest.distance < 5000
          ? `${nearest.place.name}附近${Math.round(nearest.distance)}米`
          : '',
      cityCode: city === '南京市' ? 315 : 0,
    },
  };
}

// --- routes ---------------------------------------------------------------------------------

/** Riding: Baidu refuses long rides; the mock draws the line at 500 km. */
const MAX_RIDING_METRES = 500_000;

/**
 * The route's shape: along the road both ends are near (within 2 km) when they share one, else
 * straight between them. The mock has no road graph; a real service's turns are not imitated.
 */
function routeShape(
  data: MapsData,
  origin: LngLat,
  destination: LngLat,
): { path: LngLat[]; roadName: string } {
  const from = nearestOnRoads(data.roads, origin);
  const to = nearestOnRoads(data.roads, destination);
  if (from && to && from.road === to.road && from.distance <= 2000 && to.distance <= 2000) {
    const forward = from.segment <= to.segment;
    const [first, last] = forward ? [from, to] : [to, from];
    const along = [first.point, ...from.road.path.slice(first.segment + 1, last.segment + 1), last.point];
    if (!forward) along.reverse();
    return { path: [origin, ...along, destination], roadName: from.road.routeName };
  }
  return { path: [origin, destination], roadName: '' };
}

const pathText = (path: readonly LngLat[], ret?: Datum) =>
  path
    .map((point) => {
      const { lng, lat } = fromBd09(point, ret);
      return `${lng},${lat}`;
    })
    .join(';');

export function route(
  data: MapsData,
  mode: 'riding' | 'driving',
  query: { origin: string; destination: string; coord_type?: Datum; ret_coordtype?: Datum },
) {
  const originIn = parseLatLng(query.origin);
  const destinationIn = parseLatLng(query.destination);
  if (!originIn || !destinationIn) return PARAMETER_INVALID;
  const origin = toBd09(originIn, query.coord_type);
  const destination = toBd09(destinationIn, query.coord_type);
  const { path, roadName } = routeShape(data, origin, destination);
  let distance = 0;
  for (let i = 1; i < path.length; i++) distance += metres(path[i - 1] as LngLat, path[i] as LngLat);
  if (mode === 'riding' && distance > MAX_RIDING_METRES) return { status: 2001, message: '无骑行路线' };
  const metresPerSecond = mode === 'riding' ? 4.2 : roadName ? 25 : 13.9;
  const duration = Math.round(distance / metresPerSecond);
  const name = roadName || '无名路';
  const kilometres = distance >= 1000 ? `${(distance / 1000).toFixed(1)}公里` : `${Math.round(distance)}米`;
  const step = {
    direction: 0,
    distance: Math.round(distance),
    duration,
    path: pathText(path, query.ret_coordtype),
    start_location: fromBd09(origin, query.ret_coordtype),
    end_location: fromBd09(destination, query.ret_coordtype),
    ...(mode === 'riding'
      ? { name, instructions: `沿${name}骑行${kilometres}，到达终点` }
      : {
          turn: 0,
          road_type: roadName ? 0 : 3,
          toll: 0,
          road_name: name,
          instruction: `沿${name}行驶${kilometres}，到达终点`,
        }),
  };
  return {
    status: 0,
    message: '成功',
    result: {
      origin: fromBd09(origin, query.ret_coordtype),
      destination: fromBd09(destination, query.ret_coordtype),
      routes: [
        {
          distance: Math.round(distance),
          duration,
          ...(mode === 'driving' ? { toll: 0, traffic_condition: 1 } : {}),
          steps: [step],
        },
      ],
      ...(mode === 'driving' ? { total: 1, restriction: '' } : {}),
    },
  };
}

// --- weather, districts, places ---------------------------------------------------------------

export function weather(query: { district_id?: string; location?: string }, now: Date) {
  let division = query.district_id ? divisionByCode(query.district_id) : undefined;
  if (!division && !query.district_id && query.location) {
    const [lng, lat] = query.location.split(',').map(Number);
    if (Number.isFinite(lng) && Number.isFinite(lat))
      division = nearestDistrict([lng as number, lat as number]);
  }
  if (!query.district_id && !query.location) return PARAMETER_INVALID;
  if (!division) return { status: 1, message: '无相关结果' };
  const { province, city } = addressOf(division);
  return weatherAnswer(division.code, province, city || division.name, division.name, now);
}

interface DistrictNode {
  code: string;
  name: string;
  level: number;
  districts?: DistrictNode[];
}

function nodeOf(division: Division, depth: number): DistrictNode {
  const node: DistrictNode = { code: division.code, name: division.name, level: division.level };
  if (depth > 0) {
    const children = childrenOf(division.code);
    if (children.length > 0) node.districts = children.map((child) => nodeOf(child, depth - 1));
  }
  return node;
}

export function searchDistrict(query: { keyword: string; sub_admin?: number }) {
  const division = findDivision(query.keyword);
  if (!division) return { status: 0, message: 'ok', result_size: 0, districts: [] };
  return { status: 0, message: 'ok', result_size: 1, districts: [nodeOf(division, query.sub_admin ?? 0)] };
}

export function searchPlace(
  data: MapsData,
  query: {
    query: string;
    region: string;
    page_size?: number;
    page_num?: number;
    city_limit?: string;
    ret_coordtype?: string;
  },
) {
  const region = findDivision(query.region);
  const regionCodes = new Set(
    region
      ? [
          region.code,
          ...childrenOf(region.code).map((d) => d.code),
          ...childrenOf(region.code).flatMap((d) => childrenOf(d.code).map((c) => c.code)),
        ]
      : [],
  );
  const inRegion = (place: MapPlace) => !region || region.level === 0 || regionCodes.has(place.districtCode);
  const words = query.query.trim();
  const matches = data.places.filter(
    (place) => inRegion(place) && (place.name.includes(words) || place.address.includes(words)),
  );
  const size = query.page_size ?? 5;
  const page = query.page_num ?? 0;
  const results = matches.slice(page * size, page * size + size).map((place) => {
    const division = divisionByCode(place.districtCode);
    const { province, city, district } = addressOf(division);
    return {
      name: place.name,
      location: (() => {
        const { lng, lat } = fromBd09(
          place.location,
          query.ret_coordtype === 'gcj02ll' ? 'gcj02ll' : undefined,
        );
        return { lat, lng };
      })(),
      address: place.address,
      province,
      city,
      area: district,
      ...(place.telephone ? { telephone: place.telephone } : {}),
      detail: 1,
      uid: place.uid,
    };
  });
  return { status: 0, message: 'ok', result_type: 'poi_type', total: matches.length, results };
}

// --- grasp road (track rectify) ---------------------------------------------------------------

interface RectifyInput {
  latitude: number;
  longitude: number;
  coord_type_input: 'bd09ll' | 'gcj02' | 'wgs84';
  loc_time: number;
  speed?: number;
  direction?: number;
  height?: number;
  radius?: number;
}

/** Snaps each point within 50 m of a road onto it; the rest stay where they were recorded. */
export function rectify(
  data: MapsData,
  form: { point_list: string; coord_type_output?: 'bd09ll' | 'gcj02' },
) {
  let points: RectifyInput[];
  try {
    points = JSON.parse(form.point_list) as RectifyInput[];
  } catch {
    return PARAMETER_INVALID;
  }
  const ordered = [...points].sort((a, b) => a.loc_time - b.loc_time);
  const snapped = ordered.map((input) => {
    const point = toBd09(
      [input.longitude, input.latitude],
      input.coord_type_input === 'bd09ll' ? 'bd09ll' : input.coord_type_input,
    );
    const on = nearestOnRoads(data.roads, point);
    return { input, at: on && on.distance <= 50 ? on.point : point };
  });
  let distance = 0;
  for (let i = 1; i < snapped.length; i++)
    distance += metres((snapped[i - 1] as { at: LngLat }).at, (snapped[i] as { at: LngLat }).at);
  return {
    status: 0,
    message: '成功',
    total: snapped.length,
    distance: Math.round(distance * 10) / 10,
    toll_distance: data.roads.length > 0 ? Math.round(distance * 10) / 10 : 0,
    points: snapped.map(({ input, at }) => {
      const { lng, lat } = fromBd09(at, form.coord_type_output === 'gcj02' ? 'gcj02' : undefined);
      return {
        latitude: lat,
        longitude: lng,
        loc_time: input.loc_time,
        ...(input.speed !== undefined ? { speed: input.speed } : {}),
        ...(input.direction !== undefined ? { direction: input.direction } : {}),
      };
    }),
  };
}
