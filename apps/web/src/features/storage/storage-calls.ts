// 存储配置's calls, through the contract's client: the bucket's objects (listStorageObjects) and
// an upload removed (deleteStorageObject). A refusal rejects with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';

export type StorageObject = Schemas['StorageObject'];

/** The table's rows are keyed by id; an object's id is its key. */
export type StorageRow = StorageObject & { id: string };

export async function listStorageObjects(query: TableQuery): Promise<TablePage<StorageRow>> {
  const page = listPage(await api.POST('/api/minio/objects/page', { body: query }));
  return { ...page, records: page.records.map((object) => ({ ...object, id: object.name })) };
}

export async function deleteStorageObject(objectKey: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/minio/objects/{objectKey}', {
    params: { path: { objectKey } },
  });
  if (data?.code !== 200)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
}
