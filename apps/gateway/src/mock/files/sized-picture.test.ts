import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MOCK_FILES_DIR } from './file-store';
import { createPictureSizer, preferredEncoding } from './sized-picture';

const background = {
  name: 'login-background.jpg',
  path: join(MOCK_FILES_DIR, 'login-background.jpg'),
  size: 0,
  contentType: 'image/jpeg',
  modifiedMs: 0,
};

describe('preferredEncoding', () => {
  it('takes AVIF first, then WebP, from what the browser accepts', () => {
    expect(preferredEncoding('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('avif');
    expect(preferredEncoding('image/webp,*/*')).toBe('webp');
    expect(preferredEncoding('IMAGE/WEBP;q=0.9')).toBe('webp');
    expect(preferredEncoding('*/*')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('a picture sized for the screen', () => {
  it('scales the 1920-px background down to the width and encodes it as asked, once', async () => {
    const sizer = createPictureSizer();
    const avif = await sizer.sized(background, 800, 'image/avif,image/webp');
    expect(avif?.contentType).toBe('image/avif');
    const meta = await sharp(avif?.bytes).metadata();
    expect(meta.width).toBe(800);
    expect(meta.format).toBe('heif');
    const webp = await sizer.sized(background, 800, 'image/webp');
    expect(webp?.contentType).toBe('image/webp');
    expect((await sharp(webp?.bytes).metadata()).width).toBe(800);
    // The same variant is the same bytes, not a second encoding.
    expect(await sizer.sized(background, 800, 'image/webp')).toBe(webp);
    const jpeg = await sizer.sized(background, 640, '*/*');
    expect(jpeg?.contentType).toBe('image/jpeg');
    expect((await sharp(jpeg?.bytes).metadata()).width).toBe(640);
  });

  it('never enlarges; sends as stored what needs no change, and what is not a JPEG or PNG', async () => {
    const sizer = createPictureSizer();
    const full = await sizer.sized(background, 3840, 'image/avif');
    expect((await sharp(full?.bytes).metadata()).width).toBe(1920);
    expect(full?.contentType).toBe('image/avif');
    expect(await sizer.sized(background, 1920, '*/*')).toBeNull();
    expect(await sizer.sized(background, 3840, undefined)).toBeNull();
    const video = { ...background, name: 'login-background.mp4', contentType: 'video/mp4' };
    expect(await sizer.sized(video, 640, 'image/avif')).toBeNull();
  });
});
