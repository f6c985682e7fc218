// An agent that answers from the platform's data, when the mock has no such data (the chat
// service mocked in front of a real backend): its workflow's data node fails, as a Dify
// workflow whose HTTP call fails does, and the stream ends with Dify's error event.

import type { Brain } from './brain';

export const WORLDLESS_MESSAGE =
  '平台数据不可用：对话模拟只在平台接口也为模拟（API_MODE=mock）时读取巡查、病害和工单数据';

export const worldlessBrain: Brain = () => ({
  steps: [{ kind: 'fail', title: '查询平台数据', message: WORLDLESS_MESSAGE }],
  retrieverResources: [],
});
