// Record ids as the platform's backend makes them: MyBatis-Plus IdWorker snowflakes (64-bit, as
// 19-digit strings — too large for a JavaScript number), derived from the record's creation time,
// a worker number per kind of record and a sequence, so a generated record keeps its id on every
// start. Record codes are '<prefix><yyyyMMdd><seq>' (BH… disease, GD… work order, XC… patrol, SJ… traffic event).

import { compactDay } from './time';

/** MyBatis-Plus IdWorker's epoch (2010-11-04T01:42:54.657Z). */
const ID_EPOCH = 1288834974657n;

/** Which generator made an id (the snowflake's 10-bit worker part). */
export const ID_WORKER = {
  patrol: 1,
  disease: 2,
  workOrder: 3,
  asset: 4,
  device: 5,
  event: 6,
  /** Records created through the platform's calls (never collide with generated ones). */
  created: 31,
} as const;

export function snowflakeId(ms: number, worker: number, sequence: number): string {
  const id =
    ((BigInt(Math.floor(ms)) - ID_EPOCH) << 22n) | (BigInt(worker & 0x3ff) << 12n) | BigInt(sequence & 0xfff);
  return id.toString();
}

/** The creation time a snowflake id carries (ms). */
export function snowflakeTime(id: string): number | null {
  if (!/^\d{15,20}$/.test(id)) return null;
  return Number((BigInt(id) >> 22n) + ID_EPOCH);
}

export function recordCode(prefix: 'BH' | 'GD' | 'XC' | 'SJ', dayMs: number, sequence: number): string {
  return `${prefix}${compactDay(dayMs)}${String(sequence).padStart(3, '0')}`;
}
