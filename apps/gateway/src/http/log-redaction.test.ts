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
});
