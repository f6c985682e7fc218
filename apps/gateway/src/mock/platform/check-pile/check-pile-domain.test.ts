import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { roadNetwork } from '@jt/mocks/world/road-network';
import { parseStake } from '@jt/mocks/world/stake';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_INSPECTOR, testUser } from '../../config/domain-test-app';
import { roadsDomain } from '../roads/roads-domain';
import { diskWorldApp, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { checkPileDomain } from './check-pile-domain';

const BASE = '/api/administration/glCheckPile';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp([roadsDomain, checkPileDomain]);
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(() => {
  t.store.reset();
  t.signIn(testUser(['admin']));
});

const list = (query: object = {}) => t.call('POST', `${BASE}/page`, { current: 1, size: 100, ...query });
const mismatches = async (query: object = {}) => (await list(query)).body.data.records as Row[];
const correct = (ids: string[]) => t.call('POST', `${BASE}/correct`, { ids });
const asset = async (id: string) =>
  (await t.call('GET', `/api/administration/glAsset/${id}`)).body.data as Row;

describe('the assets whose stake does not match their coordinates (listStakeMismatches)', () => {
  it('finds the world’s mis-staked bridge of every route, farthest first, with both stakes and the distance', async () => {
    const { body } = await list();
    expect(t.errors('listStakeMismatches', body)).toEqual([]);
    const rows = body.data.records as Row[];
    expect(rows.map((r) => r.routeCode).sort()).toEqual(
      roadNetwork()
        .lines.map((l) => l.routeCode)
        .sort(),
    );
    for (const row of rows) {
      expect(row.assetTypeName).toBe('桥梁');
      expect(row.distanceM).toBe(Math.abs((row.measuredStakeM as number) - (row.stakeM as number)));
      expect(row.distanceM).toBeGreaterThanOrEqual(150 - 25);
      expect(parseStake(row.measuredStakeNo as string)).toBe(row.measuredStakeM);
      // The measured stake is where the coordinates are: the route's point there is the asset's.
      const line = roadNetwork().line(row.routeCode as string);
      expect(line?.nearestStake([row.lon as number, row.lat as number]).distanceM).toBeLessThan(30);
    }
    const distances = rows.map((r) => r.distanceM as number);
    expect(distances).toEqual([...distances].sort((a, b) => b - a));
  });

  it('filters by route and minimum distance as the page sends them, and refuses an unknown column', async () => {
    const g42 = await mismatches({ filters: [{ key: 'routeName', operator: 'in', value: 'G42 沪蓉高速' }] });
    expect(g42.length).toBe(1);
    expect(g42[0]?.routeCode).toBe('G42');
    const all = await mismatches();
    const cut = (all[1]?.distanceM as number) ?? 0;
    const far = await mismatches({ filters: [{ key: 'distanceM', operator: 'ge', value: String(cut) }] });
    expect(far.map((r) => r.id)).toEqual(all.filter((r) => (r.distanceM as number) >= cut).map((r) => r.id));
    expect(far.length).toBeLessThan(all.length);
    expect((await list({ filters: [{ key: 'secret', operator: 'like', value: '*x*' }] })).status).toBe(400);
  });
});

describe('a stake corrected (correctStakes)', () => {
  it('moves one asset’s recorded stake (and end) to the measured one; /assets and the list show it', async () => {
    const [first] = await mismatches();
    const id = first?.id as string;
    const before = await asset(id);
    const answer = await correct([id]);
    expect(t.errors('correctStakes', answer.body)).toEqual([]);
    expect(answer.body.data.corrected).toEqual([
      { id, assetCode: first?.assetCode, fromStakeNo: first?.stakeNo, toStakeNo: first?.measuredStakeNo },
    ]);
    const after = await asset(id);
    expect(after).toMatchObject({ stakeNo: first?.measuredStakeNo, lon: before.lon, lat: before.lat });
    const shift = (first?.measuredStakeM as number) - (first?.stakeM as number);
    expect(parseStake(after.endStakeNo as string)).toBe(
      (parseStake(before.endStakeNo as string) ?? 0) + shift,
    );
    expect((await mismatches()).map((r) => r.id)).not.toContain(id);
    const listed = (
      await t.call('POST', '/api/administration/glAsset/page', {
        current: 1,
        size: 1,
        filters: [{ key: 'id', operator: 'in', value: id }],
      })
    ).body.data.records[0] as Row;
    expect(listed.stakeNo).toBe(first?.measuredStakeNo);
    expect((await correct([id])).body).toEqual({
      code: 400,
      msg: `资产${first?.assetCode}的桩号与坐标相符，无需校正`,
      data: null,
    });
  });

  it('corrects several at once, or none when one of them cannot be', async () => {
    const all = await mismatches();
    const ids = all.map((r) => r.id as string);
    const sound = (await t.call('POST', '/api/administration/glAsset/page', { current: 1, size: 1 })).body
      .data.records[0] as Row;
    const refused = await correct([...ids, sound.id as string]);
    expect(refused.body).toEqual({
      code: 400,
      msg: `资产${sound.assetCode}的桩号与坐标相符，无需校正`,
      data: null,
    });
    expect((await correct([ids[0] as string, '404404'])).body).toEqual({
      code: 400,
      msg: '路产「404404」不存在或已删除',
      data: null,
    });
    expect(await mismatches()).toEqual(all);
    const batch = await correct(ids);
    expect(t.errors('correctStakes', batch.body)).toEqual([]);
    expect(batch.body.data.corrected.map((c: Row) => c.id)).toEqual(ids);
    expect(await mismatches()).toEqual([]);
    // The contract refuses an empty or repeated list before the books see it.
    expect((await correct([])).status).toBe(400);
    expect((await correct([ids[0] as string, ids[0] as string])).status).toBe(400);
  });

  it('answers 403 to a user without checkPile:correct and 401 without a session, changing nothing', async () => {
    const [first] = await mismatches();
    t.signIn(SEEDED_INSPECTOR);
    const answer = await correct([first?.id as string]);
    expect(answer.status).toBe(403);
    expect(t.errors('correctStakes', answer.body, 403)).toEqual([]);
    t.signIn(null);
    expect((await correct([first?.id as string])).status).toBe(401);
    t.signIn(testUser(['admin']));
    expect((await mismatches())[0]).toEqual(first);
  });
});

it('keeps a corrected stake over a restart (DATA_DIR)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'check-pile-'));
  const open = () => diskWorldApp(dir, [roadsDomain, checkPileDomain]);
  const ids = async (app: Awaited<ReturnType<typeof open>>['app']) =>
    (await app.inject({ method: 'POST', url: `${BASE}/page`, payload: { current: 1, size: 100 } }))
      .json()
      .data.records.map((r: Row) => r.id);
  try {
    const first = await open();
    const [id] = await ids(first.app);
    await first.app.inject({ method: 'POST', url: `${BASE}/correct`, payload: { ids: [id] } });
    await first.store.sync();
    await first.app.close();
    await first.store.close();
    const second = await open();
    const after = await ids(second.app);
    expect(after).not.toContain(id);
    expect(after.length).toBeGreaterThan(0);
    await second.app.close();
    await second.store.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
