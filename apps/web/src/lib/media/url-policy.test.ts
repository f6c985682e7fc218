import { describe, expect, it } from 'vitest';
import { allowedUrl, highlightOf, mediaUrl } from './url-policy';

const policy = { origin: 'http://127.0.0.1:8113', mediaBaseUrl: '/media/', accessToken: 'eyJ.abc' };

describe('addresses an answer may use', () => {
  it('keeps links of the gateway', () => {
    expect(allowedUrl('/diseaseManage', policy, 'link')).toBe('/diseaseManage');
    expect(allowedUrl('http://127.0.0.1:8113/home?x=1', policy, 'link')).toBe('/home?x=1');
  });

  it('adds the session to pictures of the media and chat static paths', () => {
    expect(allowedUrl('/media/kc.jpg', policy, 'media')).toBe('/media/kc.jpg?access_token=eyJ.abc');
    expect(allowedUrl('/chat/static/road.png', policy, 'media')).toBe(
      '/chat/static/road.png?access_token=eyJ.abc',
    );
    expect(allowedUrl('/media/kc.jpg', policy, 'link')).toBe('/media/kc.jpg');
  });

  it('drops javascript:, data: and other hosts', () => {
    expect(allowedUrl('javascript:alert(1)', policy, 'link')).toBeNull();
    expect(allowedUrl(' JaVaScRiPt:alert(1)', policy, 'link')).toBeNull();
    expect(allowedUrl('data:image/png;base64,AAAA', policy, 'media')).toBeNull();
    expect(allowedUrl('https://evil.example/x.png?q=secret', policy, 'media')).toBeNull();
    expect(allowedUrl('//evil.example/x.png', policy, 'media')).toBeNull();
    expect(allowedUrl('', policy, 'link')).toBeNull();
  });

  it('keeps an absolute media base URL and sends no token there', () => {
    const remote = { ...policy, mediaBaseUrl: 'http://10.12.3.45:9000/jt-media/' };
    expect(allowedUrl('http://10.12.3.45:9000/jt-media/kc.jpg', remote, 'media')).toBe(
      'http://10.12.3.45:9000/jt-media/kc.jpg',
    );
    expect(allowedUrl('http://10.12.3.45:9000/other/kc.jpg', remote, 'media')).toBeNull();
  });

  it('builds media addresses of object keys', () => {
    expect(mediaUrl('kc_2024.jpg', policy)).toBe('/media/kc_2024.jpg?access_token=eyJ.abc');
    expect(mediaUrl('../secret', policy)).toBeNull();
  });
});

describe('the green highlight', () => {
  it('is read from the xywh media fragment', () => {
    expect(highlightOf('/media/kc.jpg#xywh=160,120,320,240')).toEqual({ x: 160, y: 120, w: 320, h: 240 });
    expect(highlightOf('/media/kc.jpg#xywh=pixel:1,2,3,4')).toEqual({ x: 1, y: 2, w: 3, h: 4 });
    expect(highlightOf('/media/kc.jpg')).toBeNull();
    expect(highlightOf('/media/kc.jpg#xywh=1,2,0,4')).toBeNull();
  });
});
