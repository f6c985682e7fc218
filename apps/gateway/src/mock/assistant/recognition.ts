// Disease recognition on a picture (analysisImage), as the platform's model answers it: what it
// found, how large, how serious, and the picture with the finding framed (geoHash, base64). The
// mock's own road photographs hold known diseases (mocks/tools/road-photos.ts drew them); on any
// other picture the findings follow from the picture's bytes, so the same picture always gives
// the same answer. Names are mixed (a rut, loose surface …) as a model's are: the client keeps
// only potholes and cracks (seed 001 §5). A finding is answered under its label's mapping
// (病害映射, label-mappings.ts): the mapped disease name, measured in the mapped type's unit.

import { createHash } from 'node:crypto';
import type { components } from '@jt/api-contract';
import type { DiseaseLevel } from '@jt/mocks/world/disease-types';
import sharp from 'sharp';
import { type LabelReading, MODEL_LABELS } from './label-mappings';

type RecognitionResult = components['schemas']['RecognitionResult'];
type RecognitionSpec = components['schemas']['RecognitionSpec'];

/** A finding in picture pixels: x, y, width, height. */
type Box = readonly [number, number, number, number];

interface Finding {
  name: string;
  level: DiseaseLevel;
  box: Box;
}

/** The diseases drawn on the mock's photographs (800×600, road-photos.ts). */
const KNOWN_FINDINGS: Readonly<Record<string, readonly Finding[]>> = {
  'kc_20240518084721_d2f9.jpg': [{ name: '坑槽', level: 2, box: [292, 208, 264, 198] }],
  '20240518084721_IMG_0412_lx3k9a.jpg': [
    { name: '坑槽', level: 3, box: [213, 197, 344, 259] },
    { name: '松散', level: 1, box: [560, 380, 150, 110] },
  ],
  'lf_20240518091102_h4n7.jpg': [
    { name: '纵向裂缝', level: 1, box: [140, 40, 150, 540] },
    { name: '修补不良', level: 1, box: [520, 90, 120, 90] },
  ],
};

/** What the model finds on road pictures, potholes and cracks among others (its first eight labels). */
const NAMES = MODEL_LABELS.slice(0, 8);

/** The photographs' scale: about 5 mm of road per pixel (a 4 m lane across 800 px). */
const METRES_PER_PIXEL = 0.005;
/** The framed picture's width: small enough for a JSON answer, large enough to see. */
const FRAMED_WIDTH = 480;

export interface PictureInput {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** The recognition of one picture; `scripted` (QA) replaces what is found, not how it is shown. */
export async function recognise(
  picture: PictureInput,
  scripted: RecognitionSpec[] | null,
  reading: (label: string) => LabelReading,
): Promise<RecognitionResult[]> {
  const findings = findingsOf(picture);
  const results = scripted
    ? scripted.map((spec, i) => ({
        finding: { name: spec.diseaseName, level: spec.diseaseLevel, box: boxAt(picture, i) },
        area: spec.diseaseArea,
      }))
    : findings.map((finding) => ({ finding, area: measure(finding, reading(finding.name).unit) }));
  return Promise.all(
    results.map(async ({ finding, area }) => ({
      diseaseName: reading(finding.name).name,
      diseaseArea: Math.round(area * 1000) / 1000,
      diseaseLevel: finding.level,
      geoHash: await framed(picture, finding.box),
    })),
  );
}

/** The findings of a picture: the known ones of the mock's photographs, else from its bytes. */
export function findingsOf(picture: PictureInput): Finding[] {
  const known = KNOWN_FINDINGS[picture.name];
  if (known) return [...known];
  const digest = createHash('sha256').update(picture.bytes).digest();
  // About one picture in seven shows nothing a model would report.
  const count = [0, 1, 1, 2, 2, 3, 1][(digest[0] ?? 0) % 7] ?? 1;
  return Array.from({ length: count }, (_, i) => ({
    name: NAMES[(digest[1 + i] ?? 0) % NAMES.length] as string,
    level: (((digest[5 + i] ?? 0) % 3) + 1) as DiseaseLevel,
    box: boxAt(picture, i, digest),
  }));
}

/** A region of the picture for the i-th finding (from the digest, or spread for scripted ones). */
function boxAt(picture: PictureInput, i: number, digest?: Buffer): Box {
  const seed = digest ?? createHash('sha256').update(picture.bytes).update(String(i)).digest();
  const w = Math.round(picture.width * (0.15 + ((seed[10 + i] ?? 0) / 255) * 0.25));
  const h = Math.round(picture.height * (0.12 + ((seed[14 + i] ?? 0) / 255) * 0.25));
  const x = Math.round(((seed[18 + i] ?? 0) / 255) * (picture.width - w));
  const y = Math.round(((seed[22 + i] ?? 0) / 255) * (picture.height - h));
  return [x, y, w, h];
}

/** ㎡ of the framed region for areal diseases, metres along it for cracks and ruts (seed 001 §9). */
function measure(finding: Finding, unit: LabelReading['unit']): number {
  const [, , w, h] = finding.box;
  if (unit === 'm') return Math.max(w, h) * METRES_PER_PIXEL;
  // The finding fills about two thirds of its frame.
  return w * h * METRES_PER_PIXEL ** 2 * 0.66;
}

/** The picture with the finding framed in green, as base64 JPEG (no data: prefix). */
async function framed(picture: PictureInput, box: Box): Promise<string> {
  const scale = FRAMED_WIDTH / picture.width;
  const height = Math.round(picture.height * scale);
  const [x, y, w, h] = box.map((v) => Math.round(v * scale)) as [number, number, number, number];
  const frame = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAMED_WIDTH}" height="${height}">` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#00e04b" stroke-width="3"/></svg>`,
  );
  const jpeg = await sharp(picture.bytes)
    .resize({ width: FRAMED_WIDTH, height, fit: 'fill' })
    .composite([{ input: frame }])
    .jpeg({ quality: 70 })
    .toBuffer();
  return jpeg.toString('base64');
}
