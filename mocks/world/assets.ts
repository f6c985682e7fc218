// Road assets (路产) of the network: the structures and roadside facilities a management office
// keeps on its books — bridges, tunnels, culverts, interchanges, toll stations, service areas,
// signs, guardrail and lighting — placed along each route from the seed and the network alone
// (a fixed catalogue, not per day: a bridge does not appear overnight). Placement and numbers
// are plausible for an expressway in the Nanjing area, not surveyed (NOTES.md).

import { ID_WORKER, snowflakeId } from './ids';
import { organisation } from './organisations';
import { type Rng, streamOf } from './random';
import type { RoadLine, RoadNetwork } from './road-network';
import { formatStake } from './stake';

/**
 * asset_type dictionary: value, label, unit of `quantity`, whether it is a structure (技术状况
 * 1–5类), and the routine inspection cycle in days of an asset entered by hand.
 */
export const ASSET_TYPES = [
  { code: '1', name: '桥梁', unit: '座', structure: true, cycleDays: 30 },
  { code: '2', name: '隧道', unit: '座', structure: true, cycleDays: 30 },
  { code: '3', name: '涵洞', unit: '道', structure: true, cycleDays: 180 },
  { code: '4', name: '互通立交', unit: '处', structure: true, cycleDays: 30 },
  { code: '5', name: '收费站', unit: '处', structure: false, cycleDays: 90 },
  { code: '6', name: '服务区', unit: '处', structure: false, cycleDays: 90 },
  { code: '7', name: '交通标志', unit: '块', structure: false, cycleDays: 90 },
  { code: '8', name: '护栏', unit: 'm', structure: false, cycleDays: 90 },
  { code: '9', name: '照明设施', unit: '套', structure: false, cycleDays: 90 },
] as const;

export type AssetTypeCode = (typeof ASSET_TYPES)[number]['code'];

/** asset_condition dictionary: what a facility's last inspection found. */
export const ASSET_CONDITIONS = { '1': '完好', '2': '轻微损坏', '3': '损坏' } as const;
export type AssetCondition = keyof typeof ASSET_CONDITIONS;

/** Technical condition classes of structures (JTG H11: 1类 best … 5类 dangerous). */
export const TECH_GRADES = { 1: '1类', 2: '2类', 3: '3类', 4: '4类', 5: '5类' } as const;
export type TechGrade = keyof typeof TECH_GRADES;

export interface AssetFacts {
  id: string;
  /** 'ZC-G42-QL-0007'. */
  assetCode: string;
  assetType: AssetTypeCode;
  assetTypeName: string;
  /** What the asset is called on the books ('汤山互通主线桥', 'K260+400 指路标志'). */
  assetName: string;
  /** Construction form or model ('预应力混凝土连续箱梁', '波形梁护栏'). */
  spec: string;
  routeCode: string;
  routeName: string;
  stakeM: number;
  stakeNo: string;
  /** Where a linear asset or a long structure ends (null for a point asset). */
  endStakeNo: string | null;
  /** '0' both carriageways, '1' 上行, '2' 下行. */
  direction: '0' | '1' | '2';
  directionName: string;
  /** BD-09. */
  lon: number;
  lat: number;
  /** How many of the type's unit (1 for most; metres of guardrail, lamps of a lighting set). */
  quantity: number;
  unit: string;
  /** Length in metres of a bridge, tunnel or guardrail stretch (0 when not measured so). */
  lengthM: number;
  builtYear: number;
  /** Structures: technical condition class; null for facilities. */
  techGrade: TechGrade | null;
  techGradeName: string | null;
  condition: AssetCondition;
  conditionName: string;
  /** The management office that keeps it. */
  orgId: string;
  orgName: string;
  /** Inspections recur every `inspectCycleDays`, `inspectPhaseDays` into the cycle (day numbers since 1970). */
  inspectCycleDays: number;
  inspectPhaseDays: number;
  /** What the last inspection noted ('' on the generated books). */
  remark: string;
}

const TYPE_BY_CODE = new Map(ASSET_TYPES.map((t) => [t.code, t]));

/** The asset_type entry of a value; undefined for a value the dictionary does not have. */
export function assetType(code: string): (typeof ASSET_TYPES)[number] | undefined {
  return TYPE_BY_CODE.get(code as AssetTypeCode);
}

const ABBREVIATIONS: Record<AssetTypeCode, string> = {
  '1': 'QL',
  '2': 'SD',
  '3': 'HD',
  '4': 'HT',
  '5': 'SF',
  '6': 'FW',
  '7': 'BZ',
  '8': 'HL',
  '9': 'ZM',
};

const BRIDGE_KINDS = [
  { kind: '大桥', length: [120, 620], weight: 2 },
  { kind: '中桥', length: [30, 100], weight: 4 },
  { kind: '小桥', length: [8, 30], weight: 3 },
  { kind: '分离式立交桥', length: [40, 110], weight: 3 },
  { kind: '天桥', length: [45, 70], weight: 1 },
] as const;
const BRIDGE_FORMS = ['预应力混凝土连续箱梁', '预应力混凝土简支T梁', '钢筋混凝土空心板梁', '钢混组合梁'];
const CULVERT_FORMS = ['钢筋混凝土圆管涵', '盖板涵', '箱涵'];
const SIGN_FORMS = ['指路标志', '警告标志', '禁令标志', '里程标志', '百米牌', '出口预告标志'];

/** An asset's code on the books: 'ZC-<route>-<type abbreviation>-<4-digit number on the route>'. */
export function assetCodeOf(routeCode: string, type: AssetTypeCode, n: number): string {
  return `ZC-${routeCode}-${ABBREVIATIONS[type]}-${String(n).padStart(4, '0')}`;
}

/** Structures: mostly class 1 and 2, a few 3, rarely 4 (no 5: it would be closed). */
function techGradeOf(rng: Rng, age: number): TechGrade {
  const old = Math.min(1, age / 30);
  return rng.weighted<TechGrade>([
    [1, 0.5 - 0.25 * old],
    [2, 0.38],
    [3, 0.1 + 0.15 * old],
    [4, 0.02 + 0.05 * old],
  ]);
}

function conditionOfGrade(grade: TechGrade): AssetCondition {
  return grade <= 2 ? '1' : grade === 3 ? '2' : '3';
}

interface Draft {
  type: AssetTypeCode;
  name: string;
  spec: string;
  stakeM: number;
  endStakeM?: number;
  direction: '0' | '1' | '2';
  quantity: number;
  lengthM: number;
  builtYear: number;
  techGrade: TechGrade | null;
  condition: AssetCondition;
  cycleDays: number;
}

function routeAssets(seed: number, line: RoadLine): Draft[] {
  const rng = streamOf(seed, 'assets', line.routeCode);
  const d = line.definition;
  const drafts: Draft[] = [];
  const facility = (): AssetCondition =>
    rng.weighted<AssetCondition>([
      ['1', 0.9],
      ['2', 0.08],
      ['3', 0.02],
    ]);
  const structure = (builtYear: number) => {
    const techGrade = techGradeOf(rng, 2026 - builtYear);
    return { techGrade, condition: conditionOfGrade(techGrade) };
  };
  const built = () => (rng.chance(0.85) ? d.openedYear : d.openedYear + rng.int(3, 20));
  const inside = (stakeM: number) => Math.min(Math.max(stakeM, line.startStakeM), line.endStakeM);
  const short = (name: string) => name.replace(/（.*?）/g, '').replace(/(互通|枢纽)$/, '');

  for (const place of line.places) {
    const junction = /互通|枢纽/.test(place.name);
    if (junction) {
      const year = built();
      drafts.push({
        type: '4',
        name: place.name,
        spec: place.name.endsWith('枢纽') ? '枢纽互通（全互通）' : '一般互通（单喇叭）',
        stakeM: place.stakeM,
        direction: '0',
        quantity: 1,
        lengthM: 0,
        builtYear: year,
        ...structure(year),
        cycleDays: 30,
      });
      const bridgeYear = built();
      drafts.push({
        type: '1',
        name: `${short(place.name)}互通主线桥`,
        spec: rng.pick(BRIDGE_FORMS),
        stakeM: inside(place.stakeM - 60),
        endStakeM: inside(place.stakeM + 60),
        direction: '0',
        quantity: 1,
        lengthM: rng.int(90, 260),
        builtYear: bridgeYear,
        ...structure(bridgeYear),
        cycleDays: 30,
      });
      drafts.push({
        type: '9',
        name: `${short(place.name)}互通照明`,
        spec: 'LED高杆灯',
        stakeM: place.stakeM,
        direction: '0',
        quantity: rng.int(12, 48),
        lengthM: 0,
        builtYear: d.openedYear + rng.int(8, 25),
        techGrade: null,
        condition: facility(),
        cycleDays: 90,
      });
    }
    if (place.name.endsWith('互通')) {
      drafts.push({
        type: '5',
        name: `${short(place.name)}收费站`,
        spec: `${rng.int(2, 4)}进${rng.int(3, 6)}出（含ETC车道）`,
        stakeM: place.stakeM,
        direction: '0',
        quantity: 1,
        lengthM: 0,
        builtYear: d.openedYear,
        techGrade: null,
        condition: facility(),
        cycleDays: 90,
      });
    }
    if (!junction && place.name.includes('山') && rng.chance(0.7)) {
      const lengthM = rng.int(480, 1600);
      const year = built();
      drafts.push({
        type: '2',
        name: `${short(place.name).replace(/南$/, '')}隧道`,
        spec: rng.chance(0.5) ? '分离式双洞隧道' : '连拱隧道',
        stakeM: inside(place.stakeM - lengthM / 2),
        endStakeM: inside(place.stakeM + lengthM / 2),
        direction: '0',
        quantity: 1,
        lengthM,
        builtYear: year,
        ...structure(year),
        cycleDays: 30,
      });
    }
  }
  if (line.lengthM > 30_000) {
    const stakeM = Math.round(line.startStakeM + line.lengthM * rng.float(0.4, 0.6));
    drafts.push({
      type: '6',
      name: `${short(line.placeNear(stakeM))}服务区`,
      spec: '双侧服务区（加油、餐饮、充电）',
      stakeM,
      direction: '0',
      quantity: 1,
      lengthM: 0,
      builtYear: d.openedYear,
      techGrade: null,
      condition: facility(),
      cycleDays: 90,
    });
  }
  for (let at = line.startStakeM + rng.int(600, 2400); at < line.endStakeM - 200; at += rng.int(1200, 3400)) {
    const kind = rng.weighted(BRIDGE_KINDS.map((k) => [k, k.weight] as const));
    const lengthM = rng.int(kind.length[0], kind.length[1]);
    const year = built();
    drafts.push({
      type: '1',
      name: `${short(line.placeNear(at))}${kind.kind}`,
      spec: rng.pick(BRIDGE_FORMS),
      stakeM: at,
      endStakeM: inside(at + lengthM),
      direction: '0',
      quantity: 1,
      lengthM,
      builtYear: year,
      ...structure(year),
      cycleDays: 30,
    });
  }
  for (let at = line.startStakeM + rng.int(200, 900); at < line.endStakeM; at += rng.int(600, 1600)) {
    const year = built();
    drafts.push({
      type: '3',
      name: `${formatStake(at)}涵洞`,
      spec: rng.pick(CULVERT_FORMS),
      stakeM: at,
      direction: '0',
      quantity: 1,
      lengthM: rng.int(26, 48),
      builtYear: year,
      ...structure(year),
      cycleDays: 180,
    });
  }
  for (const direction of ['1', '2'] as const) {
    for (let at = line.startStakeM + rng.int(100, 700); at < line.endStakeM; at += rng.int(500, 1500)) {
      const form = rng.pick(SIGN_FORMS);
      drafts.push({
        type: '7',
        name: `${formatStake(at)} ${form}`,
        spec: form,
        stakeM: at,
        direction,
        quantity: 1,
        lengthM: 0,
        builtYear: d.openedYear + (rng.chance(0.4) ? rng.int(5, 25) : 0),
        techGrade: null,
        condition: facility(),
        cycleDays: 90,
      });
    }
    // Guardrail kept in one record per kilometre and carriageway (how the books count it).
    for (let km = Math.ceil(line.startStakeM / 1000) * 1000; km < line.endStakeM; km += 1000) {
      const end = Math.min(km + 1000, line.endStakeM);
      const lengthM = Math.round((end - km) * rng.float(0.55, 1));
      drafts.push({
        type: '8',
        name: `${formatStake(km)}—${formatStake(end)} ${direction === '1' ? '上行' : '下行'}护栏`,
        spec: rng.chance(0.8) ? '波形梁钢护栏（A级）' : '混凝土护栏（SA级）',
        stakeM: km,
        endStakeM: end,
        direction,
        quantity: lengthM,
        lengthM,
        builtYear: d.openedYear + (rng.chance(0.3) ? rng.int(5, 25) : 0),
        techGrade: null,
        condition: facility(),
        cycleDays: 90,
      });
    }
  }
  return drafts.sort((a, b) => a.stakeM - b.stakeM || a.type.localeCompare(b.type));
}

/** When the books moved into the platform: asset ids are snowflakes of that time (stable ids). */
export const BOOKS_MIGRATED_MS = Date.UTC(2019, 0, 1);

/**
 * Deliberately mis-staked records (for 桩号校核 /checkPile): one bridge per route whose books
 * carry a stake 150–800 m off where the bridge is — a transcription slip of the 2019 migration
 * from the paper books. Its coordinates stay where the bridge is; only the recorded stake (and
 * its end) is wrong, by `offsetM`, until a user corrects it.
 */
function misStaked(
  seed: number,
  line: RoadLine,
  drafts: readonly Draft[],
): { index: number; offsetM: number } | null {
  const bridges = drafts.flatMap((draft, index) => (draft.type === '1' ? [index] : []));
  if (bridges.length === 0) return null;
  const rng = streamOf(seed, 'asset-mis-staked', line.routeCode);
  const index = rng.pick(bridges);
  const draft = drafts[index] as Draft;
  const size = rng.int(150, 800);
  const end = draft.endStakeM ?? draft.stakeM;
  // Off towards whichever side keeps the recorded stakes on the route.
  const offsetM =
    end + size <= line.endStakeM && rng.chance(0.5)
      ? size
      : draft.stakeM - size >= line.startStakeM
        ? -size
        : size;
  return { index, offsetM };
}

/** Every asset of the network, route by route in stake order: the same for the same seed. */
export function generateAssets(seed: number, network: RoadNetwork): AssetFacts[] {
  const out: AssetFacts[] = [];
  for (const line of network.lines) {
    const office = organisation(line.definition.officeId);
    const perType = new Map<AssetTypeCode, number>();
    const drafts = routeAssets(seed, line);
    const slip = misStaked(seed, line, drafts);
    drafts.forEach((draft, i) => {
      const type = assetType(draft.type);
      if (!type) throw new Error(`unknown asset type ${draft.type}`);
      const n = (perType.get(draft.type) ?? 0) + 1;
      perType.set(draft.type, n);
      const position = line.positionAtStake(
        draft.stakeM,
        draft.direction === '0' ? undefined : draft.direction,
      );
      const direction = draft.direction === '0' ? '双向' : line.direction(draft.direction).name;
      const rng = streamOf(seed, 'asset-inspection', line.routeCode, i);
      // The books' stake: where the asset is, but for the mis-staked one.
      const offsetM = slip?.index === i ? slip.offsetM : 0;
      out.push({
        id: snowflakeId(BOOKS_MIGRATED_MS + out.length * 1000, ID_WORKER.asset, i),
        assetCode: assetCodeOf(line.routeCode, draft.type, n),
        assetType: draft.type,
        assetTypeName: type.name,
        assetName: draft.name,
        spec: draft.spec,
        routeCode: line.routeCode,
        routeName: line.routeName,
        stakeM: draft.stakeM + offsetM,
        stakeNo: formatStake(draft.stakeM + offsetM),
        endStakeNo: draft.endStakeM === undefined ? null : formatStake(draft.endStakeM + offsetM),
        direction: draft.direction,
        directionName: direction,
        lon: position.lon,
        lat: position.lat,
        quantity: draft.quantity,
        unit: type.unit,
        lengthM: draft.lengthM,
        builtYear: draft.builtYear,
        techGrade: draft.techGrade,
        techGradeName: draft.techGrade === null ? null : TECH_GRADES[draft.techGrade],
        condition: draft.condition,
        conditionName: ASSET_CONDITIONS[draft.condition],
        orgId: line.definition.officeId,
        orgName: office?.orgName ?? '',
        inspectCycleDays: draft.cycleDays,
        inspectPhaseDays: rng.int(0, draft.cycleDays - 1),
        remark: '',
      });
    });
  }
  return out;
}
