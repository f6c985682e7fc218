// /routeInfo's calls through the contract's client: the routes (listRoutes), a route's facts
// changed (updateRoute) and the management offices a route can be given to (listOrganisations).
// A refusal rejects with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import type { Option } from '../../lib/reference/reference-data';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';
import type { NetworkRoute, RouteChange, RouteRow } from './route-rules';

/** The server's words for a failed call: a Result msg, a Problem's text, else the status. */
const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

/** The table keys its rows by id: a route's is its code. */
export async function listRoutes(query: TableQuery): Promise<TablePage<RouteRow>> {
  const page = listPage(await api.POST('/api/administration/glRoute/page', { body: query }));
  return { ...page, records: page.records.map((route: NetworkRoute) => ({ ...route, id: route.routeCode })) };
}

export async function updateRoute(routeCode: string, body: RouteChange): Promise<NetworkRoute> {
  const { data, error, response } = await api.PUT('/api/administration/glRoute/{routeCode}', {
    params: { path: { routeCode } },
    body,
  });
  if (data?.code !== 200 || !data.data) throw new TableCallError(reason(data, error, response));
  return data.data;
}

/** The management offices (管理处) as options. */
export async function managementOffices(): Promise<Option[]> {
  const page = listPage(
    await api.POST('/api/administration/glOrg/page', {
      body: { current: 1, size: 100, filters: [{ key: 'orgType', operator: 'in', value: 'office' }] },
    }),
  );
  return page.records.map((org: Schemas['Organisation']) => ({ label: org.orgName, value: org.id }));
}
