// Which brain answers for which agent: the question-answering agents from their knowledge
// bases, the others from the mock's world (today's patrols, diseases, work orders, to-dos);
// without a world (the chat mocked before a real backend) the data agents' workflows fail.

import { MAINTENANCE_NORMS, PLATFORM_MANUAL } from '@jt/mocks/assistant/knowledge';
import type { ChatAgent } from '../../../config';
import type { World } from '../../world/world';
import type { Brain } from './brain';
import { acceptanceAnswer, asScript, diseaseAnswer, disposalAnswer, patrolAnswer } from './data-brains';
import { knowledgeBrain } from './knowledge-brain';
import { mainBrain } from './main-brain';
import { trafficBrain } from './traffic-brain';
import { worldlessBrain } from './worldless';

export function agentBrains(world: World | null): (agent: ChatAgent) => Brain {
  const policy = knowledgeBrain(MAINTENANCE_NORMS, ['沥青路面坑槽怎么修补', '裂缝灌缝有什么要求']);
  const operation = knowledgeBrain(PLATFORM_MANUAL, ['怎么上传图片识别', '怎么下载巡查记录']);
  if (!world) {
    const brains: Record<ChatAgent, Brain> = {
      policy,
      operation,
      main: worldlessBrain,
      acceptance: worldlessBrain,
      disease: worldlessBrain,
      patrol: worldlessBrain,
      disposal: worldlessBrain,
      traffic: worldlessBrain,
    };
    return (agent) => brains[agent];
  }
  const traffic = trafficBrain(world);
  const brains: Record<ChatAgent, Brain> = {
    policy,
    operation,
    traffic,
    main: mainBrain(world, { traffic, policy, operation }),
    patrol: (request) => asScript(patrolAnswer(world, request)),
    disease: (request) => asScript(diseaseAnswer(world, request)),
    acceptance: (request) => asScript(acceptanceAnswer(world, request)),
    disposal: (request) => asScript(disposalAnswer(world, request)),
  };
  return (agent) => brains[agent];
}
