// 表单管理's rules apart from React: a new field, a field's settings kept to its type, the first
// problem of a design before it is sent (the gateway repeats each check), a copy's name and code,
// and the Semi Form rules the preview fills a field with.
import { copyName } from '../../ui/form/copy-name';
import type { FormDefinition, FormDefinitionSave, FormField } from './form-calls';
import { FORM_TEXTS } from './form-texts';

/** The button codes of 表单管理's entries in the menu tree (seed 000 §6); 复制 adds a form. */
export const FORM_BUTTONS = { add: 'form:add', edit: 'form:edit', delete: 'form:delete' } as const;

const P = FORM_TEXTS.problems;
export const FORM_CODE = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;
export const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,29}$/;
const TEXT_TYPES: ReadonlySet<FormField['type']> = new Set(['input', 'textarea']);

export const isText = (field: Pick<FormField, 'type'>) => TEXT_TYPES.has(field.type);

/** A field added to the design: a free key (field1, field2, …), single-line text, optional. */
export function newField(fields: readonly FormField[]): FormField {
  const keys = new Set(fields.map((field) => field.key));
  let n = fields.length + 1;
  while (keys.has(`field${n}`)) n++;
  return {
    label: '',
    key: `field${n}`,
    type: 'input',
    required: false,
    dicCode: null,
    minLength: null,
    maxLength: null,
    min: null,
    max: null,
  };
}

/** The field with only its type's settings (a dictionary for a select, lengths for text, a range for a number). */
export function retyped(field: FormField, type: FormField['type']): FormField {
  const next = { ...field, type };
  return {
    ...next,
    dicCode: type === 'select' ? (field.dicCode ?? null) : null,
    minLength: isText(next) ? (field.minLength ?? null) : null,
    maxLength: isText(next) ? (field.maxLength ?? null) : null,
    min: type === 'number' ? (field.min ?? null) : null,
    max: type === 'number' ? (field.max ?? null) : null,
  };
}

/** The first reason the design cannot be saved, or ''. `others` are the other forms' codes. */
export function designProblem(draft: FormDefinitionSave, others: readonly string[]): string {
  if (draft.formName.trim() === '') return P.nameRequired;
  const code = draft.formCode.trim();
  if (code === '') return P.codeRequired;
  if (!FORM_CODE.test(code)) return P.codeInvalid;
  if (others.some((other) => other.toLowerCase() === code.toLowerCase())) return P.codeTaken;
  if (draft.fields.length === 0) return P.noFields;
  const keys = new Set<string>();
  for (const [index, field] of draft.fields.entries()) {
    const label = field.label.trim();
    if (label === '') return P.blankLabel(index + 1);
    if (!FIELD_KEY.test(field.key)) return P.keyInvalid(index + 1);
    if (keys.has(field.key)) return P.duplicateKey(field.key);
    keys.add(field.key);
    if (field.type === 'select' && !field.dicCode) return P.noDictionary(label);
    if (field.minLength != null && field.maxLength != null && field.minLength > field.maxLength)
      return P.lengthReversed(label);
    if (field.min != null && field.max != null && field.min > field.max) return P.rangeReversed(label);
  }
  return '';
}

/** The save body of a copy: 「name（副本）」 and a free code (code_copy, code_copy2, …). */
export function copyOf(form: FormDefinition, all: readonly FormDefinition[]): FormDefinitionSave {
  const codes = new Set(all.map((other) => other.formCode.toLowerCase()));
  let formCode = `${form.formCode}_copy`.slice(0, 50);
  for (let n = 2; codes.has(formCode.toLowerCase()); n++) formCode = `${form.formCode}_copy${n}`.slice(0, 50);
  return {
    formName: copyName(
      form.formName,
      all.map((other) => other.formName),
    ).slice(0, 50),
    formCode,
    fields: form.fields.map((field) => ({ ...field })),
  };
}

export interface FillRule {
  required?: boolean;
  type?: 'string' | 'number';
  min?: number;
  max?: number;
  message: string;
}

/** The Semi Form rules the preview checks a field with (required, length, range). */
export function fillRules(field: FormField): FillRule[] {
  const label = field.label.trim() || field.key;
  const F = FORM_TEXTS.fill;
  const rules: FillRule[] = [];
  if (field.required)
    rules.push({
      required: true,
      message: field.type === 'select' || field.type === 'date' ? F.select(label) : F.input(label),
    });
  if (isText(field)) {
    if (field.minLength != null)
      rules.push({ type: 'string', min: field.minLength, message: F.minLength(label, field.minLength) });
    if (field.maxLength != null)
      rules.push({ type: 'string', max: field.maxLength, message: F.maxLength(label, field.maxLength) });
  }
  if (field.type === 'number') {
    if (field.min != null) rules.push({ type: 'number', min: field.min, message: F.min(label, field.min) });
    if (field.max != null) rules.push({ type: 'number', max: field.max, message: F.max(label, field.max) });
  }
  return rules;
}
