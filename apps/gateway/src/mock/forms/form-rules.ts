// 表单管理's rules apart from Fastify: a form has a name, a code unique among the forms (in any
// case), at least one field, fields whose keys are unique and whose labels are given, a select
// with a dictionary that exists (and only a select with one), lengths only on texts and ranges
// only on numbers, neither upside down.
import type { components } from '@jt/api-contract';

export type FormField = components['schemas']['FormField'];

export interface FormRecord {
  id: string;
  formName: string;
  formCode: string;
  fields: FormField[];
  createBy: string;
  createMs: number;
  updateMs: number;
}

export const FORM_REFUSALS = {
  missing: '表单不存在或已删除',
  blankName: '表单名称不能为空',
  duplicateCode: '表单编码已存在',
  noFields: '表单至少需要一个字段',
  blankLabel: (n: number) => `第 ${n} 个字段的名称不能为空`,
  duplicateKey: (key: string) => `字段标识 ${key} 重复`,
  noDictionary: (label: string) => `字段「${label}」需要选择字典`,
  unknownDictionary: (label: string, dicCode: string) => `字段「${label}」的字典 ${dicCode} 不存在`,
  lengthReversed: (label: string) => `字段「${label}」的最小长度不能大于最大长度`,
  rangeReversed: (label: string) => `字段「${label}」的最小值不能大于最大值`,
} as const;

export interface FormDraft {
  formName: string;
  formCode: string;
  fields: readonly FormField[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

const TEXT_TYPES: ReadonlySet<FormField['type']> = new Set(['input', 'textarea']);

/** A field as stored: its label trimmed, and only the settings its type has. */
function storedField(field: FormField): FormField {
  const text = TEXT_TYPES.has(field.type);
  return {
    label: field.label.trim(),
    key: field.key,
    type: field.type,
    required: field.required,
    dicCode: field.type === 'select' ? (field.dicCode?.trim() ?? null) : null,
    minLength: text ? (field.minLength ?? null) : null,
    maxLength: text ? (field.maxLength ?? null) : null,
    min: field.type === 'number' ? (field.min ?? null) : null,
    max: field.type === 'number' ? (field.max ?? null) : null,
  };
}

/** Why one field cannot be saved (n counts from 1), or null. */
function fieldRefusal(field: FormField, n: number, dictionaries: ReadonlySet<string>): string | null {
  if (field.label === '') return FORM_REFUSALS.blankLabel(n);
  if (field.type === 'select') {
    if (!field.dicCode) return FORM_REFUSALS.noDictionary(field.label);
    if (!dictionaries.has(field.dicCode)) return FORM_REFUSALS.unknownDictionary(field.label, field.dicCode);
  }
  if (field.minLength != null && field.maxLength != null && field.minLength > field.maxLength)
    return FORM_REFUSALS.lengthReversed(field.label);
  if (field.min != null && field.max != null && field.min > field.max)
    return FORM_REFUSALS.rangeReversed(field.label);
  return null;
}

/** The draft as stored, or why it cannot be saved. */
export function checkedForm(
  draft: FormDraft,
  current: FormRecord | null,
  all: readonly FormRecord[],
  dictionaries: ReadonlySet<string>,
): Outcome<FormDraft & { fields: FormField[] }> {
  const formName = draft.formName.trim();
  if (formName === '') return { ok: false, reason: FORM_REFUSALS.blankName };
  const formCode = draft.formCode.trim();
  const code = formCode.toLowerCase();
  if (all.some((form) => form.id !== current?.id && form.formCode.toLowerCase() === code))
    return { ok: false, reason: FORM_REFUSALS.duplicateCode };
  if (draft.fields.length === 0) return { ok: false, reason: FORM_REFUSALS.noFields };
  const fields = draft.fields.map(storedField);
  const keys = new Set<string>();
  for (const [index, field] of fields.entries()) {
    const refusal = fieldRefusal(field, index + 1, dictionaries);
    if (refusal) return { ok: false, reason: refusal };
    if (keys.has(field.key)) return { ok: false, reason: FORM_REFUSALS.duplicateKey(field.key) };
    keys.add(field.key);
  }
  return { ok: true, value: { formName, formCode, fields } };
}

const field = (
  label: string,
  key: string,
  type: FormField['type'],
  required: boolean,
  more: Partial<FormField> = {},
) => storedField({ label, key, type, required, ...more });

/** The forms a new store starts with: a disease review sheet and a patrol log. */
export function seededForms(nowMs: number): Record<string, FormRecord> {
  const day = 86_400_000;
  const forms: FormRecord[] = [
    {
      id: '1',
      formName: '病害复核单',
      formCode: 'disease_review',
      fields: [
        field('病害类型', 'diseaseType', 'select', true, { dicCode: 'disease_type' }),
        field('严重程度', 'diseaseLevel', 'select', true, { dicCode: 'disease_level' }),
        field('复核日期', 'reviewDate', 'date', true),
        field('病害面积(㎡)', 'area', 'number', false, { min: 0, max: 10000 }),
        field('复核意见', 'opinion', 'textarea', false, { maxLength: 500 }),
      ],
      createBy: 'admin',
      createMs: nowMs - 30 * day,
      updateMs: nowMs - 30 * day,
    },
    {
      id: '2',
      formName: '巡查日志',
      formCode: 'patrol_log',
      fields: [
        field('巡查路线', 'routeName', 'input', true, { minLength: 2, maxLength: 30 }),
        field('巡查类型', 'patrolType', 'select', true, { dicCode: 'patrol_type' }),
        field('巡查日期', 'patrolDate', 'date', true),
        field('巡查里程(km)', 'mileage', 'number', true, { min: 0, max: 500 }),
        field('情况说明', 'remark', 'textarea', false, { maxLength: 1000 }),
      ],
      createBy: 'admin',
      createMs: nowMs - 12 * day,
      updateMs: nowMs - 2 * day,
    },
  ];
  return Object.fromEntries(forms.map((form) => [form.id, form]));
}
