// /diseaseManage's pure rules: how its filters are entered (the dictionaries' labels, since
// the configured columns filter the *Name fields), its permission codes (the menu tree's button
// entries, seed 000 §6), the map's layers from the filtered positions, and the form's payload.
// The colours straight from their module: the map's index would load the map into a pure module.

import { type DicEntry, dictionaryNameOptions } from '../../lib/reference/reference-data';
import { normaliseStake } from '../../ui/form/stake';
import type { LngLat } from '../../ui/map';
import { LEVEL_COLORS } from '../../ui/map/engine/icons';
import type { FilterField } from '../../ui/table';
import type { DiseaseChange, DiseaseCreate, DiseasePoint } from './disease-calls';

/** The page's route, whose table configuration gives the columns (seed 000 §2). */
export const DISEASE_ROUTE = '/diseaseManage';

/** The dictionaries the filters and the form offer. */
export const DICTIONARY_CODES = [
  'disease_type',
  'disease_level',
  'work_order_status',
  'road_direction',
] as const;

/** The process status of a slight disease only watched, without a work order (contract Disease). */
export const WATCHED_STATUS = '无需处置';

/** The button codes of 病害管理's entries in the menu tree. */
export const DISEASE_BUTTONS = {
  add: 'disease:add',
  export: 'disease:export',
  edit: 'disease:edit',
  delete: 'disease:delete',
} as const;

/** How each filtering column of the disease table is entered. */
export function diseaseFilterFields(entries: readonly DicEntry[]): Record<string, FilterField> {
  return {
    diseaseTypeName: { kind: 'options', options: dictionaryNameOptions(entries, 'disease_type') },
    diseaseLevelName: { kind: 'options', options: dictionaryNameOptions(entries, 'disease_level') },
    processStatusName: {
      kind: 'options',
      options: [
        { label: WATCHED_STATUS, value: WATCHED_STATUS },
        ...dictionaryNameOptions(entries, 'work_order_status'),
      ],
    },
    reportTime: { kind: 'time' },
    diseaseArea: { kind: 'number' },
  };
}

export type MapLayer = 'cluster' | 'heat';

/** The map's layers for the filtered diseases: clusters coloured by level, or the heat map. */
export function diseaseLayers(points: readonly DiseasePoint[], layer: MapLayer) {
  const positions: LngLat[] = points.map((point) => [point.lon, point.lat]);
  return {
    positions,
    clusters:
      layer === 'cluster'
        ? {
            points: points.map((point) => ({
              id: point.id,
              position: [point.lon, point.lat] as LngLat,
              color: LEVEL_COLORS[String(point.diseaseLevel)],
            })),
          }
        : null,
    heat: layer === 'heat' ? positions : null,
  };
}

/** What the form holds (Semi Form values). */
export type DiseaseFormValues = {
  diseaseType?: string;
  diseaseLevel?: string;
  routeCode?: string;
  stakeNo?: string;
  direction?: string;
  lane?: number | null;
  diseaseArea?: number | null;
  remark?: string;
};

/** The form's values as the contract's fields (an edit sends only what changed). */
export function diseasePayload(
  values: DiseaseFormValues,
  before?: Partial<Record<keyof DiseaseFormValues, unknown>>,
): DiseaseCreate | DiseaseChange {
  const fields: Record<string, unknown> = {
    diseaseType: values.diseaseType,
    diseaseLevel: values.diseaseLevel === undefined ? undefined : Number(values.diseaseLevel),
    routeCode: values.routeCode,
    stakeNo: values.stakeNo === undefined ? undefined : normaliseStake(values.stakeNo),
    direction: values.direction,
    lane: values.lane ?? undefined,
    diseaseArea: values.diseaseArea ?? undefined,
    remark: values.remark?.trim() ?? undefined,
  };
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    if (before && String(before[key as keyof DiseaseFormValues] ?? '') === String(value)) continue;
    payload[key] = value;
  }
  return payload as DiseaseCreate | DiseaseChange;
}
