// The question-answering agents (policy: maintenance norms; operation: the platform's manual):
// an agent app that looks the question up in its knowledge base (agent_thought with the dataset
// tool), answers in markdown quoting what it found (retriever_resources), sometimes thinking
// aloud first, and offers follow-up buttons (ques). Off-topic answers are replaced by output
// moderation, as a Dify app with sensitive-word avoidance does.

import type { KnowledgeDataset } from '@jt/mocks/assistant/knowledge';
import { type AnswerScript, payloadBlock, type RetrieverResource, thinkBlock } from '../answer-script';
import { type Brain, variant } from './brain';
import { type RetrievedSegment, retrieve } from './retrieval';

/** Topics outside road maintenance: the moderation replaces such answers. */
const OFF_TOPIC = ['股票', '彩票', '赌博', '政治', '翻墙', '炒币'];
export const MODERATED_ANSWER = '抱歉，该问题超出了养护业务范围，请换个问题试试。';

export function knowledgeBrain(dataset: KnowledgeDataset, fallbackFollowUps: readonly string[]): Brain {
  const tool = `dataset_${dataset.id.slice(0, 8)}`;
  return (request) => {
    if (OFF_TOPIC.some((word) => request.query.includes(word))) {
      return {
        steps: [
          { kind: 'text', text: '关于这个问题，' },
          { kind: 'replace', text: MODERATED_ANSWER },
        ],
        retrieverResources: [],
      };
    }
    const found = retrieve(dataset, request.query);
    const thought = {
      kind: 'thought' as const,
      tool,
      toolInput: { [tool]: { query: request.query } },
      thought:
        found.length > 0
          ? `已检索${dataset.name}，依据《${found[0]?.document.name}》作答。`
          : `${dataset.name}中没有找到相关内容。`,
      observation: found.map((f) => f.segment.content.slice(0, 120)).join('\n'),
      ms: 600,
    };
    if (found.length === 0) {
      return {
        steps: [
          thought,
          {
            kind: 'text',
            text: `抱歉，${dataset.name}中没有找到与“${request.query.trim()}”相关的内容。您可以换个说法，或咨询养护管理科。`,
          },
          { kind: 'block', text: payloadBlock({ ques: fallbackFollowUps.join('-') }) },
        ],
        retrieverResources: [],
      };
    }
    const [best] = found as [RetrievedSegment, ...RetrievedSegment[]];
    const thinking =
      variant(request, 'think', 3) === 0
        ? thinkBlock(
            `用户问的是“${request.query.trim()}”，${dataset.name}中《${best.segment.title}》一节可以回答。`,
          )
        : '';
    const intro = ['根据', '依据', '按照'][variant(request, 'intro', 3)] ?? '根据';
    const text = `${thinking}${intro}《${best.document.name.replace(/\.\w+$/, '')}》：\n\n${best.segment.content}\n`;
    return {
      steps: [
        thought,
        { kind: 'text', text },
        { kind: 'block', text: payloadBlock({ ques: best.segment.followUps.join('-') }) },
      ],
      retrieverResources: found.map(resourceOf),
    } satisfies AnswerScript;
  };
}

function resourceOf(found: RetrievedSegment, index: number): RetrieverResource {
  return {
    position: index + 1,
    dataset_id: found.dataset.id,
    dataset_name: found.dataset.name,
    document_id: found.document.id,
    document_name: found.document.name,
    segment_id: found.segment.id,
    score: found.score,
    content: found.segment.content,
  };
}
