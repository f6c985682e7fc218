import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, gateway, INSPECTOR, tokenOf } from './support/gateway';

// The configuration side through the whole gateway: the real sign-in and session check decide
// who calls, the config and files domains answer.
let app: FastifyInstance;
// Starting the gateway takes a few seconds on a busy machine.
beforeAll(async () => {
  app = await gateway();
}, 30_000);
afterAll(async () => {
  await app.close();
});

interface Entry {
  id: string;
  permissionCode: string | null;
  children?: Entry[];
}
const flat = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);

const menuOf = async (token: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/component/function/getPlatformMenuTree',
    headers: { authorization: token },
    payload: { resourceId: '0' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Entry[];
};

describe('the menu tree of a signed-in user', () => {
  it('gives admin the whole tree with page.system.szr', async () => {
    const tree = await menuOf(await tokenOf(app, ADMIN));
    expect(tree.map((e) => e.id)).toEqual(['0', '1', '100', '200', '300', '400', '500', '600', '800', '900']);
    expect(flat(tree).map((e) => e.permissionCode)).toContain('page.system.szr');
  });

  it('gives inspector the disease and patrol groups only, without page.system.szr', async () => {
    const tree = await menuOf(await tokenOf(app, INSPECTOR));
    expect(tree.map((e) => e.id)).toEqual(['0', '100', '200']);
    expect(flat(tree).map((e) => e.permissionCode)).not.toContain('page.system.szr');
  });

  it('gives nomenu an empty list', async () => {
    expect(await menuOf(await tokenOf(app, { username: 'nomenu', password: 'Nomenu@12345' }))).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/component/function/getPlatformMenuTree',
      payload: { resourceId: '0' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the district GeoJSON of map_config', () => {
  it('is read at the address geo_json holds, with the token as access_token as an <img> or fetch would', async () => {
    const token = await tokenOf(app, ADMIN);
    const config = await app.inject({
      method: 'POST',
      url: '/api/component/config/getConfigByCode/map_config',
      headers: { authorization: token },
    });
    const address = config.json().data.find((e: { code: string }) => e.code === 'geo_json').value as string;
    expect(address).toBe('/media/jiangning-district.geojson');

    const withHeader = await app.inject({ method: 'GET', url: address, headers: { authorization: token } });
    expect(withHeader.statusCode).toBe(200);
    expect(withHeader.headers['content-type']).toBe('application/geo+json');
    expect(withHeader.json().type).toBe('FeatureCollection');

    const bare = token.replace(/^Bearer /, '');
    const withQuery = await app.inject({ method: 'GET', url: `${address}?access_token=${bare}` });
    expect(withQuery.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: address })).statusCode).toBe(401);
  });
});
