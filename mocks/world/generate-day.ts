// One day of the world, from the seed and the day alone: the patrols scheduled on every route,
// the diseases they record (placed on their path, recorded when the vehicle gets there) and the
// planned lifecycle of each disease's work order. Pure and deterministic: the same (seed, day,
// rate) gives the same records, byte for byte, whatever day is generated first.

import { DISEASE_TYPES, type DiseaseLevel, LEVEL_NAMES } from './disease-types';
import { ID_WORKER, recordCode, snowflakeId } from './ids';
import { inspectorsOf, organisation, repairUnitsOf, squadsOf, vehiclesOf } from './organisations';
import { type PatrolLeg, PatrolTimeline } from './patrol-timeline';
import { hashKey, type Rng, streamOf } from './random';
import type { DayPlan, DiseaseFacts, PatrolPlan, PlannedOrderEvent, WorkOrderPlan } from './records';
import type { RoadLine, RoadNetwork } from './road-network';
import { formatStake } from './stake';
import { formatTime, HOUR, MINUTE, weekday } from './time';

export interface DayParams {
  seed: number;
  /** Midnight (China time) of the day. */
  dayMs: number;
  /** Days since the world's epoch (negative: the year of history before it). */
  dayIndex: number;
  /** Mean diseases recorded per day. */
  diseasesPerDay: number;
}

export const PATROL_TYPES = {
  daily: ['1', '日常巡查'],
  frequent: ['2', '经常检查'],
  night: ['3', '夜间巡查'],
  periodic: ['4', '定期检查'],
  special: ['5', '特殊检查'],
} as const;

type PatrolKind = keyof typeof PATROL_TYPES;

interface PatrolDraft {
  kind: PatrolKind;
  line: RoadLine;
  legs: PatrolLeg[];
  startMs: number;
  speedKmh: number;
  gpsIntervalS?: number;
}

/** Who accepts repairs in the planned lifecycles: the head of 养护管理科 (account admin). */
const ACCEPTOR = '王建国';
const TYPE_WEIGHTS = DISEASE_TYPES.map((t) => [t, t.weight] as const);

/**
 * One copy of each recurring text (remarks, lane names): a 100,000-disease world would otherwise
 * hold hundreds of thousands of equal strings.
 */
const TEXTS = new Map<string, string>();
function intern(text: string): string {
  const known = TEXTS.get(text);
  if (known !== undefined) return known;
  TEXTS.set(text, text);
  return text;
}
const PASS_OPINIONS = [
  '修补平整密实，接缝顺直，同意验收。',
  '处置及时，质量合格，验收通过。',
  '路面恢复良好，无渗水、无松散，同意验收。',
  '施工规范，资料齐全，验收通过。',
];
const FAIL_OPINIONS = [
  '接缝处有松散，压实度不足，请返工处理。',
  '修补面与原路面存在高差，请重新处治。',
  '灌缝不饱满，局部仍有渗水，需返工。',
];

function scheduleDay(params: DayParams, network: RoadNetwork, rng: Rng): PatrolDraft[] {
  const drafts: PatrolDraft[] = [];
  const dow = weekday(params.dayMs);
  const dayOfMonth = Number(formatTime(params.dayMs).slice(8, 10));
  network.lines.forEach((line, routeIndex) => {
    const whole = (times: number): PatrolLeg[] =>
      Array.from({ length: times * 2 }, (_, i) =>
        i % 2 === 0
          ? { routeCode: line.routeCode, fromStakeM: line.startStakeM, toStakeM: line.endStakeM }
          : { routeCode: line.routeCode, fromStakeM: line.endStakeM, toStakeM: line.startStakeM },
      );
    const stretch = (lengthM: number, twoWay: boolean): PatrolLeg[] => {
      const from = line.startStakeM + Math.round(rng.float(0, Math.max(0, line.lengthM - lengthM)));
      const to = from + Math.round(lengthM);
      return twoWay
        ? [
            { routeCode: line.routeCode, fromStakeM: from, toStakeM: to },
            { routeCode: line.routeCode, fromStakeM: to, toStakeM: from },
          ]
        : [{ routeCode: line.routeCode, fromStakeM: from, toStakeM: to }];
    };
    const at = (hour: number, jitterMin: number) =>
      params.dayMs + hour * HOUR + routeIndex * 7 * MINUTE + Math.round(rng.float(0, jitterMin)) * MINUTE;

    drafts.push({ kind: 'daily', line, legs: whole(1), startMs: at(8, 60), speedKmh: rng.float(60, 78) });
    if (dow === 2 || dow === 5) {
      drafts.push({ kind: 'night', line, legs: whole(1), startMs: at(21, 40), speedKmh: rng.float(70, 85) });
    }
    if (dow === 3) {
      drafts.push({
        kind: 'frequent',
        line,
        legs: stretch(rng.float(6000, 15000), true),
        startMs: at(14, 45),
        speedKmh: rng.float(30, 42),
        gpsIntervalS: 2,
      });
    }
    if (dayOfMonth === 1 + routeIndex * 5) {
      drafts.push({
        kind: 'periodic',
        line,
        legs: whole(2),
        startMs: at(8.5, 20),
        speedKmh: rng.float(22, 30),
        gpsIntervalS: 1,
      });
    }
    if (rng.chance(0.08)) {
      drafts.push({
        kind: 'special',
        line,
        legs: stretch(rng.float(1500, 3200), false),
        startMs: at(10, 300),
        speedKmh: rng.float(24, 32),
        gpsIntervalS: 30,
      });
    }
  });
  return drafts.sort((a, b) => a.startMs - b.startMs);
}

function pickLevel(rng: Rng, shares: readonly [number, number, number]): DiseaseLevel {
  return rng.weighted<DiseaseLevel>([
    [1, shares[0]],
    [2, shares[1]],
    [3, shares[2]],
  ]);
}

/**
 * The planned lifecycle of a disease's work order, from its report to its acceptance: only the
 * moments, statuses, who and why (materialise.ts derives the fields, history and steps from them,
 * so a 100,000-disease world keeps no copy of what it can derive).
 */
function planOrder(
  rng: Rng,
  disease: DiseaseFacts,
  id: string,
  orderCode: string,
  line: RoadLine,
): WorkOrderPlan {
  const office = organisation(line.definition.officeId);
  const unit = rng.pick(repairUnitsOf(line.routeCode));
  const dueHours = disease.diseaseLevel === 3 ? 24 : disease.diseaseLevel === 2 ? 72 : 168;
  const type = DISEASE_TYPES.find((candidate) => candidate.code === disease.diseaseType);
  const events: PlannedOrderEvent[] = [];
  // Times are whole seconds, as the platform stores them.
  const second = (ms: number) => Math.round(ms / 1000) * 1000;
  const event = (
    atMs: number,
    status: PlannedOrderEvent['status'],
    operator: string,
    remark: string,
    stepTimes?: number[],
  ) => {
    events.push({
      atMs: second(atMs),
      status,
      operator,
      remark: intern(remark),
      ...(stepTimes ? { stepTimes } : {}),
    });
  };
  const createMs = disease.reportMs;
  event(createMs, 1, disease.inspectorName, `巡查上报${disease.diseaseName}，生成工单`);
  const plan: WorkOrderPlan = {
    id,
    orderCode,
    diseaseId: disease.id,
    createMs,
    maintainUnitId: unit.id,
    dueHours,
    stepNames: type?.steps ?? ['安全布控', '摊铺压实'],
    events,
  };

  const stuck = rng.next();
  let t = second(createMs + rng.float(0.5, 5) * HOUR);
  event(t, 2, office?.leader ?? ACCEPTOR, `派单至${unit.orgName}，要求${dueHours}小时内完成`);
  if (stuck < 0.005) return plan;

  let rework = 0;
  for (;;) {
    t = second(t + (disease.diseaseLevel === 3 ? rng.float(1, 6) : rng.float(4, 40)) * HOUR);
    event(t, 3, unit.leader, rework === 0 ? '进场施工' : `第${rework}次返工`);
    if (stuck < 0.01 && rework === 0) break;
    const stepTimes: number[] = [];
    for (let i = 0; i < plan.stepNames.length; i++) {
      t = second(t + rng.float(12, 75) * MINUTE);
      stepTimes.push(t);
    }
    t = second(t + rng.float(10, 40) * MINUTE);
    event(t, 6, unit.leader, '施工完成，提交验收', stepTimes);
    t = second(t + rng.float(3, 60) * HOUR);
    const pass = rework > 0 || rng.chance(0.92);
    event(t, pass ? 4 : 5, ACCEPTOR, pass ? rng.pick(PASS_OPINIONS) : rng.pick(FAIL_OPINIONS));
    if (pass) break;
    rework++;
  }
  return plan;
}

/** Everything day `params.dayIndex` brings. */
export function generateDay(params: DayParams, network: RoadNetwork): DayPlan {
  const rng = streamOf(params.seed, 'day', params.dayIndex);
  const drafts = scheduleDay(params, network, rng);

  // Patrol crews, diseases per patrol (by kilometres driven; nights see less).
  const weights = drafts.map((d) => {
    const km = d.legs.reduce((s, leg) => s + Math.abs(leg.toStakeM - leg.fromStakeM), 0) / 1000;
    return d.kind === 'night'
      ? km * 0.4
      : d.kind === 'special'
        ? km * 3
        : d.kind === 'periodic'
          ? km * 0.5
          : km;
  });
  const count = Math.max(0, Math.round(params.diseasesPerDay * rng.float(0.75, 1.25)));
  const perPatrol = drafts.map(() => [] as number[]);
  const items = drafts.map((_, i) => [i, weights[i] as number] as const);
  for (let k = 0; k < count; k++) perPatrol[rng.weighted(items)]?.push(k);

  const patrols: PatrolPlan[] = [];
  const diseases: DiseaseFacts[] = [];
  const orders: WorkOrderPlan[] = [];
  let diseaseSeq = 0;

  drafts.forEach((draft, patrolIndex) => {
    const squads = squadsOf(draft.line.routeCode);
    const squad = squads[(params.dayIndex + patrolIndex + 1000) % squads.length];
    if (!squad) throw new Error(`no patrol squad on ${draft.line.routeCode}`);
    const crew = inspectorsOf(squad.id);
    const inspector = crew[(params.dayIndex + 1000 + patrolIndex) % crew.length];
    const vehicle = vehiclesOf(squad.id)[(params.dayIndex + 1000) % vehiclesOf(squad.id).length];
    if (!inspector || !vehicle) throw new Error(`squad ${squad.id} has no crew or vehicle`);
    const distanceM = draft.legs.reduce((s, leg) => s + Math.abs(leg.toStakeM - leg.fromStakeM), 0);
    // Where the diseases are along the path, then the stops there, then when each is recorded.
    const found = (perPatrol[patrolIndex] ?? [])
      .map(() =>
        Math.round(rng.float(Math.min(150, distanceM / 4), Math.max(distanceM - 150, (distanceM * 3) / 4))),
      )
      .sort((a, b) => a - b);
    const stops = found.map((atM) => ({ atM, durationS: rng.int(45, 150) }));
    const noiseSeed = hashKey(params.seed, 'patrol', params.dayIndex, patrolIndex);
    const motion = { legs: draft.legs, startMs: draft.startMs, speedKmh: draft.speedKmh, noiseSeed, stops };
    const timeline = new PatrolTimeline(motion, network);
    const patrolId = snowflakeId(draft.startMs, ID_WORKER.patrol, patrolIndex);
    const patrolCode = recordCode('XC', params.dayMs, patrolIndex + 1);
    const [patrolType, patrolTypeName] = PATROL_TYPES[draft.kind];
    const plan: PatrolPlan = {
      id: patrolId,
      patrolCode,
      patrolType,
      patrolTypeName,
      routeCode: draft.line.routeCode,
      routeName: draft.line.routeName,
      orgId: squad.id,
      orgName: squad.orgName,
      inspectorId: inspector.id,
      inspectorName: inspector.name,
      inspectorUserId: inspector.userId,
      vehiclePlate: vehicle.plate,
      gpsIntervalS: draft.gpsIntervalS ?? vehicle.gpsIntervalS,
      motion,
      startMs: timeline.startMs,
      endMs: timeline.endMs,
      distanceM,
      diseaseIds: [],
      diseaseTimes: [],
      startStakeNo: formatStake(Math.min(...draft.legs.map((l) => Math.min(l.fromStakeM, l.toStakeM)))),
      endStakeNo: formatStake(Math.max(...draft.legs.map((l) => Math.max(l.fromStakeM, l.toStakeM)))),
    };
    for (const atM of found) {
      const position = timeline.positionOnPath(atM);
      const line = network.line(position.routeCode) ?? draft.line;
      const type = rng.weighted(TYPE_WEIGHTS);
      const level = pickLevel(rng, type.levels);
      const [min, max] = type.size[level];
      const lane = rng.int(1, line.definition.lanes);
      const stakeM = Math.round(position.stakeM);
      const reportMs = Math.round(timeline.timeAt(atM) / 1000) * 1000 + rng.int(20, 40) * 1000;
      const seq = ++diseaseSeq;
      const id = snowflakeId(reportMs, ID_WORKER.disease, seq);
      const direction = line.direction(position.direction);
      const place = line.placeNear(stakeM);
      const facts: DiseaseFacts = {
        id,
        diseaseCode: recordCode('BH', params.dayMs, seq),
        diseaseType: type.code,
        diseaseTypeName: type.typeName,
        diseaseName: rng.pick(type.names),
        diseaseLevel: level,
        diseaseLevelName: LEVEL_NAMES[level],
        routeCode: line.routeCode,
        routeName: line.routeName,
        stakeM,
        stakeNo: formatStake(stakeM),
        direction: direction.code,
        directionName: direction.name,
        lane,
        laneName: intern(`第${lane}车道`),
        ...line.positionAtStake(stakeM, direction.code, lane),
        diseaseArea: Math.round(rng.float(min, max) * 1000) / 1000,
        areaUnit: type.unit,
        reportTime: formatTime(reportMs),
        reportMs,
        source: '1',
        sourceName: '巡查上报',
        patrolId,
        patrolCode,
        inspectorName: inspector.name,
        orgId: squad.id,
        orgName: squad.orgName,
        picUrl: type.pictures[seq % type.pictures.length] as string,
        remark: rng.chance(0.35)
          ? `${place}附近，${direction.towards}${lane === line.definition.lanes ? '，靠近硬路肩' : ''}`
          : '',
        needsRepair: level > 1 || rng.chance(0.7),
      };
      diseases.push(facts);
      plan.diseaseIds.push(id);
      plan.diseaseTimes.push(reportMs);
      if (facts.needsRepair) {
        orders.push(
          planOrder(
            rng,
            facts,
            snowflakeId(reportMs, ID_WORKER.workOrder, seq),
            recordCode('GD', params.dayMs, seq),
            line,
          ),
        );
      }
    }
    patrols.push(plan);
  });
  return { dayIndex: params.dayIndex, dayMs: params.dayMs, patrols, diseases, orders };
}
