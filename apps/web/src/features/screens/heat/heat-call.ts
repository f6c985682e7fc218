// The heat map screen's one call (contract operation screenHeat): a window of days, a type or all.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../../lib/api/client';
import { resultData } from '../shared/use-polled';

export type HeatFigures = Schemas['HeatScreen'];
export type HeatDays = HeatFigures['days'];

/** The windows the screen offers, with their labels. */
export const HEAT_WINDOWS: ReadonlyArray<{ days: HeatDays; label: string }> = [
  { days: 7, label: '近7天' },
  { days: 30, label: '近30天' },
  { days: 90, label: '近90天' },
  { days: 365, label: '近一年' },
];

export function heatCall(days: HeatDays, diseaseType: string | null) {
  return async (signal: AbortSignal): Promise<HeatFigures> =>
    resultData(
      await api.GET('/api/administration/bigScreen/heat', {
        params: { query: diseaseType === null ? { days } : { days, diseaseType } },
        signal,
      }),
    );
}
