// 表单管理's calls, through the contract's client (listForms, saveForm, deleteForm) and the
// dictionaries a select field offers (数据字典's listDicTypes, listDicInfo). A refusal rejects
// with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';

export { dictionaries } from '../../lib/reference/reference-data';
export { listDicTypes } from '../system-config/dictionary-calls';

export type FormDefinition = Schemas['FormDefinition'];
export type FormDefinitionSave = Schemas['FormDefinitionSave'];
export type FormField = Schemas['FormField'];

export const listForms = async (query: TableQuery): Promise<TablePage<FormDefinition>> =>
  listPage(await api.POST('/api/system/form/page', { body: query }));

export async function saveForm(body: FormDefinitionSave): Promise<FormDefinition> {
  const { data, error, response } = await api.POST('/api/system/form', { body });
  if (data?.code !== 200 || data.data === undefined)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}

export async function deleteForm(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/system/form/{id}', { params: { path: { id } } });
  if (data?.code !== 200)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
}
