// What /assets asks of its forms, apart from React: a structure (bridge, tunnel, culvert,
// interchange) is graded 1–5类 and its condition follows; a facility's condition is entered.
// A new asset's entry is checked here as the gateway checks it (stake, end after start, year),
// and turned into the contract's body.
import type { Schemas } from '@jt/api-contract';
import { type DicEntry, dictionaryNameOptions } from '../../lib/reference/reference-data';
import { normaliseStake } from '../../ui/form/stake';
import type { FilterField } from '../../ui/table';

export type Asset = Schemas['Asset'];
export type AssetInspection = Schemas['AssetInspection'];
export type AssetCreate = Schemas['AssetCreate'];

/** The page's route, whose table configuration gives the columns (seed 000 §2). */
export const ASSET_ROUTE = '/assets';

/** The dictionaries the filters and the form offer (the world's own catalogue). */
export const ASSET_DICTIONARIES = ['asset_type', 'asset_condition'] as const;

/** The button codes of 资产管理's entries in the menu tree (seed 000 §6). */
export const ASSET_BUTTONS = {
  add: 'asset:add',
  inspect: 'asset:inspect',
  delete: 'asset:delete',
} as const;

/**
 * The asset_type values graded by technical condition class (JTG H11: bridges, tunnels, culverts,
 * interchanges). The dictionary does not say it; the gateway refuses a mismatch all the same.
 */
export const STRUCTURE_TYPES: ReadonlySet<string> = new Set(['1', '2', '3', '4']);

/** The earliest year of construction the books take (the gateway's FIRST_BUILT_YEAR). */
export const FIRST_BUILT_YEAR = 1950;

export const TECH_GRADES = [1, 2, 3, 4, 5].map((grade) => ({ value: grade, label: `${grade}类` }));

/** Structures carry a technical class; the rest a condition of their own. */
export const isStructure = (asset: Pick<Asset, 'techGrade'>): boolean => asset.techGrade !== null;

/** The filters the configured columns get: the dictionaries' names, the inspection's date. */
export function assetFilterFields(entries: readonly DicEntry[]): Record<string, FilterField> {
  return {
    assetTypeName: { kind: 'options', options: dictionaryNameOptions(entries, 'asset_type') },
    conditionName: { kind: 'options', options: dictionaryNameOptions(entries, 'asset_condition') },
    nextInspectTime: { kind: 'time' },
  };
}

export type InspectionDraft = { condition?: string; techGrade?: number; remark?: string };

/** The form's start: what the books say now. */
export function inspectionDraft(asset: Pick<Asset, 'techGrade' | 'condition' | 'remark'>): InspectionDraft {
  return isStructure(asset)
    ? { techGrade: asset.techGrade ?? undefined, remark: asset.remark }
    : { condition: asset.condition, remark: asset.remark };
}

/** The call's body: the structure's class or the facility's condition, and the note. */
export function inspectionBody(asset: Pick<Asset, 'techGrade'>, draft: InspectionDraft): AssetInspection {
  const remark = (draft.remark ?? '').trim();
  return isStructure(asset)
    ? { techGrade: draft.techGrade as AssetInspection['techGrade'], remark }
    : { condition: draft.condition as AssetInspection['condition'], remark };
}

export const CONDITION_COLOURS: Readonly<Record<string, 'green' | 'orange' | 'red'>> = {
  完好: 'green',
  轻微损坏: 'orange',
  损坏: 'red',
};

/** 新增资产's fields as the form holds them. */
export type AssetDraft = {
  assetType?: string;
  assetName?: string;
  spec?: string;
  routeCode?: string;
  stakeNo?: string;
  endStakeNo?: string;
  direction?: string;
  quantity?: number | null;
  lengthM?: number | null;
  builtYear?: number | null;
  techGrade?: number;
  condition?: string;
  remark?: string;
};

/** The form's values as the contract's body: trimmed, stakes upper-cased, the grade or the condition. */
export function assetCreateBody(draft: AssetDraft): AssetCreate {
  const structure = STRUCTURE_TYPES.has(draft.assetType ?? '');
  const spec = draft.spec?.trim();
  const remark = draft.remark?.trim();
  const endStakeNo = draft.endStakeNo?.trim();
  return {
    assetType: draft.assetType ?? '',
    assetName: (draft.assetName ?? '').trim(),
    routeCode: draft.routeCode ?? '',
    stakeNo: normaliseStake(draft.stakeNo ?? ''),
    direction: (draft.direction ?? '0') as AssetCreate['direction'],
    quantity: draft.quantity ?? 0,
    builtYear: draft.builtYear ?? 0,
    ...(spec ? { spec } : {}),
    ...(endStakeNo ? { endStakeNo: normaliseStake(endStakeNo) } : {}),
    ...(draft.lengthM ? { lengthM: draft.lengthM } : {}),
    ...(structure
      ? { techGrade: draft.techGrade as AssetCreate['techGrade'] }
      : { condition: draft.condition as AssetCreate['condition'] }),
    ...(remark ? { remark } : {}),
  };
}
