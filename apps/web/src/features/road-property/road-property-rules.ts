// What /roadProperty asks of its table, apart from React: the configured route, the export's
// button and file name, and the side sheet's asset list narrowed to the route opened.
import type { Schemas } from '@jt/api-contract';
import type { TableQuery } from '../../ui/table';

export type RoadProperty = Schemas['RoadProperty'];

/** The page's route, whose table configuration gives the columns (seed 000 §2). */
export const ROAD_PROPERTY_ROUTE = '/roadProperty';

/** The button code of 路产信息's 导出 in the menu tree (seed 000 §6). */
export const ROAD_PROPERTY_EXPORT = 'roadProperty:export';

export const ROAD_PROPERTY_FILE = '路产信息.xlsx';

/** The asset list's query, kept to one route whatever the sheet's own filters say. */
export function routeAssetsQuery(query: TableQuery, routeCode: string): TableQuery {
  return {
    ...query,
    filters: [
      ...(query.filters ?? []).filter((filter) => filter.key !== 'routeCode'),
      { key: 'routeCode', operator: 'in', value: routeCode },
    ],
  };
}
