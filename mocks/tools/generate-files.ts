// Generates every binary fixture of mocks/files from the drawings in this folder:
//   npx tsx mocks/tools/generate-files.ts
// Needs sharp (a devDependency of @jt/mocks) and ffmpeg with libx264 (Debian: apt-get install
// ffmpeg) for the background video. The output is deterministic apart from encoder metadata.

import { spawn } from 'node:child_process';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { MENU_GLYPHS, type MenuGlyph, menuIconSvg, SPRITE_CELL, SPRITE_COLUMNS } from '../menu-tree';
import { jiangningDistrict } from './district-outline';
import { filingBadgeSvg, formBackgroundSvg, logoSvg, qrLikeSvg, stylePreviewOverlaySvg } from './emblems';
import { highwaySceneSvg } from './highway-scene';
import { type RoadPhotoKind, roadPhotoSvg } from './road-photos';

const OUT = fileURLToPath(new URL('../files/', import.meta.url));

const VIDEO = { width: 1280, height: 720, fps: 25, seconds: 4 };
/** Dash periods the markings travel in one loop of the video (whole numbers loop seamlessly). */
const VIDEO_CYCLES = 4;

const svg = (text: string) => sharp(Buffer.from(text));

async function write(name: string, data: Buffer | string): Promise<void> {
  await writeFile(join(OUT, name), data);
}

async function backgrounds(): Promise<void> {
  await svg(highwaySceneSvg(1920, 1080, 0.5))
    .jpeg({ quality: 88, mozjpeg: true })
    .toFile(join(OUT, 'login-background.jpg'));
  await svg(highwaySceneSvg(1920, 1080, 0))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(join(OUT, 'login-background-cover.jpg'));
}

async function video(): Promise<void> {
  const frames = VIDEO.fps * VIDEO.seconds;
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${VIDEO.width}x${VIDEO.height}`,
      '-r',
      String(VIDEO.fps),
      '-i',
      'pipe:0',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '22',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'main',
      '-movflags',
      '+faststart',
      '-an',
      join(OUT, 'login-background.mp4'),
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (let i = 0; i < frames; i++) {
    const phase = ((i * VIDEO_CYCLES) / frames) % 1;
    const frame = await svg(highwaySceneSvg(VIDEO.width, VIDEO.height, phase, i / frames))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
}

async function emblems(): Promise<void> {
  await svg(logoSvg(256)).png().toFile(join(OUT, 'logo.png'));
  await svg(logoSvg(128)).png().toFile(join(OUT, 'platform-logo.png'));
  await svg(filingBadgeSvg(40)).png().toFile(join(OUT, 'beian-police.png'));
  await svg(qrLikeSvg(240)).png({ palette: true }).toFile(join(OUT, 'wechat-qrcode.png'));
  await svg(formBackgroundSvg(520, 590)).png().toFile(join(OUT, 'login-form-bg.png'));
}

async function previews(): Promise<void> {
  const [width, height] = [480, 270];
  for (const [name, source, isVideo] of [
    ['login-style-1-preview.jpg', 'login-background.jpg', false],
    ['login-style-2-preview.jpg', 'login-background-cover.jpg', true],
  ] as const) {
    await sharp(join(OUT, source))
      .resize(width, height)
      .composite([{ input: Buffer.from(stylePreviewOverlaySvg(width, height, isVideo)) }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(join(OUT, name));
  }
}

async function sprite(): Promise<void> {
  const glyphs = Object.keys(MENU_GLYPHS) as MenuGlyph[];
  const rows = Math.ceil(glyphs.length / SPRITE_COLUMNS);
  const iconSize = SPRITE_CELL - 20;
  await sharp({
    create: {
      width: SPRITE_COLUMNS * SPRITE_CELL,
      height: rows * SPRITE_CELL,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite(
      glyphs.map((glyph, index) => ({
        input: Buffer.from(menuIconSvg(glyph, iconSize)),
        left: (index % SPRITE_COLUMNS) * SPRITE_CELL + 10,
        top: Math.floor(index / SPRITE_COLUMNS) * SPRITE_CELL + 10,
      })),
    )
    .png({ palette: true })
    .toFile(join(OUT, 'menu-sprite.png'));
}

/** Object keys the contract's examples use for disease and repair-step pictures. */
const ROAD_PHOTOS: ReadonlyArray<[string, RoadPhotoKind]> = [
  ['kc_20240518084721_d2f9.jpg', 'pothole'],
  ['20240518084721_IMG_0412_lx3k9a.jpg', 'potholeWide'],
  ['lf_20240518091102_h4n7.jpg', 'crack'],
  ['kc_step1_before_0910_b1c4.jpg', 'pothole'],
  ['kc_step1_after_0918_e6f0.jpg', 'potholeCones'],
  ['kc_before_20240518093215_a7k2.jpg', 'potholeMarked'],
  ['kc_after_20240518094410_q8m3.jpg', 'cutClean'],
  ['kc_step3_before_1005_c2d8.jpg', 'filled'],
  ['kc_step3_after_1021_f5a9.jpg', 'compacted'],
];

async function roadPhotos(): Promise<void> {
  for (const [name, kind] of ROAD_PHOTOS) {
    await svg(roadPhotoSvg(kind)).jpeg({ quality: 78, mozjpeg: true }).toFile(join(OUT, name));
  }
}

async function district(): Promise<void> {
  await write('jiangning-district.geojson', `${JSON.stringify(jiangningDistrict(), null, 2)}\n`);
}

const steps: Record<string, () => Promise<void>> = {
  backgrounds,
  video,
  emblems,
  previews,
  sprite,
  roadPhotos,
  district,
};

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const only = process.argv.slice(2);
  for (const [name, step] of Object.entries(steps)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const started = Date.now();
    await step();
    console.log(`${name}: ${Date.now() - started} ms`);
  }
  for (const name of ['login-background.jpg', 'login-background-cover.jpg', 'login-background.mp4']) {
    const info = await stat(join(OUT, name)).catch(() => null);
    if (info) console.log(`${name}: ${(info.size / 1024).toFixed(1)} KB`);
  }
}

await main();
