import { describe, expect, it } from 'vitest';
import { canDelete, formatSize, objectKind } from './storage-rules';

describe('how /system/storage shows an object', () => {
  it('tells sizes in B, KB and MB', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1024)).toBe('1.0 KB');
    expect(formatSize(183_422)).toBe('179.1 KB');
    expect(formatSize(5 * 1024 * 1024 + 512 * 1024)).toBe('5.5 MB');
  });

  it('tells pictures, videos and data apart by type, and lets only uploads be deleted', () => {
    expect(objectKind({ contentType: 'image/png' })).toBe('image');
    expect(objectKind({ contentType: 'video/mp4' })).toBe('video');
    expect(objectKind({ contentType: 'application/geo+json' })).toBe('data');
    expect(canDelete({ source: 'upload' })).toBe(true);
    expect(canDelete({ source: 'builtin' })).toBe(false);
  });
});
