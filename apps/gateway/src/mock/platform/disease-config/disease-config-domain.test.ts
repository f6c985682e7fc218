import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LabelMappings } from '../../assistant/label-mappings';
import { recognise } from '../../assistant/recognition';
import { configDomain } from '../../config/config-domain';
import { expectButtonGuard, SEEDED_ADMIN, SEEDED_INSPECTOR } from '../../config/domain-test-app';
import { MockStore } from '../../store/mock-store';
import { createWorld } from '../../world/world';
import { diseasesDomain } from '../diseases/diseases-domain';
import { MORNING, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { diseaseConfigDomain } from './disease-config-domain';

const TYPES = '/api/administration/glDiseaseType';
const MAPPINGS = '/api/administration/glDiseaseMapping';
const MANHOLE = {
  code: 'JG01',
  typeName: '井盖破损',
  category: '其他类',
  unit: '㎡',
  levels: [2, 3],
  repairDays: 2,
};
const POTHOLE_ENTRY = {
  diseaseType: '2',
  diseaseLevel: 2,
  routeCode: 'G42',
  stakeNo: 'K260+500',
  direction: '1',
  diseaseArea: 0.5,
};

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp([configDomain, diseasesDomain, diseaseConfigDomain]);
  t.signIn(SEEDED_ADMIN);
});
afterAll(async () => {
  await t.app.close();
});

const types = (query: object = {}) => t.call('POST', `${TYPES}/page`, { current: 1, size: 50, ...query });
const mappings = (query: object = {}) =>
  t.call('POST', `${MAPPINGS}/page`, { current: 1, size: 50, ...query });
const dictionary = async () =>
  (await t.call('POST', '/api/component/dic/listDicInfo', { dicCodeList: ['disease_type'] })).body
    .data as Row[];
const label = (text: string) => `${MAPPINGS}/${encodeURIComponent(text)}`;

describe('the disease types (listDiseaseTypes)', () => {
  it('lists the installed types in code order with their class, unit, levels and how many diseases use them', async () => {
    const { status, body } = await types();
    expect(status).toBe(200);
    expect(t.errors('listDiseaseTypes', body)).toEqual([]);
    const rows = body.data.records as Row[];
    expect(rows.map((r) => r.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(rows[1]).toMatchObject({
      typeName: '坑槽',
      category: '松散类',
      unit: '㎡',
      levelNames: '轻微、一般、严重',
      repairDays: 3,
      statusName: '启用',
    });
    const potholes = t.world.diseases.rows().filter((d) => d.diseaseType === '2').length;
    expect(potholes).toBeGreaterThan(0);
    expect(rows[1]?.diseaseCount).toBe(potholes);
  });

  it('filters with the table operators and refuses a column it does not have', async () => {
    const { body } = await types({
      filters: [
        { key: 'category', operator: 'in', value: '裂缝类,变形类' },
        { key: 'typeName', operator: 'like', value: '*裂*' },
      ],
    });
    expect((body.data.records as Row[]).map((r) => r.typeName)).toEqual(['裂缝', '龟裂']);
    const bad = await types({ filters: [{ key: 'colour', operator: 'like', value: '*x*' }] });
    expect(bad.status).toBe(400);
  });

  it('is administration: an inspector is refused with 403', async () => {
    t.signIn(SEEDED_INSPECTOR);
    try {
      expect((await types()).status).toBe(403);
      expect((await t.call('POST', TYPES, MANHOLE)).status).toBe(403);
      expect((await mappings()).status).toBe(403);
    } finally {
      t.signIn(SEEDED_ADMIN);
    }
  });
});

describe('creating, changing, disabling and deleting a type', () => {
  it('refuses a duplicate code or name and a bad entry, saving nothing', async () => {
    const dup = await t.call('POST', TYPES, { ...MANHOLE, code: '2' });
    expect(dup.body).toEqual({ code: 400, msg: '病害类型编码「2」已存在（坑槽）', data: null });
    expect(t.errors('createDiseaseType', dup.body)).toEqual([]);
    const dupName = await t.call('POST', TYPES, { ...MANHOLE, typeName: '坑槽' });
    expect(dupName.body.msg).toBe('病害类型名称「坑槽」已存在（编码 2）');
    const badCode = await t.call('POST', TYPES, { ...MANHOLE, code: '井盖' });
    expect(badCode.status).toBe(400); // the contract's pattern
    const blank = await t.call('POST', TYPES, { ...MANHOLE, typeName: '  ' });
    expect(blank.body.msg).toBe('病害类型名称不能为空，最多 20 个字');
    const days = await t.call('POST', TYPES, { ...MANHOLE, repairDays: 0 });
    expect(days.status).toBe(400);
    expect((await types()).body.data.total).toBe(10);
  });

  it('creates a type the disease_type dictionary offers at once and a disease can be recorded with', async () => {
    const created = await t.call('POST', TYPES, MANHOLE);
    expect(created.body.code).toBe(200);
    expect(t.errors('createDiseaseType', created.body)).toEqual([]);
    expect(created.body.data).toMatchObject({
      code: 'JG01',
      names: ['井盖破损'],
      levelNames: '一般、严重',
      enabled: true,
      diseaseCount: 0,
    });
    expect(await dictionary()).toContainEqual({ key: 'disease_type', value: 'JG01', label: '井盖破损' });
    const slight = await t.call('POST', '/api/administration/glDisease', {
      ...POTHOLE_ENTRY,
      diseaseType: 'JG01',
      diseaseLevel: 1,
    });
    expect(slight.body.msg).toBe('井盖破损没有「轻微」等级（可选：一般、严重）');
    const disease = await t.call('POST', '/api/administration/glDisease', {
      ...POTHOLE_ENTRY,
      diseaseType: 'JG01',
    });
    expect(disease.body.data).toMatchObject({
      diseaseTypeName: '井盖破损',
      diseaseName: '井盖破损',
      areaUnit: '㎡',
    });
    const listed = (await types({ filters: [{ key: 'code', operator: 'in', value: 'JG01' }] })).body.data
      .records;
    expect(listed[0].diseaseCount).toBe(1);
    // Used: deleting is refused, disabling is the way.
    const refused = await t.call('DELETE', `${TYPES}/JG01`);
    expect(refused.body).toEqual({
      code: 400,
      msg: '病害类型「井盖破损」已有 1 条病害使用，不能删除，可停用',
      data: null,
    });
    const id = disease.body.data.id;
    expect((await t.call('DELETE', `/api/administration/glDisease/${id}`)).body.code).toBe(200);
    const deleted = await t.call('DELETE', `${TYPES}/JG01`);
    expect(deleted.body.code).toBe(200);
    expect(t.errors('deleteDiseaseType', deleted.body)).toEqual([]);
    expect((await dictionary()).some((e) => e.value === 'JG01')).toBe(false);
    expect((await t.call('DELETE', `${TYPES}/JG01`)).body).toEqual({
      code: 404,
      msg: '病害类型不存在或已删除',
      data: null,
    });
  });

  it('disables a type: no longer offered nor accepted for a new disease; old diseases keep it', async () => {
    const old = t.world.diseases
      .rows()
      .find((d) => d.diseaseType === '7' && (d.processStatus === 0 || d.processStatus === 1));
    expect(old).toBeDefined();
    const off = await t.call('POST', `${TYPES}/7/status`, { enabled: false });
    expect(off.body.data).toMatchObject({ enabled: false, statusName: '停用' });
    expect(t.errors('setDiseaseTypeStatus', off.body)).toEqual([]);
    expect((await dictionary()).map((e) => e.label)).not.toContain('拥包');
    const refused = await t.call('POST', '/api/administration/glDisease', {
      ...POTHOLE_ENTRY,
      diseaseType: '7',
    });
    expect(refused.body).toEqual({ code: 400, msg: '病害类型「拥包」已停用，不能选用', data: null });
    // An old disease of the type keeps it, and may still be edited.
    const kept = await t.call('PUT', `/api/administration/glDisease/${old?.id}`, { remark: '复查' });
    expect(kept.body.data).toMatchObject({ diseaseType: '7', diseaseTypeName: '拥包', remark: '复查' });
    const on = await t.call('POST', `${TYPES}/7/status`, { enabled: true });
    expect(on.body.data.statusName).toBe('启用');
    expect((await dictionary()).map((e) => e.label)).toContain('拥包');
  });

  it('renames a type: new diseases take the new name, recorded ones keep theirs', async () => {
    const before = t.world.diseases.rows().find((d) => d.diseaseType === '10');
    const renamed = await t.call('PUT', `${TYPES}/10`, {
      typeName: '路面积水病害',
      category: '其他类',
      unit: '㎡',
      levels: [1, 2, 3],
      repairDays: 2,
    });
    expect(renamed.body.data).toMatchObject({ typeName: '路面积水病害', repairDays: 2, names: ['路面积水'] });
    expect(t.world.diseases.get(before?.id ?? '')?.diseaseTypeName).toBe('路面积水');
    const fresh = await t.call('POST', '/api/administration/glDisease', {
      ...POTHOLE_ENTRY,
      diseaseType: '10',
    });
    expect(fresh.body.data.diseaseTypeName).toBe('路面积水病害');
    expect(await dictionary()).toContainEqual({ key: 'disease_type', value: '10', label: '路面积水病害' });
    const missing = await t.call('PUT', `${TYPES}/99`, { ...MANHOLE, code: undefined });
    expect(missing.body).toEqual({ code: 404, msg: '病害类型不存在或已删除', data: null });
  });
});

describe('the recognition labels (listDiseaseMappings, updateDiseaseMapping)', () => {
  it('lists every model label, the unmapped ones too, and filters them', async () => {
    const { body } = await mappings();
    expect(t.errors('listDiseaseMappings', body)).toEqual([]);
    const rows = body.data.records as Row[];
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({
      label: '坑槽',
      typeCode: '2',
      typeName: '坑槽',
      diseaseName: '坑槽',
      mapped: true,
    });
    const unmapped = await mappings({ filters: [{ key: 'statusName', operator: 'in', value: '未映射' }] });
    expect((unmapped.body.data.records as Row[]).map((r) => r.label)).toEqual([
      '块状裂缝',
      '波浪拥包',
      '井盖沉陷',
      '标线缺损',
    ]);
  });

  it('maps a label and the recognition answers it under the mapping', async () => {
    const reading = new LabelMappings(t.store, t.world.diseaseTypes, () => MORNING);
    expect(reading.reading('块状裂缝')).toEqual({ name: '块状裂缝', unit: '㎡' });
    const changed = await t.call('PUT', label('块状裂缝'), { typeCode: '1', diseaseName: '横向裂缝' });
    expect(changed.body.data).toMatchObject({
      label: '块状裂缝',
      typeName: '裂缝',
      diseaseName: '横向裂缝',
      statusName: '已映射',
    });
    expect(t.errors('updateDiseaseMapping', changed.body)).toEqual([]);
    const picture = { name: 'upload.jpg', width: 200, height: 150 };
    const bytes = await sharp({ create: { ...picture, channels: 3, background: '#555' } })
      .jpeg()
      .toBuffer();
    const answer = await recognise(
      { ...picture, bytes },
      [{ diseaseName: '块状裂缝', diseaseLevel: 2, diseaseArea: 1.5 }],
      (l) => reading.reading(l),
    );
    expect(answer[0]).toMatchObject({ diseaseName: '横向裂缝', diseaseLevel: 2, diseaseArea: 1.5 });
    // Unmapped again: the model's own name.
    await t.call('PUT', label('块状裂缝'), { typeCode: null });
    const raw = await recognise(
      { ...picture, bytes },
      [{ diseaseName: '块状裂缝', diseaseLevel: 2, diseaseArea: 1.5 }],
      (l) => reading.reading(l),
    );
    expect(raw[0]?.diseaseName).toBe('块状裂缝');
  });

  it('measures a found label in its mapped type’s unit', async () => {
    const reading = new LabelMappings(t.store, t.world.diseaseTypes, () => MORNING);
    const picture = { name: 'lf_20240518091102_h4n7.jpg', width: 800, height: 600 };
    const bytes = await sharp({ create: { ...picture, channels: 3, background: '#444' } })
      .jpeg()
      .toBuffer();
    const asCrack = await recognise({ ...picture, bytes }, null, (l) => reading.reading(l));
    expect(asCrack[0]).toMatchObject({ diseaseName: '纵向裂缝', diseaseArea: 2.7 }); // 540 px × 5 mm
    await t.call('PUT', label('纵向裂缝'), { typeCode: '5' });
    const asAlligator = await recognise({ ...picture, bytes }, null, (l) => reading.reading(l));
    expect(asAlligator[0]?.diseaseName).toBe('龟裂');
    expect(asAlligator[0]?.diseaseArea).toBeCloseTo(150 * 540 * 0.005 ** 2 * 0.66, 3);
    await t.call('PUT', label('纵向裂缝'), { typeCode: '1', diseaseName: '纵向裂缝' });
  });

  it('refuses an unknown label, type or name, and a type the label maps to cannot be deleted', async () => {
    expect((await t.call('PUT', label('井盖'), { typeCode: '2' })).body).toEqual({
      code: 404,
      msg: '识别标签「井盖」不存在',
      data: null,
    });
    expect((await t.call('PUT', label('松散'), { typeCode: '99' })).body.msg).toBe('病害类型「99」不存在');
    expect((await t.call('PUT', label('松散'), { typeCode: '1', diseaseName: '坑槽' })).body.msg).toBe(
      '病害名称「坑槽」不属于裂缝（可选：纵向裂缝、横向裂缝）',
    );
    await t.call('POST', TYPES, { ...MANHOLE, code: 'JG02', typeName: '井盖沉陷' });
    await t.call('PUT', label('井盖沉陷'), { typeCode: 'JG02' });
    expect((await t.call('DELETE', `${TYPES}/JG02`)).body.msg).toBe(
      '识别标签「井盖沉陷」映射到病害类型「井盖沉陷」，请先修改病害映射',
    );
    await t.call('POST', `${TYPES}/JG02/status`, { enabled: false });
    await t.call('PUT', label('井盖沉陷'), { typeCode: null });
    expect((await t.call('PUT', label('井盖沉陷'), { typeCode: 'JG02' })).body.msg).toBe(
      '病害类型「井盖沉陷」已停用，不能选用',
    );
    expect((await t.call('DELETE', `${TYPES}/JG02`)).body.code).toBe(200);
  });
});

describe('the buttons of 病害配置 and 病害映射', () => {
  const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });

  it('adds, edits, disables and deletes a type only for the holders of diseaseType:add/edit/status/delete', async () => {
    const path = ['100', '102'];
    const { code, ...fields } = { ...MANHOLE, code: 'JG09', typeName: '井盖沉陷' };
    await expectButtonGuard(t, 'createDiseaseType', path, '1021', () =>
      inject('POST', TYPES, { code, ...fields }),
    );
    await expectButtonGuard(t, 'updateDiseaseType', path, '1022', () =>
      inject('PUT', `${TYPES}/JG09`, { ...fields, repairDays: 3 }),
    );
    await expectButtonGuard(t, 'setDiseaseTypeStatus', path, '1023', () =>
      inject('POST', `${TYPES}/JG09/status`, { enabled: false }),
    );
    await expectButtonGuard(t, 'deleteDiseaseType', path, '1024', () => inject('DELETE', `${TYPES}/JG09`));
    expect((await types()).body.data.records.map((r: Row) => r.code)).not.toContain('JG09');
  });

  it('changes a mapping only for the holders of diseaseMapping:edit', async () => {
    const [first] = (await mappings()).body.data.records as Row[];
    await expectButtonGuard(t, 'updateDiseaseMapping', ['100', '103'], '1031', () =>
      inject('PUT', label(first?.label), {
        typeCode: first?.typeCode ?? null,
        diseaseName: first?.diseaseName,
      }),
    );
  });
});

describe('kept in DATA_DIR', () => {
  it('keeps a created type, a disabled one and a mapping across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'disease-config-'));
    const open = async () => {
      const store = await MockStore.open(dir);
      const world = createWorld(store, { seed: 20260518, machineNow: () => MORNING });
      world.clock.set(MORNING, true);
      const { domainTestApp } = await import('../../config/domain-test-app');
      const test = await domainTestApp([diseaseConfigDomain], store, { world: () => world });
      test.signIn(SEEDED_ADMIN);
      return { store, app: test.app };
    };
    try {
      const first = await open();
      await first.app.inject({ method: 'POST', url: TYPES, payload: MANHOLE });
      await first.app.inject({ method: 'POST', url: `${TYPES}/3/status`, payload: { enabled: false } });
      await first.app.inject({ method: 'PUT', url: label('标线缺损'), payload: { typeCode: 'JG01' } });
      await first.store.sync();
      await first.app.close();
      await first.store.close();
      const second = await open();
      const listed = (
        await second.app.inject({ method: 'POST', url: `${TYPES}/page`, payload: { current: 1, size: 50 } })
      ).json().data.records as Row[];
      expect(listed.map((r) => `${r.code}:${r.statusName}`)).toEqual(
        expect.arrayContaining(['JG01:启用', '3:停用']),
      );
      const mapped = (
        await second.app.inject({
          method: 'POST',
          url: `${MAPPINGS}/page`,
          payload: { current: 1, size: 50 },
        })
      ).json().data.records as Row[];
      expect(mapped.find((r) => r.label === '标线缺损')).toMatchObject({
        typeCode: 'JG01',
        diseaseName: '井盖破损',
      });
      await second.app.close();
      await second.store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
