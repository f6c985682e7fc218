// The app variables an agent's app declares (Dify's user_input_form) and Dify's check of the
// `inputs` of a chat call against them (ValueError → 400 invalid_param with these texts).

import type { components } from '@jt/api-contract';

export type InputControl =
  | { control: 'text-input'; label: string; variable: string; required: boolean; maxLength: number }
  | { control: 'select'; label: string; variable: string; required: boolean; options: readonly string[] };

/** What every agent of the assistant declares (seed 001 §7: device_type, account, online …). */
export const ASSISTANT_INPUT_FORM: readonly InputControl[] = [
  { control: 'text-input', label: '终端类型', variable: 'device_type', required: true, maxLength: 32 },
  { control: 'text-input', label: '账号', variable: 'account', required: true, maxLength: 64 },
  { control: 'select', label: '联网搜索', variable: 'online', required: true, options: ['0', '1'] },
  { control: 'text-input', label: '巡查记录', variable: 'patrolId', required: false, maxLength: 64 },
  { control: 'text-input', label: '病害', variable: 'diseaseId', required: false, maxLength: 64 },
];

/**
 * The first problem of `inputs` for the form, in Dify's words, or null. Variables the form does
 * not declare are ignored (Dify reads only its own).
 */
export function inputProblem(form: readonly InputControl[], inputs: Record<string, unknown>): string | null {
  for (const item of form) {
    const value = inputs[item.variable];
    if (value === undefined || value === null || value === '') {
      if (item.required) return `${item.variable} is required in input form`;
      continue;
    }
    if (typeof value !== 'string') return `${item.variable} in input form must be a string`;
    if (item.control === 'text-input' && [...value].length > item.maxLength) {
      return `${item.variable} in input form must be less than ${item.maxLength} characters`;
    }
    if (item.control === 'select' && !item.options.includes(value)) {
      return `${item.variable} in input form must be one of the following: ${item.options.join(', ')}`;
    }
  }
  return null;
}

/** The form as GET /v1/parameters answers it. */
export function userInputForm(form: readonly InputControl[]): components['schemas']['ChatInputFormItem'][] {
  return form.map((item): components['schemas']['ChatInputFormItem'] => {
    const common = { label: item.label, variable: item.variable, required: item.required };
    return item.control === 'select'
      ? { select: { ...common, options: [...item.options], default: item.options[0] ?? '' } }
      : { 'text-input': { ...common, max_length: item.maxLength, default: '' } };
  });
}
