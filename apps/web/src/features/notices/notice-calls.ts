// 通知公告's calls, all through the contract's client: the administrators' list and moves
// (listNotices, saveNotice, publishNotice, withdrawNotice, deleteNotice) and the readers' bell
// (listMyNotices, readNotice). A refusal rejects with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import type { TablePage, TableQuery } from '../../ui/table';
// The two helpers straight from their modules: the table's index also exports ConfigTable, whose
// Semi Table, DatePicker and drag-and-drop would then load with the shell's notice bell.
import { listPage } from '../../ui/table/list-answer';
import { TableCallError } from '../../ui/table/table-texts';

export type Notice = Schemas['Notice'];
export type NoticeSave = Schemas['NoticeSave'];
export type NoticeView = Schemas['NoticeView'];
export type MyNotices = Schemas['MyNoticesResult']['data'];

/** The answer's envelope data, or the server's words for the failure. */
function dataOf<T>({
  data,
  error,
  response,
}: {
  data?: { code: number; data?: T };
  error?: unknown;
  response: Response;
}): T {
  if (data?.code !== 200 || data.data === undefined)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}

export const listNotices = async (query: TableQuery): Promise<TablePage<Notice>> =>
  listPage(await api.POST('/api/system/notice/page', { body: query }));

export const saveNotice = async (notice: NoticeSave): Promise<Notice> =>
  dataOf(await api.POST('/api/system/notice', { body: notice }));

export const publishNotice = async (id: string): Promise<Notice> =>
  dataOf(await api.POST('/api/system/notice/{id}/publish', { params: { path: { id } } }));

export const withdrawNotice = async (id: string): Promise<Notice> =>
  dataOf(await api.POST('/api/system/notice/{id}/withdraw', { params: { path: { id } } }));

export async function deleteNotice(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/system/notice/{id}', { params: { path: { id } } });
  if (data?.code !== 200)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
}

export const listMyNotices = async (): Promise<MyNotices> => dataOf(await api.GET('/api/system/notice/mine'));

export const readNotice = async (id: string): Promise<NoticeView> =>
  dataOf(await api.POST('/api/system/notice/{id}/read', { params: { path: { id } } }));
