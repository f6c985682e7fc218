import { MAINTENANCE_NORMS } from '@jt/mocks/assistant/knowledge';
import { describe, expect, it } from 'vitest';
import type { AnswerRequest } from './brain';
import { knowledgeBrain, MODERATED_ANSWER } from './knowledge-brain';

const brain = knowledgeBrain(MAINTENANCE_NORMS, ['沥青路面坑槽怎么修补']);
const ask = (query: string, seed = 0): AnswerRequest => ({
  agent: 'policy',
  query,
  inputs: {},
  files: [],
  history: [],
  user: 'admin',
  seed,
  now: new Date('2026-05-18T02:00:00Z'),
});
const textOf = (script: ReturnType<typeof brain>) =>
  script.steps.map((s) => (s.kind === 'text' || s.kind === 'block' ? s.text : '')).join('');

describe('the knowledge agents', () => {
  it('look the question up, answer in markdown quoting the norm, and offer follow-ups', () => {
    const script = brain(ask('沥青路面坑槽怎么修补'));
    expect(script.steps[0]).toMatchObject({ kind: 'thought', tool: 'dataset_4b8e2c1a' });
    expect(textOf(script)).toContain('### 沥青路面坑槽修补工艺');
    expect(textOf(script)).toMatch(
      /<payload>\{"ques":"坑槽修补后多久可以开放交通-冬季能否修补沥青路面"\}<\/payload>$/,
    );
    expect(script.retrieverResources[0]).toMatchObject({ position: 1, dataset_name: '养护规范库' });
  });

  it('answer the same question and seed the same way, and sometimes think aloud first', () => {
    expect(brain(ask('裂缝灌缝有什么要求'))).toEqual(brain(ask('裂缝灌缝有什么要求')));
    const thinking = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
      textOf(brain(ask('裂缝灌缝有什么要求', seed))).startsWith('<think>'),
    );
    expect(thinking).toContain(true);
    expect(thinking).toContain(false);
  });

  it('say so when the knowledge base has nothing on the question', () => {
    const script = brain(ask('今天晚饭吃什么'));
    expect(textOf(script)).toContain('养护规范库中没有找到与“今天晚饭吃什么”相关的内容');
    expect(script.retrieverResources).toEqual([]);
  });

  it('have an off-topic answer replaced by moderation', () => {
    const script = brain(ask('推荐一只股票'));
    expect(script.steps.at(-1)).toEqual({ kind: 'replace', text: MODERATED_ANSWER });
  });
});
