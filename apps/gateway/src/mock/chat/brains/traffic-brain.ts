// The real-time traffic agent (agent-chat): it asks the traffic tool about the route the question
// names (or every route), answers with a markdown table of the sections that are not free, draws
// the route's road-map picture (message_file, served at /chat/static/…), sometimes thinking aloud
// first, and offers follow-up buttons.

import { compactDay, formatTime } from '@jt/mocks/world/time';
import type { World } from '../../world/world';
import { type AnswerScript, payloadBlock, thinkBlock } from '../answer-script';
import { type Brain, variant } from './brain';
import { clockText, routeOfQuery, type TrafficSection, trafficOf } from './world-facts';

/** The picture of a route's traffic at a day: road_map_<code>_<yyyyMMdd>.png (chat static files). */
export function roadMapName(routeCode: string, dayMs: number): string {
  return `road_map_${routeCode}_${compactDay(dayMs)}.png`;
}

export function trafficBrain(world: World): Brain {
  return (request): AnswerScript => {
    const now = world.clock.now();
    const routeCode = routeOfQuery(world, request.query);
    const routes = routeCode ? [routeCode] : world.roads.rows().map((r) => r.routeCode);
    const sections = routes.flatMap((code) => trafficOf(world, code));
    const slow = sections.filter((s) => s.level !== '畅通');
    const scope = routeCode ? (world.roads.get(routeCode)?.routeName ?? routeCode) : '辖区各高速';
    const observation =
      slow.length > 0
        ? slow.map((s) => `${s.routeCode} ${s.from}—${s.to} ${s.level}`).join('；')
        : '全部畅通';
    const thinking =
      variant(request, 'traffic-think', 3) === 0
        ? thinkBlock(`用户想了解${scope}的实时路况，先看施工占道和高峰拥堵路段。`)
        : '';
    const table = (rows: readonly TrafficSection[]) =>
      ['| 路线 | 路段 | 状况 | 原因 | 影响 |', '| --- | --- | --- | --- | --- |']
        .concat(
          rows.map(
            (s) => `| ${s.routeName} | ${s.from}—${s.to} | ${s.level} | ${s.reason} | 约${s.km}公里 |`,
          ),
        )
        .join('\n');
    const text =
      `${thinking}### ${scope}实时路况（截至${clockText(now)}）\n\n` +
      (slow.length > 0
        ? `${table(slow)}\n\n其余路段通行正常。施工路段请减速慢行，注意避让作业人员。\n`
        : `${scope}全线通行正常，暂无拥堵和施工占道。\n`);
    return {
      steps: [
        {
          kind: 'thought',
          tool: 'traffic_status',
          toolInput: { traffic_status: { route: routeCode ?? 'all', time: formatTime(now) } },
          thought: `已查询${scope}的实时路况。`,
          observation,
          ms: 500,
        },
        ...(routeCode ? [{ kind: 'file' as const, url: `/chat/static/${roadMapName(routeCode, now)}` }] : []),
        { kind: 'text', text },
        {
          kind: 'block',
          text: payloadBlock({
            ques: routeCode ? '哪些路段有施工占道-今日巡查' : 'G42沪蓉高速路况-哪些路段有施工占道',
          }),
        },
      ],
      retrieverResources: [],
    };
  };
}
