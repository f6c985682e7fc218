// What an uploaded file really is: a JPEG or PNG picture, told by its bytes (the signature, then
// sharp reading its header), never by its name or the type the client claims.

import sharp from 'sharp';
import type { PictureType } from './upload-store';

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface Picture {
  type: PictureType;
  width: number;
  height: number;
}

/** The picture the bytes hold, or null when they are not a readable JPEG or PNG. */
export async function pictureOf(bytes: Buffer): Promise<Picture | null> {
  const claimed = bytes.subarray(0, 3).equals(JPEG)
    ? 'jpeg'
    : bytes.subarray(0, 8).equals(PNG)
      ? 'png'
      : null;
  if (claimed === null) return null;
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    if (format !== claimed || !width || !height) return null;
    return { type: claimed, width, height };
  } catch {
    return null;
  }
}
