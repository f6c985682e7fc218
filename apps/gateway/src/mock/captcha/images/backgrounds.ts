import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';
import { mocksRoot } from '../../../paths';
import { CAPTCHA_FONT_FAMILY, registerCaptchaFont } from './fonts';

export const IMAGE_WIDTH = 310;
export const IMAGE_HEIGHT = 155;

/** The platform's AJ-Captcha configuration (research §1.7: water-mark 比翼). */
export const WATERMARK = '比翼';
const HAN_ZI_SIZE = 25;

/** One background, decoded once at start, the watermark already drawn. */
export interface Background {
  name: string;
  /** RGBA pixels, what the puzzle cuts. */
  rgba: Uint8ClampedArray;
  /** The same picture on a canvas, what the click-word image draws on (drawImage is cheap). */
  canvas: Canvas;
}

export const BACKGROUNDS_DIR = join(mocksRoot, 'captcha', 'backgrounds');

/**
 * Loads the shipped 310×155 road scenes (mocks/captcha/backgrounds) and draws AJ-Captcha's
 * watermark on each: white, bold, half the word size, bottom right. Done once, since neither
 * changes per request. Fails the start when the set is missing or a picture has another size.
 */
export async function loadBackgrounds(dir = BACKGROUNDS_DIR): Promise<Background[]> {
  registerCaptchaFont();
  const files = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
  if (files.length === 0) throw new Error(`Captcha: no background PNG in ${dir}`);
  return Promise.all(
    files.map(async (file) => {
      const image = await loadImage(join(dir, file));
      if (image.width !== IMAGE_WIDTH || image.height !== IMAGE_HEIGHT) {
        throw new Error(
          `Captcha: ${file} is ${image.width}x${image.height}, not ${IMAGE_WIDTH}x${IMAGE_HEIGHT}`,
        );
      }
      const canvas = createCanvas(IMAGE_WIDTH, IMAGE_HEIGHT);
      const g = canvas.getContext('2d');
      g.drawImage(image, 0, 0);
      const half = HAN_ZI_SIZE / 2;
      g.font = `bold ${Math.floor(half)}px ${CAPTCHA_FONT_FAMILY}`;
      g.fillStyle = '#ffffff';
      g.fillText(
        WATERMARK,
        IMAGE_WIDTH - Math.floor(half) * WATERMARK.length - 5,
        IMAGE_HEIGHT - Math.floor(half) + 7,
      );
      return {
        name: file.replace(/\.png$/, ''),
        rgba: g.getImageData(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT).data,
        canvas,
      };
    }),
  );
}
