// 节假日参数's calls, all through the contract's client: one year of the calendar (listHolidays
// with the date range), and adding, changing and removing a day. A refusal rejects with the
// gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { TableCallError } from '../../ui/table';

export type Holiday = Schemas['Holiday'];
export type HolidayType = Schemas['HolidayType'];

type Answer<T> = {
  data?: { code: number; msg: string; data?: T | null };
  error?: unknown;
  response: Response;
};

function dataOf<T>({ data, error, response }: Answer<T>): T {
  if (data?.code !== 200 || data.data === undefined || data.data === null)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}

/** Every day of the calendar in `year`, in date order. */
export async function holidaysOf(year: number): Promise<Holiday[]> {
  const page = dataOf(
    await api.POST('/api/system/holiday/page', {
      body: {
        current: 1,
        size: 1000,
        filters: [
          { key: 'date', operator: 'ge', value: `${year}-01-01` },
          { key: 'date', operator: 'le', value: `${year}-12-31` },
        ],
      },
    }),
  );
  return page.records;
}

export const createHoliday = async (date: string, name: string, type: HolidayType): Promise<Holiday> =>
  dataOf(await api.POST('/api/system/holiday', { body: { date, name, type } }));

export const updateHoliday = async (date: string, name: string, type: HolidayType): Promise<Holiday> =>
  dataOf(await api.PUT('/api/system/holiday/{date}', { params: { path: { date } }, body: { name, type } }));

export const deleteHoliday = async (date: string): Promise<Holiday> =>
  dataOf(await api.DELETE('/api/system/holiday/{date}', { params: { path: { date } } }));
