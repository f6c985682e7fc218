import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contractErrors,
  type DomainTestApp,
  domainTestApp,
  expectButtonGuard,
  SEEDED_ADMIN,
  SEEDED_INSPECTOR,
} from '../config/domain-test-app';
import { MockStore } from '../store/mock-store';
import { holidaysDomain } from './holidays-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

async function start(store?: MockStore) {
  t = await domainTestApp([holidaysDomain], store);
  t.signIn(SEEDED_ADMIN);
}
const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: response.json() };
};
const year = (y: number, filters: object[] = []) =>
  call('POST', '/api/system/holiday/page', {
    current: 1,
    size: 1000,
    filters: [
      { key: 'date', operator: 'ge', value: `${y}-01-01` },
      { key: 'date', operator: 'le', value: `${y}-12-31` },
      ...filters,
    ],
  });
type Day = { date: string; name: string; typeName: string; weekday: string };

describe('the holiday calendar (listHolidays)', () => {
  it('holds 2026 as announced: the days off and the weekend days worked', async () => {
    await start();
    const { body } = await year(2026);
    expect(contractErrors('listHolidays', 200, body)).toEqual([]);
    const days = body.data.records as Day[];
    const off = days.filter((d) => d.typeName === '节假日');
    const worked = days.filter((d) => d.typeName === '调休工作日');
    expect(off).toHaveLength(3 + 9 + 3 + 5 + 3 + 3 + 7);
    expect(off.filter((d) => d.name === '春节').map((d) => d.date)).toEqual([
      '2026-02-15',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-21',
      '2026-02-22',
      '2026-02-23',
    ]);
    expect(worked.map((d) => `${d.date} ${d.weekday}`)).toEqual([
      '2026-01-04 周日',
      '2026-02-14 周六',
      '2026-02-28 周六',
      '2026-05-09 周六',
      '2026-09-20 周日',
      '2026-10-10 周六',
    ]);
  });

  it('holds the statutory days of 2027 and filters by name and type', async () => {
    await start();
    const spring = (await year(2027, [{ key: 'name', operator: 'like', value: '*春节*' }])).body.data
      .records as Day[];
    expect(spring.map((d) => d.date)).toEqual(['2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08']);
    const worked = await year(2027, [{ key: 'typeName', operator: 'in', value: '调休工作日' }]);
    expect(worked.body.data.total).toBe(0);
    expect((await year(2027, [{ key: 'colour', operator: 'in', value: 'x' }])).status).toBe(400);
  });

  it('is administration: an inspector is refused with 403', async () => {
    await start();
    t.signIn(SEEDED_INSPECTOR);
    expect((await year(2026)).status).toBe(403);
    expect(
      (await call('POST', '/api/system/holiday', { date: '2027-02-20', name: '春节调休', type: '2' })).status,
    ).toBe(403);
  });
});

describe('the buttons of 节假日参数 (holiday:add, holiday:edit, holiday:delete)', () => {
  it('adds, changes and removes a day only for their holders', async () => {
    await start();
    const path = ['800', '803'];
    const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
    await expectButtonGuard(t, 'createHoliday', path, '8031', () =>
      inject('POST', '/api/system/holiday', { date: '2027-02-20', name: '春节调休', type: '2' }),
    );
    await expectButtonGuard(t, 'updateHoliday', path, '8032', () =>
      inject('PUT', '/api/system/holiday/2027-02-20', { name: '春节前调休', type: '2' }),
    );
    await expectButtonGuard(t, 'deleteHoliday', path, '8033', () =>
      inject('DELETE', '/api/system/holiday/2027-02-20'),
    );
  });
});

describe('adding, changing and removing a day', () => {
  it('adds a day, refuses a date already set and a date that does not exist, saving nothing', async () => {
    await start();
    const added = await call('POST', '/api/system/holiday', {
      date: '2027-02-20',
      name: ' 春节调休 ',
      type: '2',
    });
    expect(contractErrors('createHoliday', 200, added.body)).toEqual([]);
    expect(added.body.data).toMatchObject({
      date: '2027-02-20',
      weekday: '周六',
      name: '春节调休',
      typeName: '调休工作日',
      updateBy: 'admin',
    });
    const twice = await call('POST', '/api/system/holiday', { date: '2027-02-20', name: '别的', type: '1' });
    expect(twice.body).toEqual({ code: 400, msg: '2027-02-20 已设置为调休工作日（春节调休）', data: null });
    const seeded = await call('POST', '/api/system/holiday', { date: '2026-10-01', name: '国庆', type: '1' });
    expect(seeded.body.msg).toBe('2026-10-01 已设置为节假日（国庆节）');
    expect(
      (await call('POST', '/api/system/holiday', { date: '2027-02-30', name: '无', type: '1' })).body.msg,
    ).toBe('日期格式应为 yyyy-MM-dd 且为有效日期');
    expect(
      (await call('POST', '/api/system/holiday', { date: '2027-3-1', name: '无', type: '1' })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/system/holiday', { date: '2027-03-01', name: '  ', type: '1' })).body.msg,
    ).toBe('名称不能为空，最多 20 个字');
    expect(
      (await year(2027, [{ key: 'date', operator: 'ge', value: '2027-02-20' }])).body.data.records,
    ).toHaveLength(1 + 1 + 2 + 1 + 1 + 3);
  });

  it('changes a day’s name and type, removes it, and answers 404 for a day not in the calendar', async () => {
    await start();
    const changed = await call('PUT', '/api/system/holiday/2027-01-01', { name: '元旦节', type: '1' });
    expect(changed.body.data).toMatchObject({ name: '元旦节', updateBy: 'admin' });
    expect(contractErrors('updateHoliday', 200, changed.body)).toEqual([]);
    const removed = await call('DELETE', '/api/system/holiday/2027-01-01');
    expect(removed.body.data.date).toBe('2027-01-01');
    expect((await year(2027, [{ key: 'name', operator: 'like', value: '*元旦*' }])).body.data.total).toBe(0);
    expect((await call('DELETE', '/api/system/holiday/2027-01-01')).body).toEqual({
      code: 404,
      msg: '2027-01-01 不在节假日日历中',
      data: null,
    });
    expect((await call('PUT', '/api/system/holiday/2027-03-02', { name: 'x', type: '1' })).body.code).toBe(
      404,
    );
  });

  it('keeps the changes across a restart (DATA_DIR)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'holidays-'));
    try {
      const first = await MockStore.open(dir);
      await start(first);
      await call('POST', '/api/system/holiday', { date: '2027-02-20', name: '春节调休', type: '2' });
      await call('DELETE', '/api/system/holiday/2026-01-04');
      await first.sync();
      await t.app.close();
      await first.close();
      const second = await MockStore.open(dir);
      await start(second);
      const days = (await year(2027)).body.data.records as Day[];
      expect(days.find((d) => d.date === '2027-02-20')?.name).toBe('春节调休');
      expect(((await year(2026)).body.data.records as Day[]).some((d) => d.date === '2026-01-04')).toBe(
        false,
      );
      await t.app.close();
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
