// 病害配置 and 病害映射's calls, all through the contract's client: the types (listDiseaseTypes,
// createDiseaseType, updateDiseaseType, setDiseaseTypeStatus, deleteDiseaseType) and the
// recognition labels' mapping (listDiseaseMappings, updateDiseaseMapping). A refusal rejects with
// the gateway's own words. Rows get the `id` the table framework keys them by (code, label).
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { TableCallError, type TablePage, type TableQuery } from '../../ui/table';

export type DiseaseType = Schemas['DiseaseType'] & { id: string };
export type DiseaseTypeCreate = Schemas['DiseaseTypeCreate'];
export type DiseaseTypeFields = Schemas['DiseaseTypeFields'];
export type DiseaseMapping = Schemas['DiseaseMapping'] & { id: string };
export type DiseaseMappingChange = Schemas['DiseaseMappingChange'];

type Answer<T> = {
  data?: { code: number; msg: string; data?: T | null };
  error?: unknown;
  response: Response;
};

/** The answer's data, or the server's words for the failure. */
function dataOf<T>({ data, error, response }: Answer<T>): T {
  if (data?.code !== 200 || data.data === undefined || data.data === null)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}

const typeRow = (type: Schemas['DiseaseType']): DiseaseType => ({ ...type, id: type.code });
const mappingRow = (mapping: Schemas['DiseaseMapping']): DiseaseMapping => ({
  ...mapping,
  id: mapping.label,
});

export async function listDiseaseTypes(query: TableQuery): Promise<TablePage<DiseaseType>> {
  const page = dataOf(await api.POST('/api/administration/glDiseaseType/page', { body: query }));
  return { records: page.records.map(typeRow), total: page.total };
}

/** Every type (the mapping page's choice of targets). */
export async function allDiseaseTypes(): Promise<DiseaseType[]> {
  return (await listDiseaseTypes({ current: 1, size: 1000 })).records;
}

export const createDiseaseType = async (type: DiseaseTypeCreate): Promise<DiseaseType> =>
  typeRow(dataOf(await api.POST('/api/administration/glDiseaseType', { body: type })));

export const updateDiseaseType = async (code: string, type: DiseaseTypeFields): Promise<DiseaseType> =>
  typeRow(
    dataOf(
      await api.PUT('/api/administration/glDiseaseType/{code}', { params: { path: { code } }, body: type }),
    ),
  );

export const setDiseaseTypeEnabled = async (code: string, enabled: boolean): Promise<DiseaseType> =>
  typeRow(
    dataOf(
      await api.POST('/api/administration/glDiseaseType/{code}/status', {
        params: { path: { code } },
        body: { enabled },
      }),
    ),
  );

export const deleteDiseaseType = async (code: string): Promise<DiseaseType> =>
  typeRow(
    dataOf(await api.DELETE('/api/administration/glDiseaseType/{code}', { params: { path: { code } } })),
  );

export async function listDiseaseMappings(query: TableQuery): Promise<TablePage<DiseaseMapping>> {
  const page = dataOf(await api.POST('/api/administration/glDiseaseMapping/page', { body: query }));
  return { records: page.records.map(mappingRow), total: page.total };
}

export const updateDiseaseMapping = async (
  label: string,
  change: DiseaseMappingChange,
): Promise<DiseaseMapping> =>
  mappingRow(
    dataOf(
      await api.PUT('/api/administration/glDiseaseMapping/{label}', {
        params: { path: { label } },
        body: change,
      }),
    ),
  );
