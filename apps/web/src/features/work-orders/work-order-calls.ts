// /workOrder's and /dispatch's calls, all through the contract's client: the list
// (listWorkOrders), its export (exportWorkOrders), one order with its history (getWorkOrder), the state machine's moves, the
// maintenance units a dispatch chooses from (listOrganisations) and the status dictionary.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import {
  listPage,
  saveExport,
  TableCallError,
  type TableExportRequest,
  type TablePage,
  type TableQuery,
} from '../../ui/table';
import type { PageAction } from './work-order-rules';

export type WorkOrder = Schemas['WorkOrder'];
/** The detail and the moves' answers: the order with its history and construction steps. */
export type WorkOrderDetail = Schemas['WorkOrderDetail'];
export type Organisation = Schemas['Organisation'];
export type DispatchRequest = Schemas['DispatchRequest'];
export type AcceptanceRequest = Schemas['AcceptanceRequest'];
export type RemarkRequest = Schemas['RemarkRequest'];

/** The server's words for a failed call: a Result msg (a refused move), a Problem's text, else the status. */
const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

export const listWorkOrders = async (query: TableQuery): Promise<TablePage<WorkOrder>> =>
  listPage(await api.POST('/api/administration/glWorkOrder/page', { body: query }));

/** The file the export is saved as (the page's title). */
export const EXPORT_FILE_NAME = '工单管理.xlsx';

/** Downloads the filtered (or ticked) orders as 工单管理.xlsx; only HTTP 200 counts. */
export async function exportWorkOrders(request: TableExportRequest): Promise<void> {
  saveExport(
    await api.POST('/api/administration/glWorkOrder/export', { body: request, parseAs: 'blob' }),
    EXPORT_FILE_NAME,
  );
}

export async function getWorkOrder(id: string): Promise<WorkOrderDetail> {
  const { data, error, response } = await api.GET('/api/administration/glWorkOrder/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export type MoveBody = {
  dispatch: DispatchRequest;
  startRepair: RemarkRequest;
  submit: RemarkRequest;
  accept: AcceptanceRequest;
  reject: AcceptanceRequest;
};

/** One move of the state machine: the order after it, or the gateway's refusal in its own words. */
export async function moveWorkOrder<A extends PageAction>(
  action: A,
  id: string,
  body: MoveBody[A],
): Promise<WorkOrderDetail> {
  const params = { path: { id } };
  const call = () => {
    switch (action) {
      case 'dispatch':
        return api.POST('/api/administration/glWorkOrder/{id}/dispatch', {
          params,
          body: body as DispatchRequest,
        });
      case 'startRepair':
        return api.POST('/api/administration/glWorkOrder/{id}/startRepair', { params, body });
      case 'submit':
        return api.POST('/api/administration/glWorkOrder/{id}/submit', { params, body });
      case 'accept':
        return api.POST('/api/administration/glWorkOrder/{id}/accept', { params, body });
      default:
        return api.POST('/api/administration/glWorkOrder/{id}/reject', { params, body });
    }
  };
  const { data, error, response } = await call();
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

/** The maintenance units a dispatch chooses from (orgType maintenance). */
export async function maintenanceUnits(): Promise<Organisation[]> {
  const { data, error, response } = await api.POST('/api/administration/glOrg/page', {
    body: { current: 1, size: 100, filters: [{ key: 'orgType', operator: 'in', value: 'maintenance' }] },
  });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
  return data.data.records;
}
