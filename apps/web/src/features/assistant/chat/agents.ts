// Which agent (Dify app, each with its own key on the gateway) answers what: the chat mode picks
// the agent of free questions, and a step of the work picks its specialist (seed 001 §1, §4).
import type { ChatAgent, ChatType } from '../assistant-types';
import { AssistantText } from '../texts';

export const ChatMode = {
  main: 1,
  traffic: 2,
  operation: 3,
  knowledge: 4,
} as const satisfies Record<string, ChatType>;

/** The agent of each chat mode (type codes 1 to 4). */
export function agentOfMode(mode: ChatType): ChatAgent {
  switch (mode) {
    case 2:
      return 'traffic';
    case 3:
      return 'operation';
    case 4:
      return 'policy';
    default:
      return 'main';
  }
}

export function modeName(mode: ChatType): string {
  return [
    AssistantText.modeMain,
    AssistantText.modeTraffic,
    AssistantText.modeOperation,
    AssistantText.modeKnowledge,
  ][mode - 1] as string;
}

/** The quick questions of the window (seed 001 §2) and the specialist each goes to. */
export const QUICK_QUESTIONS: ReadonlyArray<{ label: string; agent: ChatAgent }> = [
  { label: AssistantText.quickPatrol, agent: 'patrol' },
  { label: AssistantText.quickTodo, agent: 'acceptance' },
  { label: AssistantText.quickDisease, agent: 'disease' },
];

/** Words of a patrol question about the patrols on the road now (a patrol-live check). */
const LIVE_WORDS = ['实时', '正在', '当前在', '进行中'];

export function isPatrolLiveCheck(agent: ChatAgent, query: string): boolean {
  return agent === 'patrol' && LIVE_WORDS.some((word) => query.includes(word));
}

/**
 * The agent a question button goes to: the quick questions' specialists, a disposal question to
 * the disposal agent, anything else to the agent now in charge.
 */
export function agentOfLabel(label: string, current: ChatAgent): ChatAgent {
  const quick = QUICK_QUESTIONS.find((q) => q.label === label);
  if (quick) return quick.agent;
  if (label.includes('处置') || label.includes('进度')) return 'disposal';
  if (label.includes('巡查')) return 'patrol';
  if (label.includes('待办') || label.includes('验收')) return 'acceptance';
  if (label.includes('病害')) return 'disease';
  return current;
}

/** The greeting the steward is asked for when it (re-)greets: its day's status report. */
export const GREETING_QUERY = '你好';
