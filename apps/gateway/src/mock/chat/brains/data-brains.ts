// The agents that answer from the world's data (advanced-chat workflows): patrol, disease,
// acceptance (to-dos) and disposal. Each queries the platform (a workflow node), writes a short
// answer (model tokens) and sends its card data as one payload block (seed 001 §3 parts): xuncha,
// diseasePos with end_time, daiban, diseaseId with finishStatus, pic_url and zongjie.

import { formatTime, startOfDay } from '@jt/mocks/world/time';
import { diseasePosition, patrolItem, todoItem } from '../../assistant/assistant-data';
import type { World } from '../../world/world';
import { type AnswerPayload, type AnswerScript, payloadBlock, type ScriptStep } from '../answer-script';
import type { AnswerRequest } from './brain';
import { variant } from './brain';
import { clockText, countText, dayFigures, diseaseFilterOf, diseaseOfQuery, matches } from './world-facts';

/** The most rows one card carries (the card shows 3 to 5, then a 'more' link). */
export const CARD_ROWS = 100;
const LIVE_WORDS = ['正在', '实时', '进行', '当前在'];

/** What a data agent answers: the nodes it ran, its words and its card. */
export interface DataAnswer {
  nodes: ScriptStep[];
  text: string;
  payload: AnswerPayload;
}

export function asScript(answer: DataAnswer): AnswerScript {
  return {
    steps: [
      ...answer.nodes,
      { kind: 'text', text: answer.text },
      { kind: 'block', text: payloadBlock(answer.payload) },
    ],
    retrieverResources: [],
  };
}

const query = (title: string, ms = 300): ScriptStep => ({
  kind: 'node',
  title,
  nodeType: 'http-request',
  ms,
});

/** The patrol agent: today's patrols, the live ones, or one patrol with the diseases it found. */
export function patrolAnswer(world: World, request: AnswerRequest): DataAnswer {
  const now = world.clock.now();
  const endTime = formatTime(now);
  const patrolId = typeof request.inputs.patrolId === 'string' ? request.inputs.patrolId : '';
  const one = patrolId === '' ? undefined : world.patrols.get(patrolId);
  if (one) {
    const diseases = world.diseases.ofPatrol(one.id);
    const state =
      one.status === '2'
        ? `正在巡查，已行驶${one.mileage}公里`
        : `已于${one.endTime?.slice(11, 16)}结束，共巡查${one.mileage}公里`;
    return {
      nodes: [query('查询巡查记录'), query('查询巡查病害')],
      text:
        `巡查${one.patrolCode}（${one.routeName}，${one.orgName}${one.inspectorName}，${one.vehiclePlate}）${one.startTime.slice(11, 16)}出发，${state}，` +
        (diseases.length > 0
          ? `发现病害${diseases.length}处：${countText(diseases.map((d) => d.diseaseName))}。`
          : '未发现病害。'),
      payload: {
        diseasePos: diseases.slice(0, CARD_ROWS).map(diseasePosition),
        patrolId: one.id,
        end_time: endTime,
        ques: '当前待办-今日巡查',
      },
    };
  }
  const figures = dayFigures(world);
  const liveOnly = LIVE_WORDS.some((word) => request.query.includes(word));
  const patrols = liveOnly ? figures.live : figures.patrols;
  const routes = countText(patrols.map((p) => p.routeName)).replaceAll('处', '次');
  const text = liveOnly
    ? patrols.length > 0
      ? `截至${clockText(now)}，有${patrols.length}支巡查队正在路上：${routes}。`
      : `截至${clockText(now)}，没有正在进行的巡查。今日计划巡查${figures.scheduled}次。`
    : patrols.length > 0
      ? `今日计划巡查${figures.scheduled}次，截至${clockText(now)}已开展${patrols.length}次（${figures.live.length}次正在进行），` +
        `巡查里程${figures.mileageKm}公里，发现病害${figures.diseases.length}处。各路线：${routes}。`
      : `今日暂无巡查记录，计划巡查${figures.scheduled}次，首个巡查将于${world.patrols.schedule()[0]?.startMs ? clockText(world.patrols.schedule()[0]?.startMs ?? now) : '稍后'}出发。`;
  return {
    nodes: [query(liveOnly ? '查询实时巡查' : '查询今日巡查')],
    text,
    payload: {
      xuncha: patrols.slice(0, CARD_ROWS).map(patrolItem),
      end_time: endTime,
      ques: '查看病害信息-当前待办',
    },
  };
}

/** The disease agent: one disease, or today's (or this week's) diseases the question narrows. */
export function diseaseAnswer(world: World, request: AnswerRequest): DataAnswer {
  const now = world.clock.now();
  const endTime = formatTime(now);
  const one = diseaseOfQuery(world, request.query, request.inputs.diseaseId);
  if (one) {
    const amount = `${one.diseaseArea.toFixed(3)}${one.areaUnit}`;
    return {
      nodes: [query('查询病害详情')],
      text:
        `病害${one.diseaseCode}：${one.routeName} ${one.stakeNo} ${one.directionName}方向${one.laneName}，${one.diseaseName}，` +
        `${amount}，${one.diseaseLevelName}。${one.reportTime}由${one.orgName}${one.inspectorName}发现，目前${one.processStatusName}。`,
      payload: {
        diseasePos: [diseasePosition(one)],
        diseaseId: one.id,
        ...(one.patrolId ? { patrolId: one.patrolId } : {}),
        end_time: endTime,
        ques: '病害处置进度-当前待办',
      },
    };
  }
  const filter = diseaseFilterOf(world, request.query);
  const today = startOfDay(now);
  const todayOnly = request.query.includes('今日') || request.query.includes('今天');
  let scope = '今日';
  let found = world.diseases.rows().filter((d) => d.reportMs >= today && matches(d, filter));
  if (found.length === 0 && !todayOnly) {
    scope = '近7日';
    found = world.diseases.rows().filter((d) => d.reportMs >= today - 6 * 86_400_000 && matches(d, filter));
  }
  const serious = found.filter((d) => d.diseaseLevel === 3).length;
  const intro = ['', '为您查询到：', '查询结果如下：'][variant(request, 'disease-intro', 3)] ?? '';
  const text =
    found.length > 0
      ? `${intro}${scope}共发现病害${found.length}处：${countText(found.map((d) => d.diseaseName))}` +
        (serious > 0 ? `，其中严重${serious}处，请优先安排处置。` : '。')
      : `${scope}暂未发现符合条件的病害。`;
  const patrols = new Set(found.map((d) => d.patrolId));
  const [onlyPatrol] = patrols;
  return {
    nodes: [query('查询病害列表')],
    text,
    payload: {
      diseasePos: found.slice(0, CARD_ROWS).map(diseasePosition),
      ...(patrols.size === 1 && onlyPatrol ? { patrolId: onlyPatrol } : {}),
      end_time: endTime,
      ques: '当前待办-今日巡查',
    },
  };
}

/** The acceptance agent: the to-dos, acceptance first. */
export function acceptanceAnswer(world: World, _request: AnswerRequest): DataAnswer {
  const now = world.clock.now();
  const todos = world.todos.list();
  const acceptance = todos.filter((t) => t.kind === 'acceptance');
  const dispatch = todos.filter((t) => t.kind === 'dispatch');
  const oldest = acceptance.at(-1);
  const waitedDays = oldest
    ? Math.floor((now - Date.parse(`${oldest.collectTime.replace(' ', 'T')}+08:00`)) / 86_400_000)
    : 0;
  const text =
    todos.length > 0
      ? `当前待办${todos.length}项：待验收${acceptance.length}项，待派单${dispatch.length}项。` +
        (oldest ? `最早一项是${oldest.roadName} ${oldest.pile}的${oldest.type}，已等待${waitedDays}天。` : '')
      : '当前没有待办事项。';
  return {
    nodes: [query('查询待办')],
    text,
    payload: {
      daiban: [...acceptance, ...dispatch].slice(0, CARD_ROWS).map(todoItem),
      end_time: formatTime(now),
      ques: '查看病害信息-今日巡查',
    },
  };
}

/** The disposal agent: how a disease's repair stands (doing: its picture; done: the summary). */
export function disposalAnswer(world: World, request: AnswerRequest): DataAnswer {
  const one = diseaseOfQuery(world, request.query, request.inputs.diseaseId);
  if (!one) {
    const inRepair = world.workOrders.rows().filter((o) => o.status === 3);
    const diseases = inRepair
      .map((o) => world.diseases.get(o.diseaseId))
      .filter((d): d is NonNullable<typeof d> => d !== undefined);
    return {
      nodes: [query('查询处置中工单')],
      text:
        inRepair.length > 0
          ? `目前有${inRepair.length}处病害正在处置，请选择要查看的病害。`
          : '目前没有正在处置的病害。',
      payload: {
        diseasePos: diseases.slice(0, CARD_ROWS).map(diseasePosition),
        end_time: formatTime(world.clock.now()),
        ques: '当前待办',
      },
    };
  }
  const order = world.workOrders.ofDisease(one.id);
  const nodes = [query('查询病害详情'), query('查询处置过程')];
  if (!order) {
    return {
      nodes,
      text: `${one.routeName} ${one.stakeNo}的${one.diseaseName}为${one.diseaseLevelName}病害，列入观察，未派单处置。`,
      payload: { diseaseId: one.id, pic_url: one.picUrl, ques: '查看病害信息' },
    };
  }
  const repaired = order.status === 6 || order.status === 99 || order.status === 4 || order.status === 5;
  if (!repaired) {
    return {
      nodes,
      text: `${order.ktWords}${order.workStepVoList.length > 0 ? `已完成${order.workStepVoList.map((s) => s.stepName).join('、')}。` : ''}${order.jsWords}`,
      payload: { diseaseId: one.id, finishStatus: 'doing', pic_url: order.picBefore, ques: '当前待办' },
    };
  }
  const steps = order.workStepVoList;
  return {
    nodes,
    text: `${order.ktWords}${steps.map((s, i) => `${i + 1}. ${s.stepTime.slice(11, 16)} ${s.stepName}`).join('；')}。`,
    payload: {
      diseaseId: one.id,
      finishStatus: 'done',
      pic_url: order.picBefore,
      zongjie: {
        content: order.jsWords,
        pic: steps.at(-1)?.picAfter ?? order.picBefore,
        steps: steps.map((s) => ({ ...s })),
      },
      ques: order.status === 6 || order.status === 99 ? '当前待办-下载施工报告' : '下载施工报告',
    },
  };
}
