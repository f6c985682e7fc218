import { describe, expect, it } from 'vitest';
import type { DicEntry } from '../../lib/reference/reference-data';
import { diseaseFilterFields, diseaseLayers, diseasePayload } from './disease-rules';

const entries: DicEntry[] = [
  { key: 'disease_type', value: '1', label: '裂缝' },
  { key: 'disease_type', value: '2', label: '坑槽' },
  { key: 'disease_level', value: '3', label: '严重' },
  { key: 'work_order_status', value: '4', label: '验收通过' },
];

describe('the disease filters', () => {
  it('offers the dictionary labels for the *Name columns, the watched status first among the statuses', () => {
    const fields = diseaseFilterFields(entries);
    expect(fields.diseaseTypeName).toEqual({
      kind: 'options',
      options: [
        { label: '裂缝', value: '裂缝' },
        { label: '坑槽', value: '坑槽' },
      ],
    });
    expect(fields.diseaseLevelName).toEqual({ kind: 'options', options: [{ label: '严重', value: '严重' }] });
    expect(fields.processStatusName).toEqual({
      kind: 'options',
      options: [
        { label: '无需处置', value: '无需处置' },
        { label: '验收通过', value: '验收通过' },
      ],
    });
    expect(fields.reportTime).toEqual({ kind: 'time' });
    expect(fields.diseaseArea).toEqual({ kind: 'number' });
  });
});

describe('the map of the filtered diseases', () => {
  const points = [
    { id: 'a', lon: 118.9, lat: 32.1, diseaseLevel: 3 as const },
    { id: 'b', lon: 118.8, lat: 31.9, diseaseLevel: 1 as const },
  ];

  it('clusters the points coloured by level, or draws them as heat', () => {
    const clustered = diseaseLayers(points, 'cluster');
    expect(clustered.heat).toBeNull();
    expect(clustered.clusters?.points).toEqual([
      { id: 'a', position: [118.9, 32.1], color: '#e03131' },
      { id: 'b', position: [118.8, 31.9], color: '#2fa84f' },
    ]);
    const heat = diseaseLayers(points, 'heat');
    expect(heat.clusters).toBeNull();
    expect(heat.heat).toEqual([
      [118.9, 32.1],
      [118.8, 31.9],
    ]);
  });
});

describe('the disease form', () => {
  it('sends a new disease with numbers for level, lane and area and the stake in capitals', () => {
    expect(
      diseasePayload({
        diseaseType: '2',
        diseaseLevel: '3',
        routeCode: 'G42',
        stakeNo: ' k260+500 ',
        direction: '1',
        lane: 4,
        diseaseArea: 1.25,
        remark: '',
      }),
    ).toEqual({
      diseaseType: '2',
      diseaseLevel: 3,
      routeCode: 'G42',
      stakeNo: 'K260+500',
      direction: '1',
      lane: 4,
      diseaseArea: 1.25,
    });
  });

  it('sends only what an edit changed', () => {
    const before = {
      diseaseType: '2',
      diseaseLevel: 1,
      routeCode: 'G42',
      stakeNo: 'K260+500',
      direction: '1',
      lane: 4,
      diseaseArea: 1.25,
      remark: '',
    };
    expect(diseasePayload({ ...before, diseaseLevel: '2', remark: '复核后等级上调' }, before)).toEqual({
      diseaseLevel: 2,
      remark: '复核后等级上调',
    });
  });
});
