// /system/todo's call through the contract's client: the to-dos (listTodos).
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { TableCallError, type TablePage, type TableQuery } from '../../ui/table';

export type Todo = Schemas['Todo'];

export async function listTodos(query: TableQuery): Promise<TablePage<Todo>> {
  const { data, error, response } = await api.POST('/api/administration/glTodo/page', { body: query });
  if (data?.code !== 200)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return { records: data.data.records, total: data.data.total };
}
