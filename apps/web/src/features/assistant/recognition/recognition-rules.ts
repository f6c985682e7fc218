// The rules of disease recognition (seed 001 §5, §9): which pictures may be uploaded, the unique
// name each gets, which results are kept and how they read.
import type { RecognitionResult } from '../assistant-types';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../constants';
import { AssistantText } from '../texts';

const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

export interface PictureFile {
  name: string;
  size: number;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * The warning for a picture the user picked, or null when it may be uploaded. `already` is how
 * many pictures the widget holds. Checked in the seed's order: format, size, count.
 */
export function pictureWarning(file: PictureFile, already: number): string | null {
  if (!(PICTURE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return AssistantText.badFormat;
  if (file.size > UPLOAD_MAX_BYTES) return AssistantText.tooLarge;
  if (already >= UPLOAD_MAX_FILES) return AssistantText.tooMany;
  return null;
}

/** A picture in the widget's list: its id and its upload status (Semi's Upload statuses). */
export interface ListedPicture {
  uid: string;
  status?: string;
}

const REFUSED = new Set(['validateFail', 'uploadFail']);

/**
 * How many pictures the widget already holds ahead of `uid`: those listed before it and not
 * refused. Pictures picked together are all listed before any is checked, so counting the whole
 * list would refuse the first of three; counting those ahead refuses exactly the third.
 */
export function picturesAhead(list: readonly ListedPicture[], uid: string): number {
  const at = list.findIndex((item) => item.uid === uid);
  const ahead = at === -1 ? list : list.slice(0, at);
  return ahead.filter((item) => !REFUSED.has(item.status ?? '')).length;
}

/** The name a picture is uploaded under: its own name with a random unique suffix. */
export function uniqueName(name: string, random: () => string = randomSuffix): string {
  const extension = extensionOf(name);
  const base = extension === '' ? name : name.slice(0, name.length - extension.length - 1);
  const suffix = random();
  return extension === '' ? `${base}_${suffix}` : `${base}_${suffix}.${extension}`;
}

function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/** Seed §5: recognition keeps only the diseases whose name contains pothole or crack. */
export function keptResults(results: readonly RecognitionResult[]): RecognitionResult[] {
  return results.filter((r) => r.diseaseName.includes('坑槽') || r.diseaseName.includes('裂缝'));
}

/** Seed §3/§9: level 1 slight, 2 general, 3 serious. */
export function levelText(level: number | undefined): string {
  return level === 1 || level === 2 || level === 3 ? AssistantText.level[level] : '';
}

/** Seed §9: the area in ㎡ for potholes and in m otherwise, with 3 decimals. */
export function areaText(diseaseName: string, area: number | undefined): string {
  if (area === undefined || !Number.isFinite(area)) return '';
  return `${area.toFixed(3)}${diseaseName.includes('坑槽') ? '㎡' : 'm'}`;
}
