import { describe, expect, it } from 'vitest';
import {
  assetCreateBody,
  assetFilterFields,
  inspectionBody,
  inspectionDraft,
  isStructure,
} from './asset-rules';

describe('an asset’s inspection', () => {
  it('grades a structure and lets its condition follow; a facility gets its condition', () => {
    const bridge = { techGrade: 2 as const, condition: '1' as const, remark: '' };
    const sign = { techGrade: null, condition: '2' as const, remark: '立柱锈蚀' };
    expect(isStructure(bridge)).toBe(true);
    expect(isStructure(sign)).toBe(false);
    expect(inspectionDraft(bridge)).toEqual({ techGrade: 2, remark: '' });
    expect(inspectionDraft(sign)).toEqual({ condition: '2', remark: '立柱锈蚀' });
    expect(inspectionBody(bridge, { techGrade: 4, remark: ' 支座脱空 ' })).toEqual({
      techGrade: 4,
      remark: '支座脱空',
    });
    expect(inspectionBody(sign, { condition: '3' })).toEqual({ condition: '3', remark: '' });
  });
});

describe('新增资产’s entry', () => {
  it('sends a facility’s condition and a structure’s class, trimmed, stakes upper-cased, empty optionals left out', () => {
    expect(
      assetCreateBody({
        assetType: '7',
        assetName: ' K260+400 指路标志 ',
        spec: '',
        routeCode: 'G42',
        stakeNo: 'k260+400 ',
        endStakeNo: ' ',
        direction: '1',
        quantity: 1,
        lengthM: null,
        builtYear: 2026,
        techGrade: 3,
        condition: '1',
        remark: '  ',
      }),
    ).toEqual({
      assetType: '7',
      assetName: 'K260+400 指路标志',
      routeCode: 'G42',
      stakeNo: 'K260+400',
      direction: '1',
      quantity: 1,
      builtYear: 2026,
      condition: '1',
    });
    expect(
      assetCreateBody({
        assetType: '1',
        assetName: '新建匝道桥',
        routeCode: 'G42',
        stakeNo: 'K261+200',
        endStakeNo: 'k261+380',
        direction: '0',
        quantity: 1,
        lengthM: 180.5,
        builtYear: 2025,
        techGrade: 2,
        condition: '3',
      }),
    ).toEqual({
      assetType: '1',
      assetName: '新建匝道桥',
      routeCode: 'G42',
      stakeNo: 'K261+200',
      endStakeNo: 'K261+380',
      direction: '0',
      quantity: 1,
      lengthM: 180.5,
      builtYear: 2025,
      techGrade: 2,
    });
  });

  it('filters the type and condition columns by the names the dictionaries give', () => {
    const fields = assetFilterFields([
      { key: 'asset_type', value: '1', label: '桥梁' },
      { key: 'asset_condition', value: '3', label: '损坏' },
    ]);
    expect(fields.assetTypeName).toEqual({ kind: 'options', options: [{ label: '桥梁', value: '桥梁' }] });
    expect(fields.conditionName).toEqual({ kind: 'options', options: [{ label: '损坏', value: '损坏' }] });
  });
});
