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
  SEEDED_ADMIN,
  SEEDED_INSPECTOR,
} from '../config/domain-test-app';
import { MockStore } from '../store/mock-store';
import { formsDomain } from './forms-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

async function start(store?: MockStore) {
  t = await domainTestApp([formsDomain], store);
  t.signIn(SEEDED_ADMIN);
}
const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
const save = (payload: object) => call('POST', '/api/system/form', payload);
const page = (payload: object = {}) =>
  call('POST', '/api/system/form/page', { current: 1, size: 10, ...payload });
const INSPECTION = {
  formName: '桥梁巡检表',
  formCode: 'bridge_check',
  fields: [
    {
      label: '桥梁名称',
      key: 'bridgeName',
      type: 'input',
      required: true,
      minLength: 2,
      maxLength: 30,
      min: 1,
    },
    { label: '病害类型', key: 'diseaseType', type: 'select', required: true, dicCode: 'disease_type' },
    { label: '检查日期', key: 'checkDate', type: 'date', required: true, dicCode: 'disease_type' },
    { label: '裂缝宽度(mm)', key: 'crackWidth', type: 'number', required: false, min: 0, max: 10 },
  ],
};

describe('form definitions (系统配置 › 表单管理)', () => {
  it('lists the seeded forms, saves a new one (each field keeping only its type’s settings), changes and deletes it', async () => {
    await start();
    const seeded = await page();
    expect(contractErrors('listForms', 200, seeded.json())).toEqual([]);
    expect(seeded.json().data.records.map((f: { formCode: string }) => f.formCode)).toEqual([
      'patrol_log',
      'disease_review',
    ]);

    const saved = await save(INSPECTION);
    expect(contractErrors('saveForm', 200, saved.json())).toEqual([]);
    const form = saved.json().data;
    expect(form).toMatchObject({ id: '3', formName: '桥梁巡检表', fieldCount: 4, createBy: 'admin' });
    expect(form.fields[0]).toEqual({
      label: '桥梁名称',
      key: 'bridgeName',
      type: 'input',
      required: true,
      dicCode: null,
      minLength: 2,
      maxLength: 30,
      min: null,
      max: null,
    });
    expect(form.fields[2].dicCode).toBeNull();
    const found = await page({ filters: [{ key: 'formName', operator: 'like', value: '*桥梁*' }] });
    expect(found.json().data.records.map((f: { id: string }) => f.id)).toEqual(['3']);

    const changed = await save({
      ...INSPECTION,
      id: form.id,
      formName: '桥梁经常检查记录表',
      fields: INSPECTION.fields.slice(0, 2),
    });
    expect(changed.json().data).toMatchObject({ id: '3', formName: '桥梁经常检查记录表', fieldCount: 2 });
    const deleted = await call('DELETE', '/api/system/form/3');
    expect(contractErrors('deleteForm', 200, deleted.json())).toEqual([]);
    expect((await page()).json().data.total).toBe(2);
    expectRefused(await call('DELETE', '/api/system/form/3'), 'deleteForm', '表单不存在或已删除');
  });

  it('refuses a taken code, no fields, repeated keys, a select without a known dictionary, reversed limits', async () => {
    await start();
    const refused = async (change: object, reason: string) =>
      expectRefused(await save({ ...INSPECTION, ...change }), 'saveForm', reason);
    await refused({ formCode: 'PATROL_LOG' }, '表单编码已存在');
    await refused({ formName: '  ' }, '表单名称不能为空');
    await refused({ fields: [] }, '表单至少需要一个字段');
    await refused(
      { fields: [INSPECTION.fields[0], { ...INSPECTION.fields[1], key: 'bridgeName' }] },
      '字段标识 bridgeName 重复',
    );
    await refused({ fields: [{ ...INSPECTION.fields[0], label: ' ' }] }, '第 1 个字段的名称不能为空');
    await refused({ fields: [{ ...INSPECTION.fields[1], dicCode: null }] }, '字段「病害类型」需要选择字典');
    await refused(
      { fields: [{ ...INSPECTION.fields[1], dicCode: 'no_such' }] },
      '字段「病害类型」的字典 no_such 不存在',
    );
    await refused(
      { fields: [{ ...INSPECTION.fields[0], minLength: 40 }] },
      '字段「桥梁名称」的最小长度不能大于最大长度',
    );
    await refused(
      { fields: [{ ...INSPECTION.fields[3], min: 20 }] },
      '字段「裂缝宽度(mm)」的最小值不能大于最大值',
    );
    await refused({ id: '99' }, '表单不存在或已删除');
    // Keeping its own code is fine.
    expect((await save({ ...INSPECTION, id: '2', formCode: 'patrol_log' })).statusCode).toBe(200);
    const invalid = await save({
      ...INSPECTION,
      formCode: '1code',
      fields: [{ label: 'x', key: 'a b', type: 'radio', required: true }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(contractErrors('saveForm', 400, invalid.json())).toEqual([]);
    expect((await page()).json().data.total).toBe(2);
  });

  it('is administrators’ work', async () => {
    await start();
    t.signIn(SEEDED_INSPECTOR);
    expect((await page()).statusCode).toBe(403);
    expect((await save(INSPECTION)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/system/form/1')).statusCode).toBe(403);
    t.signIn(null);
    expect((await page()).statusCode).toBe(401);
  });

  it('adds (and copies), designs and deletes only for the holders of form:add, form:edit, form:delete', async () => {
    await start();
    const path = ['800', '805'];
    const added = await expectButtonGuard(t, 'saveForm', path, '8051', () => save(INSPECTION));
    const id = added.data.id as string;
    await expectButtonGuard(t, 'saveForm', path, '8052', () =>
      save({ ...INSPECTION, id, formName: '桥梁巡检表（新）' }),
    );
    await expectButtonGuard(t, 'deleteForm', path, '8053', () => call('DELETE', `/api/system/form/${id}`));
    expect((await page()).json().data.records.map((form: { id: string }) => form.id)).not.toContain(id);
  });

  it('keeps the forms across a restart (DATA_DIR)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'forms-'));
    try {
      await start(await MockStore.open(dir));
      const form = (await save(INSPECTION)).json().data;
      await t.store.flush();
      await t.app.close();
      await start(await MockStore.open(dir));
      expect((await page()).json().data.records[0]).toEqual(form);
    } finally {
      await t.store.flush();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
