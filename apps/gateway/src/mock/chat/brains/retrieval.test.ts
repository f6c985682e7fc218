import { MAINTENANCE_NORMS, PLATFORM_MANUAL } from '@jt/mocks/assistant/knowledge';
import { describe, expect, it } from 'vitest';
import { retrieve, SCORE_THRESHOLD } from './retrieval';

describe('knowledge retrieval', () => {
  it('finds the segment a question is about, best first', () => {
    expect(retrieve(MAINTENANCE_NORMS, '沥青路面坑槽怎么修补')[0]?.segment.title).toBe('坑槽修补');
    expect(retrieve(MAINTENANCE_NORMS, '裂缝灌缝有什么要求')[0]?.segment.title).toBe('裂缝处治');
    expect(retrieve(PLATFORM_MANUAL, '怎么下载巡查记录')[0]?.segment.title).toBe('下载巡查记录与施工报告');
  });

  it('finds nothing for a question the base does not cover', () => {
    expect(retrieve(MAINTENANCE_NORMS, '今天晚饭吃什么')).toEqual([]);
  });

  it('scores between the threshold and 1, the same every time', () => {
    const first = retrieve(MAINTENANCE_NORMS, '龟裂怎么处理');
    expect(first.length).toBeGreaterThan(0);
    for (const found of first) {
      expect(found.score).toBeGreaterThanOrEqual(SCORE_THRESHOLD);
      expect(found.score).toBeLessThanOrEqual(1);
    }
    expect(retrieve(MAINTENANCE_NORMS, '龟裂怎么处理')).toEqual(first);
  });

  it('never writes bold in the answers (the assistant ignores answers with **)', () => {
    for (const dataset of [MAINTENANCE_NORMS, PLATFORM_MANUAL]) {
      for (const document of dataset.documents) {
        for (const segment of document.segments) expect(segment.content).not.toContain('**');
      }
    }
  });
});
