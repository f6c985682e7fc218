// The outline of 江宁区 (Nanjing, adcode 320115) for map_config.geo_json: an APPROXIMATION drawn
// for the mock around the configured map centre, not surveyed data (no map service is
// reachable here). It follows the district's general shape: the Yangtze on the west, the
// border with Lishui in the south, Jurong in the east, and the notch of Yuhuatai in the north.

/** [longitude, latitude], counter-clockwise (RFC 7946 §3.1.6), first point not repeated. */
const RING: ReadonlyArray<readonly [number, number]> = [
  [118.64, 31.985],
  [118.615, 31.955],
  [118.6, 31.92],
  [118.612, 31.885],
  [118.605, 31.85],
  [118.625, 31.815],
  [118.64, 31.78],
  [118.628, 31.742],
  [118.648, 31.705],
  [118.69, 31.672],
  [118.735, 31.655],
  [118.78, 31.668],
  [118.822, 31.652],
  [118.868, 31.676],
  [118.905, 31.662],
  [118.948, 31.69],
  [118.99, 31.705],
  [119.03, 31.742],
  [119.062, 31.79],
  [119.085, 31.838],
  [119.072, 31.885],
  [119.095, 31.93],
  [119.08, 31.975],
  [119.048, 32.01],
  [119.02, 32.05],
  [118.985, 32.08],
  [118.94, 32.095],
  [118.9, 32.078],
  [118.862, 32.088],
  [118.83, 32.072],
  [118.8, 32.082],
  [118.775, 32.062],
  [118.752, 32.03],
  [118.735, 31.99],
  [118.705, 31.975],
  [118.675, 31.99],
];

export interface DistrictFeatureCollection {
  type: 'FeatureCollection';
  features: Array<{
    type: 'Feature';
    properties: {
      adcode: number;
      name: string;
      center: [number, number];
      level: 'district';
      parent: { adcode: number };
    };
    geometry: { type: 'Polygon'; coordinates: Array<Array<[number, number]>> };
  }>;
}

export function jiangningDistrict(): DistrictFeatureCollection {
  const ring = RING.map(([lng, lat]) => [lng, lat] as [number, number]);
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {
          adcode: 320115,
          name: '江宁区',
          center: [118.850621, 31.953418],
          level: 'district',
          parent: { adcode: 320100 },
        },
        geometry: { type: 'Polygon', coordinates: [ring] },
      },
    ],
  };
}
