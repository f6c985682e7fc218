import { describe, expect, it } from 'vitest';
import { disposalBody, disposalOption, hazardFilterFields } from './road-safety-rules';

describe('处置 of a hazard', () => {
  it('offers only the next state, and nothing once closed', () => {
    expect(disposalOption({ status: '1' })).toEqual({ value: '2', label: '处置中' });
    expect(disposalOption({ status: '2' })).toEqual({ value: '3', label: '已关闭' });
    expect(disposalOption({ status: '3' })).toBeNull();
  });

  it('sends the state and the trimmed note', () => {
    expect(disposalBody({ status: '3', note: ' 护栏已更换 ' })).toEqual({ status: '3', note: '护栏已更换' });
  });
});

describe('the hazards’ filters', () => {
  it('choose routes by name, the levels and the states, and the report time', () => {
    const fields = hazardFilterFields([{ routeCode: 'G42', routeName: 'G42 沪蓉高速' } as never]);
    expect(fields.routeName).toEqual({
      kind: 'options',
      options: [{ label: 'G42 沪蓉高速', value: 'G42 沪蓉高速' }],
    });
    expect(fields.level).toEqual({
      kind: 'options',
      options: ['一般', '较大', '重大'].map((v) => ({ label: v, value: v })),
    });
    expect(fields.statusName).toEqual({
      kind: 'options',
      options: ['上报', '处置中', '已关闭'].map((v) => ({ label: v, value: v })),
    });
    expect(fields.reportTime).toEqual({ kind: 'time' });
  });
});
