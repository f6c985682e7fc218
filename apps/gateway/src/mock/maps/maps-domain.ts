import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions, GatewayContext } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import type { MockDomain } from '../mock-domain';
import { DIVISIONS, nearestDistrict } from './districts';
import type { MapPlace, MapsData } from './maps-answers';
import * as answers from './maps-answers';

/**
 * The mock of Baidu's map web services (seed 001 §7: geocoding, reverse geocoding, driving and
 * riding routes, weather, district search, place search, grasp-road) in Baidu's own shapes, from
 * the mock's divisions and — once the mock's world is there — its roads and places.
 */
export const mapsDomain: MockDomain = {
  name: 'maps',
  operations: [
    'geocode',
    'reverseGeocode',
    'drivingRoute',
    'ridingRoute',
    'getWeather',
    'searchDistrict',
    'searchPlace',
    'rectifyTrack',
  ],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    // Built at the first call: the world's network is generated lazily and start-up stays fast.
    let built: MapsData | null = null;
    const data = () => {
      built ??= mapsData(ctx);
      return built;
    };
    const route = <Q>(operationId: string, answer: (input: Q, request: FastifyRequest) => unknown) =>
      app.route(
        operationRoute(ctx.contract.operation(operationId), ctx.hooks, {
          handler: async (request, reply) =>
            reply.send(answer((request.body ?? request.query) as Q, request)),
        }),
      );
    route('geocode', (query: Parameters<typeof answers.geocode>[1]) => answers.geocode(data(), query));
    route('reverseGeocode', (query: Parameters<typeof answers.reverseGeocode>[1]) =>
      answers.reverseGeocode(data(), query),
    );
    route('drivingRoute', (query: Parameters<typeof answers.route>[2]) =>
      answers.route(data(), 'driving', query),
    );
    route('ridingRoute', (query: Parameters<typeof answers.route>[2]) =>
      answers.route(data(), 'riding', query),
    );
    route('getWeather', (query: Parameters<typeof answers.weather>[0]) => answers.weather(query, new Date()));
    route('searchDistrict', (query: Parameters<typeof answers.searchDistrict>[0]) =>
      answers.searchDistrict(query),
    );
    route('searchPlace', (query: Parameters<typeof answers.searchPlace>[1]) =>
      answers.searchPlace(data(), query),
    );
    route('rectifyTrack', (form: Parameters<typeof answers.rectify>[1]) => answers.rectify(data(), form));
  },
};

/**
 * The divisions (a search for 江宁 finds the district) and, when the api upstream is mocked, the
 * world's roads (BD-09 centre lines) and their interchanges and towns, named as a map names them
 * ("G42 沪蓉高速 麒麟枢纽").
 */
function mapsData(ctx: GatewayContext): MapsData {
  const places: MapPlace[] = DIVISIONS.filter((division) => division.level >= 2).map((division) => ({
    uid: `division-${division.code}`,
    name: division.name,
    location: division.center,
    address: division.level === 3 ? `江苏省南京市${division.name}` : `江苏省${division.name}`,
    districtCode: division.code,
  }));
  const lines = ctx.world?.roads.network.lines ?? [];
  for (const line of lines) {
    for (const place of line.places) {
      const at = line.positionAtStake(place.stakeM);
      const district = nearestDistrict([at.lon, at.lat]);
      places.push({
        uid: `place-${line.routeCode}-${place.stakeM}`,
        name: place.name,
        location: [at.lon, at.lat],
        address: `${line.routeName} ${place.name}`,
        districtCode: district?.code ?? '320115',
      });
    }
  }
  return {
    places,
    roads: lines.map((line) => ({ routeCode: line.routeCode, routeName: line.routeName, path: line.bd09 })),
  };
}
