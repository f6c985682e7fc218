import { describe, expect, it } from 'vitest';
import { maskAccessToken } from './log-redaction';

describe('the logged URL', () => {
  it('masks every access_token value and keeps the rest', () => {
    expect(maskAccessToken('/media/a.mp4?access_token=eyJ.x.y&t=1')).toBe(
      '/media/a.mp4?access_token=***&t=1',
    );
    expect(maskAccessToken('/tts?v=1&access_token=eyJ.x.y')).toBe('/tts?v=1&access_token=***');
    expect(maskAccessToken('/api/x?my_access_token=keep')).toBe('/api/x?my_access_token=keep');
    expect(maskAccessToken('/healthz')).toBe('/healthz');
  });

  it('masks map keys, signatures, passwords and tickets, also with a percent-encoded name', () => {
    expect(maskAccessToken('/tts?access%5Ftoken=eyJ.x.y&v=1')).toBe('/tts?access%5Ftoken=***&v=1');
    expect(maskAccessToken('/maps/place/v2/search?query=a&ak=SERVERAK&sn=abc')).toBe(
      '/maps/place/v2/search?query=a&ak=***&sn=***',
    );
    expect(maskAccessToken('/login?ticket=ST-1&password=p&param=SP-2')).toBe(
      '/login?ticket=***&password=***&param=***',
    );
  });
});
