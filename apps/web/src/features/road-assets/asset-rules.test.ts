import { describe, expect, it } from 'vitest';
import { inspectionBody, inspectionDraft, isStructure } from './asset-rules';

describe('an asset’s inspection', () => {
  it('grades a structure and lets its condition follow; a facility gets its condition', () => {
    const bridge = { techGrade: 2 as const, condition: '1' as const, remark: '' };
    const sign = { techGrade: null, condition: '2' as const, remark: '立柱锈蚀' };
    expect(isStructure(bridge)).toBe(true);
    expect(isStructure(sign)).toBe(false);
    expect(inspectionDraft(bridge)).toEqual({ techGrade: 2, remark: '' });
    expect(inspectionDraft(sign)).toEqual({ condition: '2', remark: '立柱锈蚀' });
    expect(inspectionBody(bridge, { techGrade: 4, remark: ' 支座脱空 ' })).toEqual({
      techGrade: 4,
      remark: '支座脱空',
    });
    expect(inspectionBody(sign, { condition: '3' })).toEqual({ condition: '3', remark: '' });
  });
});
