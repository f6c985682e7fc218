import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormField } from './form-calls';
import { copyOf, designProblem, fillRules, newField, retyped } from './form-rules';

const field = (
  label: string,
  key: string,
  type: FormField['type'],
  more: Partial<FormField> = {},
): FormField => ({
  ...newField([]),
  label,
  key,
  type,
  ...more,
});
const DRAFT = {
  formName: '桥梁巡检表',
  formCode: 'bridge_check',
  fields: [
    field('桥梁名称', 'bridgeName', 'input', { required: true, minLength: 2, maxLength: 30 }),
    field('病害类型', 'diseaseType', 'select', { dicCode: 'disease_type' }),
  ],
};

describe('designing a form', () => {
  it('adds fields with free keys, and a retyped field keeps only its type’s settings', () => {
    expect(newField([]).key).toBe('field1');
    expect(newField([field('a', 'field2', 'input')]).key).toBe('field3');
    const text = field('名称', 'name', 'input', { minLength: 2, maxLength: 30 });
    expect(retyped(text, 'number')).toMatchObject({
      type: 'number',
      minLength: null,
      maxLength: null,
      min: null,
    });
    expect(retyped(text, 'textarea')).toMatchObject({ minLength: 2, maxLength: 30 });
    expect(retyped({ ...text, dicCode: 'x' }, 'select')).toMatchObject({ dicCode: 'x', minLength: null });
  });

  it('names the first problem, as the gateway would', () => {
    expect(designProblem(DRAFT, ['patrol_log'])).toBe('');
    expect(designProblem({ ...DRAFT, formName: ' ' }, [])).toBe('请输入表单名称');
    expect(designProblem({ ...DRAFT, formCode: '1abc' }, [])).toBe(
      '表单编码以字母开头，只能包含字母、数字、_ 和 -',
    );
    expect(designProblem(DRAFT, ['BRIDGE_CHECK'])).toBe('表单编码已存在');
    expect(designProblem({ ...DRAFT, fields: [] }, [])).toBe('表单至少需要一个字段');
    const [a, b] = DRAFT.fields as [FormField, FormField];
    expect(designProblem({ ...DRAFT, fields: [a, { ...b, key: 'bridgeName' }] }, [])).toBe(
      '字段标识 bridgeName 重复',
    );
    expect(designProblem({ ...DRAFT, fields: [a, { ...b, label: '' }] }, [])).toBe(
      '第 2 个字段的名称不能为空',
    );
    expect(designProblem({ ...DRAFT, fields: [{ ...a, key: '名称' }] }, [])).toBe(
      '第 1 个字段的标识以字母开头，只能包含字母、数字和 _',
    );
    expect(designProblem({ ...DRAFT, fields: [{ ...b, dicCode: null }] }, [])).toBe(
      '字段「病害类型」需要选择字典',
    );
    expect(designProblem({ ...DRAFT, fields: [{ ...a, minLength: 40 }] }, [])).toBe(
      '字段「桥梁名称」的最小长度不能大于最大长度',
    );
    expect(designProblem({ ...DRAFT, fields: [field('宽度', 'w', 'number', { min: 5, max: 1 })] }, [])).toBe(
      '字段「宽度」的最小值不能大于最大值',
    );
  });

  it('copies a form under a free name and code', () => {
    const form = {
      ...DRAFT,
      id: '3',
      fieldCount: 2,
      createBy: 'admin',
      createTime: '',
      updateTime: '',
    } as FormDefinition;
    const copy = copyOf(form, [
      form,
      { ...form, id: '4', formName: '桥梁巡检表（副本）', formCode: 'bridge_check_copy' },
    ]);
    expect(copy).toMatchObject({ formName: '桥梁巡检表（副本2）', formCode: 'bridge_check_copy2' });
    expect(copy.fields).toEqual(form.fields);
    expect(copy.fields[0]).not.toBe(form.fields[0]);
  });

  it('fills the preview with the field’s rules: required, lengths, range', () => {
    expect(fillRules(DRAFT.fields[0] as FormField)).toEqual([
      { required: true, message: '请输入桥梁名称' },
      { type: 'string', min: 2, message: '桥梁名称至少 2 个字' },
      { type: 'string', max: 30, message: '桥梁名称最多 30 个字' },
    ]);
    expect(fillRules(field('日期', 'd', 'date', { required: true }))).toEqual([
      { required: true, message: '请选择日期' },
    ]);
    expect(fillRules(field('宽度', 'w', 'number', { min: 0, max: 10 }))).toEqual([
      { type: 'number', min: 0, message: '宽度不能小于 0' },
      { type: 'number', max: 10, message: '宽度不能大于 10' },
    ]);
  });
});
