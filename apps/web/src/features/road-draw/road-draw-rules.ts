// /roadDraw's pure rules: the button codes (the menu tree's, seed 000 §6), the texts, the form's
// check of the drawn line the gateway makes too (2–5000 vertices; the stakes are ui/form's own
// fields) so the user reads it before anything is sent, the payload, and the lines the map shows
// (the selected section highlighted).
import type { LngLat, MapLine } from '../../ui/map';
import type { RoadSection, RoadSectionFields } from './road-draw-calls';

export const ROAD_DRAW_ROUTE = '/roadDraw';
export const ROAD_DRAW_BUTTONS = {
  add: 'roaddraw:add',
  edit: 'roaddraw:edit',
  delete: 'roaddraw:delete',
} as const;
export const PATH_LIMITS = { min: 2, max: 5000 } as const;
export const SECTION_LIMITS = { name: 50, remark: 200 } as const;

export const ROAD_DRAW_TEXTS = {
  title: '道路绘制',
  mapTitle: '路段地图',
  add: '新增路段',
  edit: '编辑',
  editTitle: '编辑路段',
  delete: '删除',
  deleteConfirm: '确定删除该路段？',
  actions: '操作',
  save: '保存',
  cancel: '取消',
  saved: '保存成功',
  deleted: '删除成功',
  saveFailed: '保存失败',
  deleteFailed: '删除失败',
  fields: {
    sectionName: '路段名称',
    routeCode: '所属路线',
    startStakeNo: '起点桩号',
    endStakeNo: '终点桩号',
    direction: '方向',
    remark: '备注',
    path: '路段轨迹',
  },
  nameRequired: '请输入路段名称',
  directionRequired: '请选择方向',
  pathMissing: '请在地图上绘制路段：点击「画线」，单击地图添加节点，双击结束',
  pathTooLong: `路段轨迹最多 ${PATH_LIMITS.max} 个点`,
  pathDrawn: (points: number) => `已绘制 ${points} 个点`,
  pathKept: (points: number) => `沿用已保存的轨迹（${points} 个点）；在地图上重新绘制可替换`,
  drawHint: '在地图上绘制路段后填写并保存',
} as const;

/** Why a drawn line cannot be saved, or null. */
export function pathProblem(path: readonly LngLat[]): string | null {
  if (path.length < PATH_LIMITS.min) return ROAD_DRAW_TEXTS.pathMissing;
  if (path.length > PATH_LIMITS.max) return ROAD_DRAW_TEXTS.pathTooLong;
  return null;
}

export interface SectionFormValues extends Record<string, unknown> {
  sectionName?: string;
  routeCode?: string;
  startStakeNo?: string;
  endStakeNo?: string;
  direction?: string;
  remark?: string;
}

export function sectionFormValues(section: RoadSection | null): SectionFormValues {
  if (!section) return { direction: '3' };
  return {
    sectionName: section.sectionName,
    routeCode: section.routeCode,
    startStakeNo: section.startStakeNo,
    endStakeNo: section.endStakeNo,
    direction: section.direction,
    remark: section.remark ?? '',
  };
}

/** The call's body from the checked values and the line (stakes upper-cased, text trimmed). */
export function sectionPayload(values: SectionFormValues, path: readonly LngLat[]): RoadSectionFields {
  const remark = (values.remark ?? '').trim();
  return {
    sectionName: (values.sectionName ?? '').trim(),
    routeCode: values.routeCode ?? '',
    startStakeNo: (values.startStakeNo ?? '').trim().toUpperCase(),
    endStakeNo: (values.endStakeNo ?? '').trim().toUpperCase(),
    direction: (values.direction ?? '3') as RoadSectionFields['direction'],
    path: path.map(([lng, lat]) => [lng, lat]),
    ...(remark ? { remark } : {}),
  };
}

/** A saved section's line as the map takes it (the contract's pairs as [lng, lat]). */
export function sectionPath(section: Pick<RoadSection, 'path'>): LngLat[] {
  return section.path.map((pair): LngLat => [pair[0] ?? Number.NaN, pair[1] ?? Number.NaN]);
}

// Magenta: no colour of the offline style (its roads are orange) nor the editor's violet line.
export const SECTION_COLOURS = { normal: '#2f7cf6', selected: '#d6249f' } as const;

/** The sections as map lines, the selected one drawn last (on top), wider and magenta. */
export function sectionLines(sections: readonly RoadSection[], selectedId: string | null): MapLine[] {
  const lines = sections.map(
    (section): MapLine => ({
      id: `section:${section.id}`,
      path: sectionPath(section),
      color: section.id === selectedId ? SECTION_COLOURS.selected : SECTION_COLOURS.normal,
      width: section.id === selectedId ? 7 : 4,
    }),
  );
  return [
    ...lines.filter((line) => line.id !== `section:${selectedId}`),
    ...lines.filter((line) => line.id === `section:${selectedId}`),
  ];
}

/** Metres as the list shows them (5,098.4 m → '5.10 km'; under a kilometre in metres). */
export function lengthText(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(2)} km` : `${metres.toFixed(1)} m`;
}
