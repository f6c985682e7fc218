// The main steward (巡检养护管家, advanced-chat): a question classifier routes the question to
// the branch of the specialist it is about, and a greeting (or anything else) gets the day's
// figures with the quick buttons of seed 001 §2.

import { formatTime } from '@jt/mocks/world/time';
import type { World } from '../../world/world';
import type { AnswerScript, ScriptStep } from '../answer-script';
import type { AnswerRequest, Brain } from './brain';
import {
  acceptanceAnswer,
  asScript,
  type DataAnswer,
  diseaseAnswer,
  disposalAnswer,
  patrolAnswer,
} from './data-brains';
import { clockText, countText, dayFigures, dayText } from './world-facts';

type Branch = 'patrol' | 'todo' | 'disposal' | 'disease' | 'traffic' | 'knowledge' | 'manual' | 'greeting';

/** Keywords of each branch, tried in this order (a disposal question names a disease too). */
const BRANCHES: ReadonlyArray<readonly [Branch, readonly string[]]> = [
  ['disposal', ['处置', '进度', '修复情况', '施工情况']],
  ['todo', ['待办', '验收', '待派单']],
  ['patrol', ['巡查', '巡检', '轨迹']],
  ['traffic', ['路况', '拥堵', '交通', '占道', '通行']],
  ['manual', ['怎么用', '如何使用', '上传', '下载', '操作']],
  ['knowledge', ['规范', '工艺', '怎么修', '如何修', '怎么处理', '要求']],
  ['disease', ['病害', '坑槽', '裂缝', '龟裂', '车辙', '沉陷', '松散']],
];

export function classify(query: string): Branch {
  return BRANCHES.find(([, words]) => words.some((word) => query.includes(word)))?.[0] ?? 'greeting';
}

/** The day's figures (the steward's greeting and what it reads aloud). */
export function greeting(world: World): DataAnswer {
  const figures = dayFigures(world);
  const acceptance = figures.todos.filter((t) => t.kind === 'acceptance').length;
  const kinds = countText(figures.diseases.map((d) => d.diseaseName));
  return {
    nodes: [{ kind: 'node', title: '查询今日概况', nodeType: 'http-request', ms: 400 }],
    text:
      `您好！今天是${dayText(figures.now)}。截至${clockText(figures.now)}，今日计划巡查${figures.scheduled}次，` +
      `已开展${figures.patrols.length}次（${figures.live.length}次正在进行），巡查里程${figures.mileageKm}公里；` +
      `发现病害${figures.diseases.length}处${kinds ? `（${kinds}）` : ''}；当前待办${figures.todos.length}项，` +
      `其中待验收${acceptance}项、待派单${figures.todos.length - acceptance}项。`,
    payload: { ques: '今日巡查-当前待办-查看病害信息', end_time: formatTime(figures.now) },
  };
}

export function mainBrain(
  world: World,
  specialists: { traffic: Brain; policy: Brain; operation: Brain },
): Brain {
  return (request: AnswerRequest): AnswerScript => {
    const branch = classify(request.query);
    const classifier: ScriptStep = {
      kind: 'node',
      title: '问题分类器',
      nodeType: 'question-classifier',
      ms: 250,
      outputs: { class_name: branch },
    };
    const answer = (data: DataAnswer) => {
      const script = asScript(data);
      return { ...script, steps: [classifier, ...script.steps] };
    };
    switch (branch) {
      case 'patrol':
        return answer(patrolAnswer(world, request));
      case 'todo':
        return answer(acceptanceAnswer(world, request));
      case 'disposal':
        return answer(disposalAnswer(world, request));
      case 'disease':
        return answer(diseaseAnswer(world, request));
      case 'greeting':
        return answer(greeting(world));
      default: {
        // Traffic and the knowledge bases are agent apps of their own: the workflow calls them
        // as a tool and streams what they answer.
        const specialist =
          branch === 'traffic'
            ? specialists.traffic
            : branch === 'knowledge'
              ? specialists.policy
              : specialists.operation;
        const script = specialist(request);
        const steps = script.steps.filter((step) => step.kind !== 'thought');
        return {
          ...script,
          steps: [classifier, { kind: 'node', title: '调用专业助手', nodeType: 'tool', ms: 600 }, ...steps],
        };
      }
    }
  };
}
