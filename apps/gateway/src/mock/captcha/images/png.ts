import sharp from 'sharp';

// One libvips thread per image: the images are small, and the parallelism comes from several
// requests encoding at once on libuv's pool (measured in bench/captcha.mjs). No operation cache:
// every input is a fresh buffer, so caching only costs lookups.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Encodes raw RGBA (or, with `channels: 3`, RGB) pixels as PNG with sharp (libvips + libspng, zlib-ng, off the event loop):
 * @napi-rs/canvas's own encoder takes ~35 ms for a 310×155 photo-like scene, sharp ~6 ms.
 * `alpha: false` drops the alpha channel (the backgrounds are RGB, as AJ-Captcha's are).
 * zlib level 3 without adaptive filtering: on these scenes as small as level 6 (~77 KB) and
 * ~20 % faster; adaptive filtering saves 10 % of the bytes for 50 % more time.
 */
export async function encodePng(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  { alpha, channels = 4 }: { alpha: boolean; channels?: 3 | 4 },
): Promise<Buffer> {
  const input = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  let image = sharp(input, { raw: { width, height, channels } });
  if (!alpha && channels === 4) image = image.removeAlpha();
  return image.png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
}
