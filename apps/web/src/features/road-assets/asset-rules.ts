// What /assets asks of an inspection, apart from React: a structure (bridge, tunnel, culvert,
// interchange) is graded 1–5类 and its condition follows; a facility's condition is entered.
import type { Schemas } from '@jt/api-contract';

export type Asset = Schemas['Asset'];
export type AssetInspection = Schemas['AssetInspection'];

export const ASSET_TEXTS = {
  title: '资产管理',
  inspect: '登记检查',
  inspectTitle: (asset: Pick<Asset, 'assetName'>) => `登记检查 · ${asset.assetName}`,
  saved: '检查结果已登记',
  saveFailed: '登记失败',
  techGrade: '技术状况等级',
  condition: '状况',
  remark: '检查记录',
  gradeHint: '1–2类为完好，3类为轻微损坏，4–5类为损坏',
} as const;

export const CONDITIONS = [
  { value: '1', label: '完好' },
  { value: '2', label: '轻微损坏' },
  { value: '3', label: '损坏' },
] as const;

export const TECH_GRADES = [1, 2, 3, 4, 5].map((grade) => ({ value: grade, label: `${grade}类` }));

/** Structures carry a technical class; the rest a condition of their own. */
export const isStructure = (asset: Pick<Asset, 'techGrade'>): boolean => asset.techGrade !== null;

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
