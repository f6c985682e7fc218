// 部门管理's calls, through the contract's client (listDepartments, saveDepartment,
// deleteDepartment); a refusal rejects with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { TableCallError } from '../../ui/table';
import type { Department } from './department-tree';

export type DepartmentSave = Schemas['DepartmentSave'];

const failure = (data: unknown, error: unknown, response: Response) =>
  new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);

export async function listDepartments(): Promise<Department[]> {
  const { data, error, response } = await api.GET('/api/system/dept/list');
  if (data?.code !== 200) throw failure(data, error, response);
  return data.data;
}

export async function saveDepartment(body: DepartmentSave): Promise<Department> {
  const { data, error, response } = await api.POST('/api/system/dept', { body });
  if (data?.code !== 200) throw failure(data, error, response);
  return data.data;
}

export async function deleteDepartment(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/system/dept/{id}', { params: { path: { id } } });
  if (data?.code !== 200) throw failure(data, error, response);
}
