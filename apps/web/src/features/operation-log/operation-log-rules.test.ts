import { describe, expect, it } from 'vitest';
import { paramsShown } from './operation-log-rules';

describe('the operation detail’s parameters', () => {
  it('indents the gateway’s JSON', () => {
    expect(paramsShown('{"body":{"username":"zhaoliu","password":"***"}}')).toBe(
      '{\n  "body": {\n    "username": "zhaoliu",\n    "password": "***"\n  }\n}',
    );
  });

  it('shows text the gateway cut at its limit as it is', () => {
    const cut = `{"body":{"remark":"${'很'.repeat(10)}…`;
    expect(paramsShown(cut)).toBe(cut);
  });

  it('says so when the call sent nothing', () => {
    expect(paramsShown('{}')).toBe('（无参数）');
    expect(paramsShown('')).toBe('（无参数）');
  });
});
