import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contractErrors,
  type DomainTestApp,
  domainTestApp,
  expectButtonGuard,
  expectRefused,
  testUser,
} from '../config/domain-test-app';
import { MockStore } from '../store/mock-store';
import { noticesDomain } from './notices-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

// The seeded accounts: admin (1001, adminFlag '2') and inspector (1002, '0') of jtdemo; admin of jtqa (1101).
const ADMIN = { ...testUser(['admin'], 'admin'), userId: '1001' };
const INSPECTOR = { ...testUser(['inspector'], 'inspector'), userId: '1002' };
const QA_ADMIN = { ...testUser(['admin'], 'admin'), userId: '1101', tenantAccount: 'jtqa', tenantId: '1101' };

async function start(store?: MockStore) {
  t = await domainTestApp([noticesDomain], store);
  t.signIn(ADMIN);
}
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
const save = (payload: object) => call('POST', '/api/system/notice', payload);
const page = (payload: object = {}) =>
  call('POST', '/api/system/notice/page', { current: 1, size: 10, ...payload });
const mine = () => call('GET', '/api/system/notice/mine');
const CLOSURE = {
  title: 'G42 夜间封闭施工',
  content: '11月28日 22:00 起封闭上行。\n巡查绕行 S38。',
  level: 2,
};

describe('notices of the tenant (系统管理 › 通知公告)', () => {
  it('saves a draft, publishes it to every user of the tenant, who read it once per publication', async () => {
    await start();
    const saved = await save(CLOSURE);
    expect(saved.statusCode).toBe(200);
    expect(contractErrors('saveNotice', 200, saved.json())).toEqual([]);
    const draft = saved.json().data;
    expect(draft).toMatchObject({
      level: '2',
      levelName: '重要',
      status: '0',
      statusName: '草稿',
      createBy: 'admin',
      publishTime: null,
    });

    t.signIn(INSPECTOR);
    expect((await mine()).json().data).toEqual({ unread: 0, records: [] });
    t.signIn(ADMIN);
    const publishedAnswer = await call('POST', `/api/system/notice/${draft.id}/publish`);
    expect(contractErrors('publishNotice', 200, publishedAnswer.json())).toEqual([]);
    expect(publishedAnswer.json().data).toMatchObject({ status: '1', statusName: '已发布', readCount: 0 });

    t.signIn(INSPECTOR);
    const unread = (await mine()).json();
    expect(contractErrors('listMyNotices', 200, unread)).toEqual([]);
    expect(unread.data.unread).toBe(1);
    expect(unread.data.records[0]).toMatchObject({ id: draft.id, content: CLOSURE.content, read: false });
    const read = await call('POST', `/api/system/notice/${draft.id}/read`);
    expect(contractErrors('readNotice', 200, read.json())).toEqual([]);
    expect(read.json().data.read).toBe(true);
    expect((await mine()).json().data.unread).toBe(0);

    t.signIn(ADMIN);
    expect((await page()).json().data.records[0]).toMatchObject({ id: draft.id, readCount: 1 });
    // Withdrawn, changed and published again: unread again for everyone.
    await call('POST', `/api/system/notice/${draft.id}/withdraw`);
    t.signIn(INSPECTOR);
    expect((await mine()).json().data).toEqual({ unread: 0, records: [] });
    t.signIn(ADMIN);
    expect(
      (await save({ ...CLOSURE, id: draft.id, content: '改为 23:00 起封闭。' })).json().data.statusName,
    ).toBe('已撤回');
    await call('POST', `/api/system/notice/${draft.id}/publish`);
    t.signIn(INSPECTOR);
    expect((await mine()).json().data).toMatchObject({
      unread: 1,
      records: [{ content: '改为 23:00 起封闭。', read: false }],
    });
  });

  it('refuses what a notice on show or a clashing title cannot take, each in its words, changing nothing', async () => {
    await start();
    const first = (await save(CLOSURE)).json().data;
    await save({ ...CLOSURE, title: '第二条' });
    expectRefused(await save({ ...CLOSURE, title: ' G42 夜间封闭施工 ' }), 'saveNotice', '公告标题已存在');
    expectRefused(await save({ ...CLOSURE, title: '   ' }), 'saveNotice', '公告标题不能为空');
    expectRefused(await save({ ...CLOSURE, id: 'nope' }), 'saveNotice', '公告不存在或已删除');
    await call('POST', `/api/system/notice/${first.id}/publish`);
    expectRefused(
      await call('POST', `/api/system/notice/${first.id}/publish`),
      'publishNotice',
      '公告已发布',
    );
    expectRefused(
      await save({ ...CLOSURE, id: first.id, content: '改' }),
      'saveNotice',
      '已发布的公告请先撤回再修改',
    );
    expectRefused(
      await call('DELETE', `/api/system/notice/${first.id}`),
      'deleteNotice',
      '已发布的公告请先撤回再删除',
    );
    await call('POST', `/api/system/notice/${first.id}/withdraw`);
    expectRefused(
      await call('POST', `/api/system/notice/${first.id}/withdraw`),
      'withdrawNotice',
      '只有已发布的公告可以撤回',
    );
    expectRefused(
      await call('POST', `/api/system/notice/${first.id}/read`),
      'readNotice',
      '公告未发布或已撤回',
    );
    const deleted = await call('DELETE', `/api/system/notice/${first.id}`);
    expect(deleted.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await page()).json().data.records.map((n: { title: string }) => n.title)).toEqual(['第二条']);
    // The contract's own limits: a title over 50 characters, no content.
    expect((await save({ ...CLOSURE, title: '长'.repeat(51) })).statusCode).toBe(400);
    expect((await save({ title: 't', level: '1' })).statusCode).toBe(400);
  });

  it('lets only the tenant’s administrators write, and keeps tenants apart', async () => {
    await start();
    const notice = (await save(CLOSURE)).json().data;
    await call('POST', `/api/system/notice/${notice.id}/publish`);
    t.signIn(INSPECTOR);
    for (const response of [
      await save({ ...CLOSURE, title: '越权' }),
      await page(),
      await call('POST', `/api/system/notice/${notice.id}/withdraw`),
      await call('DELETE', `/api/system/notice/${notice.id}`),
    ])
      expect(response.statusCode).toBe(403);
    t.signIn(QA_ADMIN);
    expect((await page()).json().data.total).toBe(0);
    expect((await mine()).json().data.records).toEqual([]);
    expectRefused(
      await call('POST', `/api/system/notice/${notice.id}/withdraw`),
      'withdrawNotice',
      '公告不存在或已删除',
    );
  });

  it('writes only for the holders of notice:add, notice:edit, notice:publish (发布 and 撤回), notice:delete', async () => {
    await start();
    const path = ['900', '912'];
    const added = await expectButtonGuard(t, 'saveNotice', path, '9121', () => save(CLOSURE));
    const id = added.data.id as string;
    await expectButtonGuard(t, 'saveNotice', path, '9122', () => save({ ...CLOSURE, id, title: '改期' }));
    await expectButtonGuard(t, 'publishNotice', path, '9123', () =>
      call('POST', `/api/system/notice/${id}/publish`),
    );
    await expectButtonGuard(t, 'withdrawNotice', path, '9123', () =>
      call('POST', `/api/system/notice/${id}/withdraw`),
    );
    await expectButtonGuard(t, 'deleteNotice', path, '9124', () =>
      call('DELETE', `/api/system/notice/${id}`),
    );
    expect((await page()).json().data.total).toBe(0);
  });

  it('filters and sorts the list by its columns, and refuses one it does not have', async () => {
    await start();
    for (const title of ['甲', '乙', '丙'])
      await save({ ...CLOSURE, title, level: title === '乙' ? 1 : '2' });
    const important = (
      await page({
        filters: [{ key: 'levelName', operator: 'in', value: '重要' }],
        orders: [{ column: 'title', asc: true }],
      })
    ).json();
    expect(contractErrors('listNotices', 200, important)).toEqual([]);
    expect(important.data.records.map((n: { title: string }) => n.title)).toEqual(['丙', '甲']);
    const bad = await page({ filters: [{ key: 'secret', operator: 'like', value: 'x' }] });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the notices and the reads across a restart (DATA_DIR)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'notices-'));
    try {
      await start(await MockStore.open(dir));
      const notice = (await save(CLOSURE)).json().data;
      await call('POST', `/api/system/notice/${notice.id}/publish`);
      t.signIn(INSPECTOR);
      await call('POST', `/api/system/notice/${notice.id}/read`);
      await t.store.flush();
      await t.app.close();

      await start(await MockStore.open(dir));
      t.signIn(INSPECTOR);
      expect((await mine()).json().data).toMatchObject({
        unread: 0,
        records: [{ id: notice.id, read: true }],
      });
    } finally {
      await t.store.flush();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
