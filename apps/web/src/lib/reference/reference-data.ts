// The reference data many pages offer in their filters and forms, one call each through the
// contract's client: the data dictionaries (listDicInfo, seed 000 §7) and the network's routes
// (listRoutes), and a dictionary's entries as a Select's options.
import type { Schemas } from '@jt/api-contract';
import { api } from '../api/client';
import { problemText } from '../http/problem-text';

export type DicEntry = Schemas['DicEntry'];
/** A route of the network (not `Schemas['Route']`, which is the maps service's driving route). */
export type Road = Schemas['RoutePageResult']['data']['records'][number];
export type Option = { label: string; value: string };

/**
 * Which carriageway a roadside record is on, as assets and devices code it: both (a bridge, a
 * toll station, a camera over the median) or one. Not road_direction (1 上行, 2 下行, 3 双向).
 */
export const CARRIAGEWAY_OPTIONS: readonly Option[] = [
  { value: '0', label: '双向' },
  { value: '1', label: '上行' },
  { value: '2', label: '下行' },
];

/** The server's words for a failed call: a Result msg, a Problem's text, else the status. */
const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

/** The entries of the dictionaries named, in their display order. */
export async function dictionaries(codes: readonly string[]): Promise<DicEntry[]> {
  const { data, error, response } = await api.POST('/api/component/dic/listDicInfo', {
    body: { dicCodeList: [...codes] },
  });
  if (data?.code !== 200) throw new Error(reason(data, error, response));
  return data.data;
}

/** Every route of the network (there are a few dozen, not thousands: one page holds them). */
export async function roads(): Promise<Road[]> {
  const { data, error, response } = await api.POST('/api/administration/glRoute/page', {
    body: { current: 1, size: 100 },
  });
  if (data?.code !== 200) throw new Error(reason(data, error, response));
  return data.data.records;
}

/** The entries of one dictionary as options (value = the dictionary value). */
export function dictionaryOptions(entries: readonly DicEntry[], code: string): Option[] {
  return entries
    .filter((entry) => entry.key === code)
    .map((entry) => ({ label: entry.label, value: entry.value }));
}

/** The entries of one dictionary as options whose value is the label: the configured *Name columns filter by the name shown. */
export function dictionaryNameOptions(entries: readonly DicEntry[], code: string): Option[] {
  return dictionaryOptions(entries, code).map((option) => ({ label: option.label, value: option.label }));
}
