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

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: token } });
  return { status: response.statusCode, body: response.json() };
};

describe("the maps mock answers in Baidu's shapes (seed 001 §7)", () => {
  it('finds the session area with district search, with its subdivisions on request', async () => {
    const { status, body } = await get(`/maps/api_region_search/v1?keyword=${encodeURIComponent('江宁区')}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 0,
      message: 'ok',
      result_size: 1,
      districts: [{ code: '320115', name: '江宁区', level: 3 }],
    });
    const city = (await get(`/maps/api_region_search/v1?keyword=${encodeURIComponent('南京市')}&sub_admin=1`))
      .body;
    expect(city.districts[0].districts).toHaveLength(11);
  });

  it('answers a district search without result with an empty list', async () => {
    const { body } = await get(`/maps/api_region_search/v1?keyword=${encodeURIComponent('不存在区')}`);
    expect(body).toEqual({ status: 0, message: 'ok', result_size: 0, districts: [] });
  });

  it('gives the weather of a district, the same all day', async () => {
    const first = (await get('/maps/weather/v1?district_id=320115&data_type=all')).body;
    expect(first.status).toBe(0);
    expect(first.result.location).toMatchObject({
      province: '江苏省',
      city: '南京市',
      name: '江宁',
      id: '320115',
    });
    expect(first.result.forecasts).toHaveLength(5);
    expect(typeof first.result.now.temp).toBe('number');
    const again = (await get('/maps/weather/v1?district_id=320115')).body;
    expect(again.result.forecasts).toEqual(first.result.forecasts);
  });

  it('refuses weather with neither district_id nor location, as Baidu does (status 2)', async () => {
    expect((await get('/maps/weather/v1')).body).toEqual({ status: 2, message: 'Parameter Invalid' });
  });

  it('searches places in a region, 5 a page by default', async () => {
    const { body } = await get(
      `/maps/place/v2/search?query=${encodeURIComponent('区')}&region=${encodeURIComponent('南京市')}`,
    );
    expect(body.status).toBe(0);
    expect(body.total).toBe(11);
    expect(body.results).toHaveLength(5);
    expect(body.results[0]).toMatchObject({ province: '江苏省', city: '南京市', detail: 1 });
    const last = (
      await get(
        `/maps/place/v2/search?query=${encodeURIComponent('区')}&region=${encodeURIComponent('南京市')}&page_num=2`,
      )
    ).body;
    expect(last.results).toHaveLength(1);
  });

  it('geocodes a district and says when nothing matches', async () => {
    const found = (await get(`/maps/geocoding/v3?address=${encodeURIComponent('南京市江宁区')}`)).body;
    expect(found).toMatchObject({
      status: 0,
      result: { level: '区县', location: { lng: 118.846, lat: 31.959 } },
    });
    expect((await get(`/maps/geocoding/v3?address=${encodeURIComponent('火星基地')}`)).body).toEqual({
      status: 1,
      msg: 'Internal Service Error:无相关结果',
      results: [],
    });
  });

  it('reverse geocodes a point in Jiangning, converting WGS-84 input', async () => {
    const { body } = await get('/maps/reverse_geocoding/v3?location=31.95,118.84&coordtype=wgs84ll');
    expect(body.status).toBe(0);
    expect(body.result.addressComponent).toMatchObject({
      province: '江苏省',
      city: '南京市',
      district: '江宁区',
      adcode: '320115',
    });
    expect(body.result.location.lng).toBeGreaterThan(118.84);
  });

  it('plans a ride (the default) and a drive between two points', async () => {
    const ride = (await get('/maps/direction/v2/riding?origin=31.95,118.80&destination=31.96,118.82')).body;
    expect(ride.status).toBe(0);
    expect(ride.result.routes[0].distance).toBeGreaterThan(1500);
    expect(ride.result.routes[0].steps[0].instructions).toMatch(/^沿.+骑行/);
    expect(ride.result.routes[0].steps[0].path.split(';').length).toBeGreaterThanOrEqual(2);
    const drive = (await get('/maps/direction/v2/driving?origin=31.95,118.80&destination=31.96,118.82')).body;
    expect(drive.result.routes[0].duration).toBeLessThan(ride.result.routes[0].duration);
    const far = (await get('/maps/direction/v2/riding?origin=31.95,118.80&destination=39.9,116.4')).body;
    expect(far).toEqual({ status: 2001, message: '无骑行路线' });
  });

  it('rectifies a track in time order', async () => {
    const points = [
      { latitude: 31.96, longitude: 118.82, coord_type_input: 'bd09ll', loc_time: 1716012612 },
      { latitude: 31.95, longitude: 118.8, coord_type_input: 'bd09ll', loc_time: 1716012600 },
    ];
    const response = await app.inject({
      method: 'POST',
      url: '/maps/rectify/v1/track',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ point_list: JSON.stringify(points) }).toString(),
    });
    const body = response.json();
    expect(body).toMatchObject({ status: 0, total: 2 });
    expect(body.points.map((point: { loc_time: number }) => point.loc_time)).toEqual([
      1716012600, 1716012612,
    ]);
    expect(body.distance).toBeGreaterThan(1500);
  });

  it('rejects a location that is not "lat,lng" at the contract, before the mock', async () => {
    const { status } = await get('/maps/reverse_geocoding/v3?location=nowhere');
    expect(status).toBe(400);
  });
});

describe("the maps mock over the world's roads", () => {
  it('finds an interchange of the network by place search and geocoding', async () => {
    const places = (
      await get(
        `/maps/place/v2/search?query=${encodeURIComponent('枢纽')}&region=${encodeURIComponent('南京市')}`,
      )
    ).body;
    expect(places.total).toBeGreaterThan(5);
    expect(places.results).toHaveLength(5);
    expect(places.results[0].address).toMatch(/^G\d+ /);
    const geocoded = (await get(`/maps/geocoding/v3?address=${encodeURIComponent('麒麟枢纽')}`)).body;
    expect(geocoded.result).toMatchObject({ level: '门址', precise: 1 });
  });

  it('names the expressway a point lies on', async () => {
    const found = (await get(`/maps/geocoding/v3?address=${encodeURIComponent('麒麟枢纽')}`)).body.result
      .location;
    const { body } = await get(
      `/maps/reverse_geocoding/v3?location=${found.lat},${found.lng}&extensions_road=true`,
    );
    expect(body.result.addressComponent.street).toMatch(/^G\d+ .+高速$/);
    expect(body.result.roads[0].name).toBe(body.result.addressComponent.street);
  });

  it('drives along the expressway both ends are on', async () => {
    const a = (await get(`/maps/geocoding/v3?address=${encodeURIComponent('麒麟枢纽')}`)).body.result
      .location;
    const b = (await get(`/maps/geocoding/v3?address=${encodeURIComponent('汤山互通')}`)).body.result
      .location;
    const drive = (
      await get(`/maps/direction/v2/driving?origin=${a.lat},${a.lng}&destination=${b.lat},${b.lng}`)
    ).body;
    const step = drive.result.routes[0].steps[0];
    expect(step.road_name).toBe('G42 沪蓉高速');
    expect(step.path.split(';').length).toBeGreaterThan(10);
  });
});
