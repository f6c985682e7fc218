// /roadProperty's calls through the contract's client: the summary per route and its export
// (the side sheet's assets are /assets' own list call).
import { api } from '../../lib/api/client';
import {
  listPage,
  saveExport,
  type TableExportRequest,
  type TablePage,
  type TableQuery,
} from '../../ui/table';
import { ROAD_PROPERTY_FILE, type RoadProperty } from './road-property-rules';

export const listRoadProperties = async (query: TableQuery): Promise<TablePage<RoadProperty>> =>
  listPage(await api.POST('/api/administration/glRoadProperty/page', { body: query }));

export async function exportRoadProperties(request: TableExportRequest): Promise<void> {
  saveExport(
    await api.POST('/api/administration/glRoadProperty/export', { body: request, parseAs: 'blob' }),
    ROAD_PROPERTY_FILE,
  );
}
