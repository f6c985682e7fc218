import { describe, expect, it } from 'vitest';
import { json, scriptedClient } from '../../../lib/api/test-client';
import { firstEntry, readDigitalCaptcha } from './digital-captcha';

describe('the digital captcha', () => {
  it('is the first key and image of the map', () => {
    expect(firstEntry({ '5b1f': 'data:image/png;base64,iVBO' })).toEqual({
      key: '5b1f',
      image: 'data:image/png;base64,iVBO',
    });
    expect(firstEntry({ a: 'not an image' })).toBeNull();
    expect(firstEntry(null)).toBeNull();
    expect(firstEntry(['data:image/png;base64,x'])).toBeNull();
  });

  it('is read with getDigitalCaptcha', async () => {
    const { client, sent } = scriptedClient({
      'GET /api/component/captcha/getDigitalCaptcha': () =>
        json(200, { code: 200, msg: '操作成功', data: { k1: 'data:image/png;base64,AAAA' } }),
    });
    expect(await readDigitalCaptcha(client)).toEqual({ key: 'k1', image: 'data:image/png;base64,AAAA' });
    expect(sent).toHaveLength(1);
  });

  it('is null when the call fails', async () => {
    const { client } = scriptedClient({});
    expect(await readDigitalCaptcha(client)).toBeNull();
  });
});
