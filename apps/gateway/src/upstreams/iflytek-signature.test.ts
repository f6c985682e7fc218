import { describe, expect, it } from 'vitest';
import { signIflytekUrl } from './iflytek-signature';

// iFlytek's documented example (the WebSocket dictation API page, "authorization参数" section):
// its masked key and secret, this date and host give exactly this signature and authorization.
const DOC_KEY = 'keyxxxxxxxx8ee279348519exxxxxxxx';
const DOC_SECRET = 'secretxxxxxxxx2df7900c09xxxxxxxx';
const DOC_DATE = new Date(Date.UTC(2019, 6, 10, 7, 35, 43));
const DOC_SIGNATURE = 'Hp3Ty4ZkSBmL8jKyOLpQiv9Sr5nvmeYEH7WsL/ZO2Jg=';
const DOC_AUTHORIZATION =
  'YXBpX2tleT0ia2V5eHh4eHh4eHg4ZWUyNzkzNDg1MTlleHh4eHh4eHgiLCBhbGdvcml0aG09ImhtYWMtc2hhMjU2IiwgaGVhZGVycz0iaG9zdCBkYXRlIHJlcXVlc3QtbGluZSIsIHNpZ25hdHVyZT0iSHAzVHk0WmtTQm1MOGpLeU9McFFpdjlTcjVudm1lWUVIN1dzTC9aTzJKZz0i';

const credentials = { apiKey: DOC_KEY, apiSecret: DOC_SECRET };

function decodedAuthorization(signed: string): string {
  const authorization = new URL(signed).searchParams.get('authorization') ?? '';
  return Buffer.from(authorization, 'base64').toString('utf8');
}

describe('signIflytekUrl', () => {
  it("reproduces iFlytek's documented example exactly, query encoded as application/x-www-form-urlencoded", () => {
    const signed = signIflytekUrl('wss://iat-api.xfyun.cn/v2/iat', credentials, DOC_DATE);
    // Expected text built with Python's urllib.parse.urlencode (what iFlytek's demos use).
    expect(signed).toBe(
      `wss://iat-api.xfyun.cn/v2/iat?authorization=${DOC_AUTHORIZATION}` +
        '&date=Wed%2C+10+Jul+2019+07%3A35%3A43+GMT&host=iat-api.xfyun.cn',
    );
    expect(decodedAuthorization(signed)).toBe(
      `api_key="${DOC_KEY}", algorithm="hmac-sha256", headers="host date request-line", signature="${DOC_SIGNATURE}"`,
    );
  });

  it('signs the TTS request line GET /v2/tts with the host of the URL', () => {
    // Signature computed outside Node: printf 'host: tts-api.xfyun.cn\ndate: Wed, 10 Jul 2019
    // 07:35:43 GMT\nGET /v2/tts HTTP/1.1' | openssl dgst -sha256 -hmac <secret> -binary | base64
    const signed = signIflytekUrl('wss://tts-api.xfyun.cn/v2/tts', credentials, DOC_DATE);
    const query = new URL(signed).searchParams;
    expect([...query.keys()]).toEqual(['authorization', 'date', 'host']);
    expect(query.get('date')).toBe('Wed, 10 Jul 2019 07:35:43 GMT');
    expect(query.get('host')).toBe('tts-api.xfyun.cn');
    expect(decodedAuthorization(signed)).toBe(
      `api_key="${DOC_KEY}", algorithm="hmac-sha256", headers="host date request-line", signature="DjYexqGUaCGTPA61x18gB82mxidOuJJ5gjma7jhSv8o="`,
    );
  });

  it('signs host with its port when the URL names one (a local stand-in of iFlytek)', () => {
    // openssl as above over 'host: 127.0.0.1:8099\ndate: Wed, 10 Jul 2019 07:35:43 GMT\nGET /v2/tts HTTP/1.1'
    const signed = signIflytekUrl('ws://127.0.0.1:8099/v2/tts', credentials, DOC_DATE);
    expect(signed.startsWith('ws://127.0.0.1:8099/v2/tts?authorization=')).toBe(true);
    expect(new URL(signed).searchParams.get('host')).toBe('127.0.0.1:8099');
    expect(decodedAuthorization(signed)).toBe(
      `api_key="${DOC_KEY}", algorithm="hmac-sha256", headers="host date request-line", signature="SmX0CyqfMcq2++ZA8+AzXO0NuwkRaRq7uapLG2KfcTM="`,
    );
  });

  it('writes a one-digit day with a leading zero (RFC 1123)', () => {
    const signed = signIflytekUrl(
      'wss://tts-api.xfyun.cn/v2/tts',
      credentials,
      new Date(Date.UTC(2024, 0, 5, 3, 4, 5)),
    );
    expect(new URL(signed).searchParams.get('date')).toBe('Fri, 05 Jan 2024 03:04:05 GMT');
  });
});
