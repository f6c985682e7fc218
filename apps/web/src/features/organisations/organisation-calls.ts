// 组织机构's calls, through the contract's client: every organisation (listOrganisations, the call
// the pickers and filters read too), saveOrganisation and deleteOrganisation; a refusal rejects
// with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { roads } from '../../lib/reference/reference-data';
import { TableCallError } from '../../ui/table';

export type Organisation = Schemas['Organisation'];
export type OrganisationSave = Schemas['OrganisationSave'];

const failure = (data: unknown, error: unknown, response: Response) =>
  new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);

/** Every organisation (a few dozen: one page holds them all). */
export async function listOrganisations(): Promise<Organisation[]> {
  const { data, error, response } = await api.POST('/api/administration/glOrg/page', {
    body: { current: 1, size: 1000 },
  });
  if (data?.code !== 200) throw failure(data, error, response);
  return data.data.records;
}

export async function saveOrganisation(body: OrganisationSave): Promise<Organisation> {
  const { data, error, response } = await api.POST('/api/administration/glOrg', { body });
  if (data?.code !== 200 || data.data === undefined) throw failure(data, error, response);
  return data.data;
}

export async function deleteOrganisation(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/administration/glOrg/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200) throw failure(data, error, response);
}

/** The routes an organisation may patrol or repair. */
export const routeChoices = async () =>
  (await roads()).map((road) => ({ label: road.routeName, value: road.routeCode }));
