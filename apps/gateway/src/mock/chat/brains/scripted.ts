// QA's scripted answer (POST /__mock/chat/next-answers) as the agent would give it: its text
// streamed at the agent's pace after the step the agent always takes first, its payload as the
// card data at the end.

import type { AgentProfile } from '../agents';
import { type AnswerPayload, type AnswerScript, payloadBlock, type ScriptStep } from '../answer-script';

export function scriptedAnswer(
  profile: AgentProfile,
  text: string | undefined,
  payload: AnswerPayload | undefined,
): AnswerScript {
  const steps: ScriptStep[] = [];
  if (profile.mode === 'advanced-chat')
    steps.push({ kind: 'node', title: '查询数据', nodeType: 'http-request', ms: 300 });
  if (profile.mode === 'agent-chat') {
    steps.push({
      kind: 'thought',
      tool: 'dataset_qa',
      toolInput: {},
      thought: '按测试脚本作答。',
      observation: '',
      ms: 300,
    });
  }
  if (text !== undefined && text !== '') steps.push({ kind: 'text', text });
  if (payload !== undefined) steps.push({ kind: 'block', text: payloadBlock(payload) });
  return { steps, retrieverResources: [] };
}
