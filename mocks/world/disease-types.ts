// The disease (病害) catalogue of the world: the codes and names of the disease_type dictionary
// (mocks/dictionaries.ts), the specific names patrols record, how each is measured (㎡ for
// potholes-like types, m for cracks and ruts, 3 decimals: seed 001 §9), how often it occurs,
// the construction steps of its repair, and the mock's pictures of it (mocks/files: only
// pothole and crack photographs and the three pothole repair steps exist, so similar types
// share them — NOTES.md).

export type DiseaseLevel = 1 | 2 | 3;

export const LEVEL_NAMES: Readonly<Record<DiseaseLevel, string>> = { 1: '轻微', 2: '一般', 3: '严重' };

export interface DiseaseType {
  /** disease_type dictionary value. */
  code: string;
  /** disease_type dictionary label (the /diseaseManage type column). */
  typeName: string;
  /** The specific names an inspector records (a crack is 纵向 or 横向). */
  names: readonly string[];
  unit: '㎡' | 'm';
  /** Size range by level (㎡ or m). */
  size: Readonly<Record<DiseaseLevel, readonly [number, number]>>;
  /** Share among reported diseases. */
  weight: number;
  /** Level shares 1/2/3. */
  levels: readonly [number, number, number];
  /** Construction steps of the repair, in order. */
  steps: readonly string[];
  /** Pictures of the disease (object keys in mocks/files). */
  pictures: readonly string[];
}

const POTHOLE_PICTURES = ['kc_20240518084721_d2f9.jpg', '20240518084721_IMG_0412_lx3k9a.jpg'] as const;
const CRACK_PICTURES = ['lf_20240518091102_h4n7.jpg'] as const;

export const DISEASE_TYPES: readonly DiseaseType[] = [
  {
    code: '1',
    typeName: '裂缝',
    names: ['纵向裂缝', '横向裂缝'],
    unit: 'm',
    size: { 1: [0.5, 6], 2: [4, 15], 3: [12, 40] },
    weight: 30,
    levels: [0.55, 0.35, 0.1],
    steps: ['安全布控', '开槽清缝', '灌缝密封', '清场放行'],
    pictures: CRACK_PICTURES,
  },
  {
    code: '2',
    typeName: '坑槽',
    names: ['坑槽'],
    unit: '㎡',
    size: { 1: [0.05, 0.3], 2: [0.25, 1], 3: [0.8, 3.5] },
    weight: 20,
    levels: [0.35, 0.45, 0.2],
    steps: ['安全布控', '切割清底', '喷洒粘层油', '摊铺压实', '清场放行'],
    pictures: POTHOLE_PICTURES,
  },
  {
    code: '3',
    typeName: '车辙',
    names: ['车辙'],
    unit: 'm',
    size: { 1: [5, 20], 2: [15, 50], 3: [40, 120] },
    weight: 8,
    levels: [0.5, 0.35, 0.15],
    steps: ['安全布控', '铣刨旧面层', '摊铺压实', '清场放行'],
    pictures: CRACK_PICTURES,
  },
  {
    code: '4',
    typeName: '沉陷',
    names: ['沉陷'],
    unit: '㎡',
    size: { 1: [0.5, 3], 2: [2, 8], 3: [6, 20] },
    weight: 6,
    levels: [0.4, 0.4, 0.2],
    steps: ['安全布控', '切割清底', '基层补强', '摊铺压实', '清场放行'],
    pictures: POTHOLE_PICTURES,
  },
  {
    code: '5',
    typeName: '龟裂',
    names: ['龟裂'],
    unit: '㎡',
    size: { 1: [1, 6], 2: [5, 20], 3: [15, 50] },
    weight: 10,
    levels: [0.5, 0.35, 0.15],
    steps: ['安全布控', '铣刨清底', '摊铺压实', '清场放行'],
    pictures: CRACK_PICTURES,
  },
  {
    code: '6',
    typeName: '松散',
    names: ['松散'],
    unit: '㎡',
    size: { 1: [0.5, 4], 2: [3, 12], 3: [10, 30] },
    weight: 8,
    levels: [0.55, 0.35, 0.1],
    steps: ['安全布控', '清除松散料', '摊铺压实', '清场放行'],
    pictures: POTHOLE_PICTURES,
  },
  {
    code: '7',
    typeName: '拥包',
    names: ['拥包'],
    unit: '㎡',
    size: { 1: [0.3, 2], 2: [1.5, 5], 3: [4, 10] },
    weight: 4,
    levels: [0.5, 0.35, 0.15],
    steps: ['安全布控', '铣刨拥包', '摊铺压实', '清场放行'],
    pictures: POTHOLE_PICTURES,
  },
  {
    code: '8',
    typeName: '泛油',
    names: ['泛油'],
    unit: '㎡',
    size: { 1: [2, 10], 2: [8, 30], 3: [25, 80] },
    weight: 4,
    levels: [0.6, 0.3, 0.1],
    steps: ['安全布控', '撒布碎石', '碾压', '清扫放行'],
    pictures: CRACK_PICTURES,
  },
  {
    code: '9',
    typeName: '修补损坏',
    names: ['修补不良'],
    unit: '㎡',
    size: { 1: [0.3, 2], 2: [1.5, 6], 3: [5, 15] },
    weight: 8,
    levels: [0.5, 0.4, 0.1],
    steps: ['安全布控', '铣刨旧补块', '摊铺压实', '清场放行'],
    pictures: POTHOLE_PICTURES,
  },
  {
    code: '10',
    typeName: '路面积水',
    names: ['路面积水'],
    unit: '㎡',
    size: { 1: [2, 10], 2: [8, 25], 3: [20, 60] },
    weight: 2,
    levels: [0.5, 0.4, 0.1],
    steps: ['安全布控', '疏通排水', '清场放行'],
    pictures: CRACK_PICTURES,
  },
];

const BY_CODE = new Map(DISEASE_TYPES.map((t) => [t.code, t]));

export function diseaseType(code: string): DiseaseType | undefined {
  return BY_CODE.get(code);
}

/** The before/after pictures of a construction step (by what the step does). */
export function stepPictures(stepName: string): { picBefore: string; picAfter: string } {
  if (stepName === '安全布控') {
    return { picBefore: 'kc_step1_before_0910_b1c4.jpg', picAfter: 'kc_step1_after_0918_e6f0.jpg' };
  }
  if (/切割|铣刨|开槽|清除|清底|疏通/.test(stepName)) {
    return { picBefore: 'kc_before_20240518093215_a7k2.jpg', picAfter: 'kc_after_20240518094410_q8m3.jpg' };
  }
  return { picBefore: 'kc_step3_before_1005_c2d8.jpg', picAfter: 'kc_step3_after_1021_f5a9.jpg' };
}
