import { describe, expect, it } from 'vitest';
import type { DiseaseType } from './disease-config-calls';
import {
  mappingChange,
  mappingNames,
  mappingTargets,
  TYPE_CODE_PATTERN,
  typeActions,
  typeFormValues,
  typePayload,
} from './disease-config-rules';

const type = (code: string, typeName: string, enabled: boolean, names: string[]): DiseaseType => ({
  id: code,
  code,
  typeName,
  category: '裂缝类',
  unit: 'm',
  levels: [1, 2, 3],
  levelNames: '轻微、一般、严重',
  repairDays: 15,
  names,
  enabled,
  statusName: enabled ? '启用' : '停用',
  diseaseCount: 3,
  updateTime: '2026-05-18 10:00:00',
});
const CRACK = type('1', '裂缝', true, ['纵向裂缝', '横向裂缝']);
const SHOVE = type('7', '拥包', false, ['拥包']);
const POTHOLE = type('2', '坑槽', true, ['坑槽']);

describe('the type form', () => {
  it('takes the codes the gateway takes (letters, digits, _ and -, up to 20)', () => {
    expect(['11', 'JG-01', 'a_b'].every((code) => TYPE_CODE_PATTERN.test(code))).toBe(true);
    expect(['', '井盖', 'a b', 'x'.repeat(21)].some((code) => TYPE_CODE_PATTERN.test(code))).toBe(false);
  });

  it('starts a new type areal, with every level and a week; an existing one as it is', () => {
    expect(typeFormValues(null)).toMatchObject({ unit: '㎡', levels: [1, 2, 3], repairDays: 7, names: [] });
    expect(typeFormValues(CRACK)).toMatchObject({
      code: '1',
      typeName: '裂缝',
      names: ['纵向裂缝', '横向裂缝'],
    });
  });

  it('sends the entry trimmed, levels in order, and the type’s own name when no names are given', () => {
    expect(
      typePayload({
        code: ' JG01 ',
        typeName: ' 井盖破损 ',
        category: '其他类',
        unit: '㎡',
        levels: [3, 2, 3],
        repairDays: 2,
        names: [],
      }),
    ).toEqual({
      code: 'JG01',
      typeName: '井盖破损',
      category: '其他类',
      unit: '㎡',
      levels: [2, 3],
      repairDays: 2,
      names: ['井盖破损'],
    });
    expect(typePayload({ typeName: '裂缝', unit: 'm', names: [' 纵向裂缝', '纵向裂缝', ''] }).names).toEqual([
      '纵向裂缝',
    ]);
  });

  it('offers disabling an enabled type and enabling a disabled one', () => {
    expect(typeActions(CRACK)).toEqual(['edit', 'disable', 'delete']);
    expect(typeActions(SHOVE)).toEqual(['edit', 'enable', 'delete']);
  });
});

describe('the mapping form', () => {
  it('offers the enabled types, and keeps a disabled one only for the label mapped to it', () => {
    expect(mappingTargets([CRACK, SHOVE, POTHOLE], '1')).toEqual([
      { value: '1', label: '裂缝' },
      { value: '2', label: '坑槽' },
    ]);
    expect(mappingTargets([CRACK, SHOVE], '7')).toEqual([
      { value: '1', label: '裂缝' },
      { value: '7', label: '拥包（已停用）' },
    ]);
  });

  it('offers the chosen type’s names and sends its first when none fits', () => {
    expect(mappingNames([CRACK], '1')).toEqual(['纵向裂缝', '横向裂缝']);
    expect(mappingNames([CRACK], null)).toEqual([]);
    expect(mappingChange({ typeCode: '1', diseaseName: '横向裂缝' }, [CRACK])).toEqual({
      typeCode: '1',
      diseaseName: '横向裂缝',
    });
    expect(mappingChange({ typeCode: '1', diseaseName: '坑槽' }, [CRACK])).toEqual({
      typeCode: '1',
      diseaseName: '纵向裂缝',
    });
    expect(mappingChange({ typeCode: null, diseaseName: '坑槽' }, [CRACK])).toEqual({ typeCode: null });
  });
});
