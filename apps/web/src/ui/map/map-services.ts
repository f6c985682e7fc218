// The map's calls, all through the app's one client: place search (page size 5, seed 001 §9),
// district search and weather for the session's area, route planning (riding by default, driving
// as the alternative), and the area's GeoJSON outline. Baidu answers HTTP 200 whatever happened:
// `status` 0 is success, anything else is turned into a MapServiceError with Baidu's message.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { runtimeConfig } from '../../lib/runtime-config';
import type { DistrictOutline } from './engine/engine-types';
import { type LngLat, toLatLngParam } from './geo/coords';
import { DistrictFileError, districtsFromGeoJson, mediaObjectKey } from './geo/district-outline';

/** Seed 001 §9: place-search page size 5. */
export const PLACE_PAGE_SIZE = 5;

export const SERVICE_TEXTS = {
  noGeoJson: '未配置区划边界（map_config 的 geo_json），不显示区划',
  geoJsonNotMedia: (url: string) => `区划边界地址不在本站媒体路径下，无法读取：${url}`,
  geoJsonFailed: '区划边界文件读取失败',
  noDistrict: (name: string) => `未找到行政区划“${name}”`,
  noArea: '未配置当前区域（map_config 的 current_area）',
  placeFailed: '地点搜索失败',
  noPlace: '没有找到相关地点',
} as const;

export class MapServiceError extends Error {
  override readonly name = 'MapServiceError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

type Place = Schemas['Place'];
type District = Schemas['District'];

/** A refusal of Baidu's (status ≠ 0) as an error; its own message when it gave one. */
function baiduRefusal(
  body: { status: number; message?: string; msg?: string },
  fallback: string,
): MapServiceError {
  return new MapServiceError(
    `${fallback}：${body.message ?? body.msg ?? `状态 ${body.status}`}`,
    body.status,
  );
}

export interface PlacePage {
  places: Array<{ id: string; name: string; address: string; position: LngLat }>;
  total: number;
  page: number;
}

export async function searchPlaces(query: string, region: string, page = 0): Promise<PlacePage> {
  const { data, response } = await api.GET('/maps/place/v2/search', {
    params: { query: { query, region: region || '全国', page_size: PLACE_PAGE_SIZE, page_num: page } },
  });
  if (!data) throw new MapServiceError(`${SERVICE_TEXTS.placeFailed}（HTTP ${response.status}）`);
  if (data.status !== 0 || !('results' in data) || data.results === undefined) {
    throw baiduRefusal(data as { status: number }, SERVICE_TEXTS.placeFailed);
  }
  const results = (data.results ?? []) as Place[];
  return {
    places: results.map((place, index) => ({
      id: place.uid ?? `${page}-${index}`,
      name: place.name,
      address: place.address ?? '',
      position: [place.location.lng, place.location.lat],
    })),
    total: 'total' in data && typeof data.total === 'number' ? data.total : results.length,
    page,
  };
}

export interface AreaInfo {
  name: string;
  code: string;
}

/** The session's area through district search; a search without result is a MapServiceError. */
export async function findArea(name: string): Promise<AreaInfo> {
  if (name === '') throw new MapServiceError(SERVICE_TEXTS.noArea);
  const { data, response } = await api.GET('/maps/api_region_search/v1', {
    params: { query: { keyword: name } },
  });
  if (!data) throw new MapServiceError(`${SERVICE_TEXTS.noDistrict(name)}（HTTP ${response.status}）`);
  if (data.status !== 0 || !('districts' in data))
    throw baiduRefusal(data as { status: number }, SERVICE_TEXTS.noDistrict(name));
  const found = (data.districts as District[])[0];
  if (!found) throw new MapServiceError(SERVICE_TEXTS.noDistrict(name));
  return { name: found.name, code: String(found.code) };
}

export interface WeatherNow {
  text: string;
  temp: number;
  windDir: string;
  windClass: string;
}

export async function weatherOf(districtCode: string): Promise<WeatherNow | null> {
  const { data } = await api.GET('/maps/weather/v1', {
    params: { query: { district_id: districtCode, data_type: 'now' } },
  });
  if (data?.status !== 0 || !('result' in data)) return null;
  const now = data.result.now;
  if (!now || now.text === undefined || now.temp === undefined) return null;
  return { text: now.text, temp: now.temp, windDir: now.wind_dir ?? '', windClass: now.wind_class ?? '' };
}

/** The outline of the session's area, from the file geo_json points at. */
export async function loadDistrictOutline(geoJsonUrl: string, areaName: string): Promise<DistrictOutline[]> {
  if (geoJsonUrl === '') throw new DistrictFileError(SERVICE_TEXTS.noGeoJson);
  const key = mediaObjectKey(geoJsonUrl, runtimeConfig.current().mediaBaseUrl);
  if (key === null) throw new DistrictFileError(SERVICE_TEXTS.geoJsonNotMedia(geoJsonUrl));
  const { data, response } = await api.GET('/media/{objectKey}', {
    params: { path: { objectKey: key } },
    parseAs: 'text',
  });
  if (data === undefined)
    throw new DistrictFileError(`${SERVICE_TEXTS.geoJsonFailed}（HTTP ${response.status}）`);
  let document: unknown;
  try {
    document = JSON.parse(String(data));
  } catch {
    throw new DistrictFileError('区划边界文件不是 GeoJSON');
  }
  return districtsFromGeoJson(document, areaName || '当前区域');
}

export type RouteMode = 'riding' | 'driving';

/** Seed 001 §9: route planning defaults to cycling, driving is the alternative. */
export const DEFAULT_ROUTE_MODE: RouteMode = 'riding';

/** The planned route's shape (BD-09); a failure is logged only (seed 001 §8), so it answers null. */
export async function planRoute(
  origin: LngLat,
  destination: LngLat,
  mode: RouteMode = DEFAULT_ROUTE_MODE,
): Promise<LngLat[] | null> {
  const query = { origin: toLatLngParam(origin), destination: toLatLngParam(destination) };
  try {
    const { data, response } =
      mode === 'riding'
        ? await api.GET('/maps/direction/v2/riding', { params: { query } })
        : await api.GET('/maps/direction/v2/driving', { params: { query } });
    if (data?.status !== 0 || !('result' in data)) {
      console.error('路线规划失败', data ?? `HTTP ${response.status}`);
      return null;
    }
    const route = data.result.routes[0];
    if (!route) {
      console.error('路线规划失败：没有路线');
      return null;
    }
    const path: LngLat[] = [];
    for (const step of route.steps) {
      for (const pair of (step.path ?? '').split(';')) {
        const [lng, lat] = pair.split(',').map(Number);
        if (Number.isFinite(lng) && Number.isFinite(lat)) path.push([lng as number, lat as number]);
      }
    }
    return path.length >= 2 ? path : null;
  } catch (error) {
    console.error('路线规划失败', error);
    return null;
  }
}
