import { describe, expect, it } from 'vitest';
import { batchIds, CORRECT_BATCH_MAX, checkPileFilterFields, correctionSummary } from './check-pile-rules';

describe('the check-pile table', () => {
  it('filters the route by the names shown and the distance as a number', () => {
    expect(checkPileFilterFields([{ routeCode: 'S55', routeName: 'S55 宁宣高速' } as never])).toEqual({
      routeName: { kind: 'options', options: [{ label: 'S55 宁宣高速', value: 'S55 宁宣高速' }] },
      distanceM: { kind: 'number' },
    });
  });

  it('says what each correction changed', () => {
    expect(
      correctionSummary([
        { id: '1', assetCode: 'ZC-G42-QL-0007', fromStakeNo: 'K260+100', toStakeNo: 'K260+640' },
        { id: '2', assetCode: 'ZC-S55-QL-0002', fromStakeNo: 'K12+000', toStakeNo: 'K11+400' },
      ]),
    ).toBe('ZC-G42-QL-0007 K260+100→K260+640；ZC-S55-QL-0002 K12+000→K11+400');
  });

  it('sends at most the call’s limit in one batch', () => {
    const ids = Array.from({ length: CORRECT_BATCH_MAX + 5 }, (_, i) => String(i));
    expect(batchIds(ids)).toEqual(ids.slice(0, CORRECT_BATCH_MAX));
    expect(batchIds(['1', '2'])).toEqual(['1', '2']);
  });
});
