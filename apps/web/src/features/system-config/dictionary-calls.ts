// 数据字典's calls through the contract's client: the dictionaries (listDicTypes), their items
// (listDicInfo, seed 000 §7) and the item changes (saveDicItem, deleteDicItem; inferred).
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';

export type DicType = Schemas['DicType'];
export type DicEntry = Schemas['DicEntry'];
export type DicItemSave = Schemas['DicItemSave'];

const failed = (data: unknown, error: unknown, response: Response) =>
  new Error(problemText(data) || problemText(error) || `HTTP ${response.status}`);

export async function listDicTypes(): Promise<DicType[]> {
  const { data, error, response } = await api.POST('/api/component/dic/listDicTypes');
  if (data?.code !== 200) throw failed(data, error, response);
  return data.data;
}

export async function listDicItems(dicCode: string): Promise<DicEntry[]> {
  const { data, error, response } = await api.POST('/api/component/dic/listDicInfo', {
    body: { dicCodeList: [dicCode] },
  });
  if (data?.code !== 200) throw failed(data, error, response);
  return data.data;
}

export async function saveDicItem(body: DicItemSave): Promise<DicEntry[]> {
  const { data, error, response } = await api.POST('/api/component/dic/saveDicItem', { body });
  if (data?.code !== 200) throw failed(data, error, response);
  return data.data;
}

export async function deleteDicItem(dicCode: string, value: string): Promise<DicEntry[]> {
  const { data, error, response } = await api.POST('/api/component/dic/deleteDicItem', {
    body: { dicCode, value },
  });
  if (data?.code !== 200) throw failed(data, error, response);
  return data.data;
}
