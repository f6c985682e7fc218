// The one check of map_config.map_center ("lng,lat" inside China), shared by the gateway's
// saveConfig and the 地图配置 form so both refuse the same values with the same words.

/** Longitude and latitude of mainland China and its islands (the platform's roads are all there). */
export const MAP_BOUNDS = { lng: [73, 136], lat: [3, 54] } as const;

/** Why a map centre cannot be stored; '' when it can. */
export function mapCenterError(value: string): string {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return '应为“经度,纬度”，如 118.796877,32.060255';
  const [lng, lat] = [Number(match[1]), Number(match[2])];
  if (lng < MAP_BOUNDS.lng[0] || lng > MAP_BOUNDS.lng[1])
    return `经度应在 ${MAP_BOUNDS.lng[0]} 到 ${MAP_BOUNDS.lng[1]} 之间`;
  if (lat < MAP_BOUNDS.lat[0] || lat > MAP_BOUNDS.lat[1])
    return `纬度应在 ${MAP_BOUNDS.lat[0]} 到 ${MAP_BOUNDS.lat[1]} 之间`;
  return '';
}
