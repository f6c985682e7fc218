import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, gateway, tokenOf } from './support/gateway';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await gateway();
  token = await tokenOf(app, ADMIN);
});
afterAll(() => app.close());

const style = (headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: '/map-style/offline.json',
    headers: { authorization: token, ...headers },
  });

describe('the offline map style (GET /map-style/offline.json)', () => {
  it('is a MapLibre v8 style with its data inline and no glyphs, sprite or tile address', async () => {
    const response = await style();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.version).toBe(8);
    expect(body.glyphs).toBeUndefined();
    expect(body.sprite).toBeUndefined();
    for (const source of Object.values(body.sources) as Array<Record<string, unknown>>) {
      expect(source.type).toBe('geojson');
      expect(typeof source.data).toBe('object');
      expect(source.url).toBeUndefined();
      expect(source.tiles).toBeUndefined();
    }
    // Nothing in it points anywhere: no URL of any kind.
    expect(response.body).not.toMatch(/https?:\/\//);
  });

  it('holds the district outline of map_config.geo_json with a label at its centre', async () => {
    const body = (await style()).json();
    const districts = body.sources.districts.data.features;
    expect(districts.map((feature: { properties: { name: string } }) => feature.properties.name)).toEqual([
      '江宁区',
    ]);
    expect(body.sources['district-labels'].data.features[0]).toMatchObject({
      properties: { name: '江宁区' },
      geometry: { type: 'Point', coordinates: [118.850621, 31.953418] },
    });
    const layerIds = body.layers.map((layer: { id: string }) => layer.id);
    // The map's box paints the background (map.css): no full-canvas pass for it at every frame.
    expect(body.layers.filter((layer: { type: string }) => layer.type === 'background')).toEqual([]);
    // A fill's edge is drawn by its outline layer: no antialiased fill, one WebGL program less.
    const fills = body.layers.filter((layer: { type: string }) => layer.type === 'fill');
    expect(fills.map((layer: { paint: Record<string, unknown> }) => layer.paint['fill-antialias'])).toEqual([
      false,
    ]);
    expect(layerIds).toEqual(
      expect.arrayContaining(['district-fill', 'district-line', 'road-line', 'road-label', 'stake-label']),
    );
  });

  it("draws the world's expressways, their kilometre stakes and interchanges", async () => {
    const body = (await style()).json();
    const codes = body.sources.roads.data.features.map(
      (f: { properties: { routeCode: string } }) => f.properties.routeCode,
    );
    expect(codes).toEqual(expect.arrayContaining(['G42', 'G2503']));
    expect(body.metadata['jt:roads']).toBe(codes.length);
    expect(body.sources.stakes.data.features[0].properties.label).toMatch(/^K\d+$/);
    const places = body.sources.places.data.features.map(
      (f: { properties: { name: string } }) => f.properties.name,
    );
    expect(places).toContain('麒麟枢纽');
  });

  it('names the fonts its labels are drawn with, ending with the generic sans-serif', async () => {
    const body = (await style()).json();
    const labels = body.layers.filter((layer: { type: string }) => layer.type === 'symbol');
    expect(labels.length).toBeGreaterThan(0);
    for (const layer of labels) expect(layer.layout['text-font'].at(-1)).toBe('sans-serif');
  });

  it('answers 304 to the ETag it gave', async () => {
    const first = await style();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await style({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('needs a signed-in caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/map-style/offline.json' });
    expect(response.statusCode).toBe(401);
  });
});
