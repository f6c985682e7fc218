// A stored picture sized and encoded for the screen (minio download's inferred `width` query,
// issue 18): the sign-in page's 1920-px background is scaled down for a phone and sent as AVIF
// or WebP when the browser takes them. Encoding costs far more than a request, so each variant
// is made once and kept (the stored files never change while the gateway runs).
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { StoredObject } from './file-store';

/** The encodings offered, in order of preference, with their media types. */
const ENCODINGS = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;

type Encoding = (typeof ENCODINGS)[number]['format'];

/** The pictures that are resized: photographs and drawings, not SVG, GIF or video. */
const RESIZABLE = new Set(['image/jpeg', 'image/png']);

/** Variants kept at most (widths × encodings × pictures): the oldest goes first. */
const MAX_VARIANTS = 64;

export interface SizedPicture {
  bytes: Buffer;
  contentType: string;
}

/** AVIF when Accept lists image/avif, else WebP when it lists image/webp, else null (as stored). */
export function preferredEncoding(accept: string | undefined): Encoding | null {
  const listed = (accept ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase())
    .filter(Boolean);
  return ENCODINGS.find((encoding) => listed.includes(encoding.type))?.format ?? null;
}

export function createPictureSizer() {
  const variants = new Map<string, Promise<SizedPicture | null>>();

  async function make(object: StoredObject, width: number, encoding: Encoding | null) {
    const original = await readFile(object.path);
    const image = sharp(original);
    const { width: storedWidth } = await image.metadata();
    if (storedWidth === undefined || (storedWidth <= width && encoding === null)) return null;
    const resized = storedWidth > width ? image.resize({ width }) : image;
    if (encoding === 'avif')
      return { bytes: await resized.avif({ quality: 50, effort: 3 }).toBuffer(), contentType: 'image/avif' };
    if (encoding === 'webp')
      return { bytes: await resized.webp({ quality: 72 }).toBuffer(), contentType: 'image/webp' };
    const bytes =
      object.contentType === 'image/png'
        ? await resized.png().toBuffer()
        : await resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    return { bytes, contentType: object.contentType };
  }

  return {
    /**
     * The picture scaled down to `width` (never up) in the preferred encoding, or null when it is
     * to be sent as stored (not a JPEG or PNG, or no wider than `width` and no AVIF or WebP taken).
     */
    sized(object: StoredObject, width: number, accept: string | undefined): Promise<SizedPicture | null> {
      if (!RESIZABLE.has(object.contentType)) return Promise.resolve(null);
      const encoding = preferredEncoding(accept);
      const key = `${object.name}|${width}|${encoding ?? 'stored'}`;
      let variant = variants.get(key);
      if (!variant) {
        variant = make(object, width, encoding);
        // A failed encoding is not kept: the next request tries again.
        variant.catch(() => variants.delete(key));
        variants.set(key, variant);
        if (variants.size > MAX_VARIANTS) {
          const oldest = variants.keys().next().value;
          if (oldest !== undefined) variants.delete(oldest);
        }
      }
      return variant;
    },
  };
}
