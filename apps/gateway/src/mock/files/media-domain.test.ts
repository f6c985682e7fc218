import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mocksRoot } from '../../paths';
import { type DomainTestApp, domainTestApp } from '../config/domain-test-app';
import { MOCK_FILES_DIR } from './file-store';
import { mediaDomain } from './media-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

const VIDEO = 'login-background.mp4';
const video = readFileSync(join(MOCK_FILES_DIR, VIDEO));
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('object storage at /media/{objectKey}', () => {
  it('answers a picture whole, with its type, length and byte ranges offered', async () => {
    t = await domainTestApp([mediaDomain]);
    const response = await get('/media/kc_20240518084721_d2f9.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    const file = readFileSync(join(MOCK_FILES_DIR, 'kc_20240518084721_d2f9.jpg'));
    expect(response.headers['content-length']).toBe(String(file.length));
    expect(response.rawPayload.equals(file)).toBe(true);
  });

  it('answers the district GeoJSON that map_config.geo_json points at as application/geo+json', async () => {
    t = await domainTestApp([mediaDomain]);
    const response = await get('/media/jiangning-district.geojson');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/geo+json');
    expect(response.json().features[0].properties).toMatchObject({ name: '江宁区', adcode: 320115 });
  });

  it('answers the video whole, then any one byte range as 206 with Content-Range', async () => {
    t = await domainTestApp([mediaDomain]);
    const whole = await get(`/media/${VIDEO}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const size = video.length;
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ] as const) {
      const part = await get(`/media/${VIDEO}`, { range });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(part.headers['content-length'], range).toBe(String(end - start + 1));
      expect(part.rawPayload.equals(video.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with the size for a range outside the object', async () => {
    t = await domainTestApp([mediaDomain]);
    const response = await get(`/media/${VIDEO}`, { range: `bytes=${video.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(response.body).toBe('');
  });

  it('refuses a Range the contract does not allow (several ranges, other units)', async () => {
    t = await domainTestApp([mediaDomain]);
    for (const range of ['bytes=0-1,5-9', 'items=0-9', 'bytes=abc']) {
      const response = await get(`/media/${VIDEO}`, { range });
      expect(response.statusCode, range).toBe(400);
      expect(response.json().fieldErrors[0]).toMatchObject({
        objectName: 'headers',
        field: 'range',
        rule: 'pattern',
      });
    }
  });

  it('answers HEAD with the length and no body', async () => {
    t = await domainTestApp([mediaDomain]);
    const response = await t.app.inject({ method: 'HEAD', url: `/media/${VIDEO}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(video.length));
    expect(response.body).toBe('');
  });

  it("answers object storage's NoSuchKey document for an unknown key", async () => {
    t = await domainTestApp([mediaDomain]);
    const response = await get('/media/20240518084721_IMG_0999_zz00zz.jpg');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<Error><Code>NoSuchKey<\/Code><Message>The specified key does not exist\.<\/Message><Key>20240518084721_IMG_0999_zz00zz\.jpg<\/Key><BucketName>jt-platform<\/BucketName><Resource>\/jt-platform\/20240518084721_IMG_0999_zz00zz\.jpg<\/Resource><RequestId>[0-9A-F]{16}<\/RequestId><\/Error>$/,
    );
  });

  it('needs a session', async () => {
    t = await domainTestApp([mediaDomain]);
    t.signIn(null);
    expect((await get('/media/kc_20240518084721_d2f9.jpg')).statusCode).toBe(401);
  });

  describe('refuses every key that would leave the store', () => {
    const outside = [
      readFileSync(join(mocksRoot, 'configs.ts')),
      readFileSync(join(mocksRoot, 'package.json')),
    ];
    // [URL as sent, expected status]: 400 where the contract's key pattern refuses the decoded
    // key; 404 where the key is only a name the store does not have (decoded once, never again).
    // inject() resolves dot segments as a browser does ('/media/%2e%2e' becomes '/', no route;
    // '/media/.' becomes '/media/', an empty key); tests/gateway/files-raw-paths.test.ts sends
    // them over a socket unchanged.
    const attempts: Array<[string, number]> = [
      ['/media/..%2Fconfigs.ts', 400],
      ['/media/..%2F..%2Fpackage.json', 400],
      ['/media/%2e%2e', 404],
      ['/media/.', 400],
      ['/media/..%5Cconfigs.ts', 400],
      ['/media/%2Fetc%2Fpasswd', 400],
      ['/media/logo.png%00', 400],
      ['/media/%252e%252e%252fconfigs.ts', 404],
      ['/media/.gitignore', 404],
      ['/media/NOTES.md', 404],
      ['/media/..%c0%afconfigs.ts', 400],
    ];
    for (const [url, status] of attempts) {
      it(url, async () => {
        t = await domainTestApp([mediaDomain]);
        const response = await get(url);
        expect(response.statusCode).toBe(status);
        for (const secret of outside) expect(response.rawPayload.includes(secret)).toBe(false);
      });
    }

    it('never routes a path with more segments to the store', async () => {
      t = await domainTestApp([mediaDomain]);
      for (const url of ['/media/../configs.ts', '/media//etc/passwd', '/media/files/../../configs.ts']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        for (const secret of outside) expect(response.rawPayload.includes(secret)).toBe(false);
      }
    });
  });
});
