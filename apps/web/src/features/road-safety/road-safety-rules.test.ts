import { describe, expect, it } from 'vitest';
import {
  disposalBody,
  disposalOption,
  filledRules,
  HAZARD_DIRECTION_OPTIONS,
  HAZARD_TYPE_OPTIONS,
  hazardFilterFields,
  reportBody,
} from './road-safety-rules';

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

describe('上报隐患', () => {
  it('offers the hazard vocabulary of the contract and one carriageway, 上行 or 下行', () => {
    expect(HAZARD_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      '护栏缺损',
      '标志缺失或遮挡',
      '边坡落石',
      '路面积水',
      '照明不足',
      '伸缩缝破损',
      '施工区防护不足',
    ]);
    expect(HAZARD_DIRECTION_OPTIONS).toEqual([
      { value: '1', label: '上行' },
      { value: '2', label: '下行' },
    ]);
  });

  it('sends the stake as the gateway writes it and the description trimmed', () => {
    expect(
      reportBody({
        hazardType: '路面积水',
        level: '一般',
        routeCode: 'G42',
        direction: '2',
        stakeNo: ' k260+500 ',
        description: ' 低洼处积水约5厘米 ',
      }),
    ).toEqual({
      hazardType: '路面积水',
      level: '一般',
      routeCode: 'G42',
      direction: '2',
      stakeNo: 'K260+500',
      description: '低洼处积水约5厘米',
    });
  });
});

describe('a required text (处置说明, 隐患描述)', () => {
  it('is refused empty or blank, with its message', () => {
    const [required, filled] = filledRules('请填写隐患描述');
    expect(required).toEqual({ required: true, message: '请填写隐患描述' });
    expect(filled?.validator?.(null, '   ')).toEqual(new Error('请填写隐患描述'));
    expect(filled?.validator?.(null, undefined)).toEqual(new Error('请填写隐患描述'));
    expect(filled?.validator?.(null, ' 护栏 ')).toBe(true);
  });
});
