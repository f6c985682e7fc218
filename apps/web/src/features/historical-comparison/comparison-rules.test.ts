import { describe, expect, it } from 'vitest';
import { picturePairs, REPAIRED_FILTERS } from './comparison-rules';

describe('历史对比', () => {
  it('compares repairs submitted for acceptance or accepted', () => {
    expect(REPAIRED_FILTERS).toEqual([{ key: 'status', operator: 'in', value: '6,4' }]);
  });

  it('faces the reported disease with the last step’s after, then each step’s own before and after', () => {
    const pairs = picturePairs({
      picBefore: 'kc.jpg',
      workStepVoList: [
        { stepName: '切割', stepTime: '2026-11-20 09:10:00', picBefore: 's1b.jpg', picAfter: 's1a.jpg' },
        { stepName: '压实', stepTime: '2026-11-20 10:21:00', picBefore: 's3b.jpg', picAfter: 's3a.jpg' },
      ],
    });
    expect(pairs).toEqual([
      { title: '整体对比', time: '2026-11-20 10:21:00', before: 'kc.jpg', after: 's3a.jpg' },
      { title: '切割', time: '2026-11-20 09:10:00', before: 's1b.jpg', after: 's1a.jpg' },
      { title: '压实', time: '2026-11-20 10:21:00', before: 's3b.jpg', after: 's3a.jpg' },
    ]);
    expect(picturePairs({ workStepVoList: [] })).toEqual([
      { title: '整体对比', time: null, before: null, after: null },
    ]);
  });
});
