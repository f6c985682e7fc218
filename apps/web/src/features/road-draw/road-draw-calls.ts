// /roadDraw's calls, all through the contract's client: the sections (listRoadSections), one
// drawn and saved (createRoadSection), changed (updateRoadSection) or deleted (deleteRoadSection).
// A refusal rejects with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';

export type RoadSection = Schemas['RoadSection'];
export type RoadSectionFields = Schemas['RoadSectionFields'];

type Answer = {
  data?: { code: number; msg: string; data?: RoadSection | null };
  error?: unknown;
  response: Response;
};

/** The section the call answered, or the server's words for the failure. */
function sectionOf({ data, error, response }: Answer): RoadSection {
  if (data?.code !== 200 || !data.data)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}

export const listRoadSections = async (query: TableQuery): Promise<TablePage<RoadSection>> =>
  listPage(await api.POST('/api/administration/glRoadDraw/page', { body: query }));

export const createRoadSection = async (body: RoadSectionFields): Promise<RoadSection> =>
  sectionOf(await api.POST('/api/administration/glRoadDraw', { body }));

export const updateRoadSection = async (id: string, body: RoadSectionFields): Promise<RoadSection> =>
  sectionOf(await api.PUT('/api/administration/glRoadDraw/{id}', { params: { path: { id } }, body }));

export const deleteRoadSection = async (id: string): Promise<RoadSection> =>
  sectionOf(await api.DELETE('/api/administration/glRoadDraw/{id}', { params: { path: { id } } }));
