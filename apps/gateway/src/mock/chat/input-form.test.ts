import { describe, expect, it } from 'vitest';
import { ASSISTANT_INPUT_FORM, inputProblem, userInputForm } from './input-form';

const INPUTS = { device_type: 'pc', account: 'zhangsan', online: '0' };

describe("Dify's check of the inputs", () => {
  it('accepts the variables of the form and ignores others', () => {
    expect(inputProblem(ASSISTANT_INPUT_FORM, { ...INPUTS, patrolId: '', extra: 42 })).toBeNull();
  });

  it('names a missing or empty required variable', () => {
    expect(inputProblem(ASSISTANT_INPUT_FORM, { device_type: 'pc', online: '0' })).toBe(
      'account is required in input form',
    );
    expect(inputProblem(ASSISTANT_INPUT_FORM, { ...INPUTS, device_type: '' })).toBe(
      'device_type is required in input form',
    );
  });

  it('refuses a value that is not text, too long, or not an option', () => {
    expect(inputProblem(ASSISTANT_INPUT_FORM, { ...INPUTS, account: 7 })).toBe(
      'account in input form must be a string',
    );
    expect(inputProblem(ASSISTANT_INPUT_FORM, { ...INPUTS, account: 'x'.repeat(65) })).toBe(
      'account in input form must be less than 64 characters',
    );
    expect(inputProblem(ASSISTANT_INPUT_FORM, { ...INPUTS, online: '2' })).toBe(
      'online in input form must be one of the following: 0, 1',
    );
  });

  it('tells the form as /v1/parameters answers it', () => {
    expect(userInputForm(ASSISTANT_INPUT_FORM)[2]).toEqual({
      select: { label: '联网搜索', variable: 'online', required: true, options: ['0', '1'], default: '0' },
    });
  });
});
