// /devices' calls, through the contract's client: the list (listDevices) and a record corrected
// (updateDevice); a refusal throws the gateway's own words.
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';
import type { Device, DeviceChange } from './device-rules';

export const listDevices = async (query: TableQuery): Promise<TablePage<Device>> =>
  listPage(await api.POST('/api/administration/glDevice/page', { body: query }));

export async function updateDevice(id: string, body: DeviceChange): Promise<Device> {
  const { data, error, response } = await api.PUT('/api/administration/glDevice/{id}', {
    params: { path: { id } },
    body,
  });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}
