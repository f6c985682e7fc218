// /patrolImage's pure rules: the pictures patrols took are the pictures of the diseases they
// reported (source 巡查上报, with a picture), asked for through listDiseases with the gallery's
// filters (route, the days picked, disease type) written as seed 000 §9 writes filters.
import type { TableQuery } from '../../ui/table';

export const PATROL_SOURCE = '巡查上报';
export const GALLERY_PAGE_SIZE = 24;

export interface GalleryFilters {
  routeName?: string;
  diseaseTypeName?: string;
  /** The first and last day picked, yyyy-MM-dd. */
  days?: readonly [string, string];
}

export function galleryQuery(filters: GalleryFilters, current: number): TableQuery {
  const list: TableQuery['filters'] = [{ key: 'sourceName', operator: 'in', value: PATROL_SOURCE }];
  if (filters.routeName) list.push({ key: 'routeName', operator: 'in', value: filters.routeName });
  if (filters.diseaseTypeName)
    list.push({ key: 'diseaseTypeName', operator: 'in', value: filters.diseaseTypeName });
  if (filters.days) {
    list.push({ key: 'reportTime', operator: 'ge', value: `${filters.days[0]} 00:00:00` });
    list.push({ key: 'reportTime', operator: 'le', value: `${filters.days[1]} 23:59:59` });
  }
  return { current, size: GALLERY_PAGE_SIZE, filters: list, orders: [{ column: 'reportTime', asc: false }] };
}

/** A picture's caption: what, where and when. */
export function caption(row: {
  diseaseName: string;
  routeName: string;
  stakeNo: string;
  reportTime: string;
}): string {
  return `${row.diseaseName} · ${row.routeName} ${row.stakeNo} · ${row.reportTime}`;
}
