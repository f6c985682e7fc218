// Which brain answers for which agent: the question-answering agents from their knowledge
// bases, the others from the mock's world (today's patrols, diseases, work orders, to-dos).

import { MAINTENANCE_NORMS, PLATFORM_MANUAL } from '@jt/mocks/assistant/knowledge';
import type { ChatAgent } from '../../../config';
import type { Brain } from './brain';
import { knowledgeBrain } from './knowledge-brain';
import { worldlessBrain } from './worldless';

export function agentBrains(): (agent: ChatAgent) => Brain {
  const brains: Record<ChatAgent, Brain> = {
    policy: knowledgeBrain(MAINTENANCE_NORMS, ['沥青路面坑槽怎么修补', '裂缝灌缝有什么要求']),
    operation: knowledgeBrain(PLATFORM_MANUAL, ['怎么上传图片识别', '怎么下载巡查记录']),
    main: worldlessBrain,
    acceptance: worldlessBrain,
    disease: worldlessBrain,
    patrol: worldlessBrain,
    disposal: worldlessBrain,
    traffic: worldlessBrain,
  };
  return (agent) => brains[agent];
}
