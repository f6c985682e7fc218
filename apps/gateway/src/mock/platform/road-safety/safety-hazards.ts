// The road-safety hazards (道路安全隐患) along the routes: damaged guardrail, hidden or missing
// signs, rockfall on a cutting, standing water … each reported at a stake, then taken in hand and
// closed, every move with its note (@jt/mocks/world/hazard-states, the one machine). Seeded from
// the world's seed over the 90 days before the store was made and kept in the store (DATA_DIR)
// with the users' moves. Not the world's traffic events (events.ts): those clear by themselves
// within hours; a hazard stays until someone closes it.

import { HAZARD_STATUS_NAMES, type HazardStatus, hazardMoveProblem } from '@jt/mocks/world/hazard-states';
import { organisation } from '@jt/mocks/world/organisations';
import { streamOf } from '@jt/mocks/world/random';
import type { RoadNetwork } from '@jt/mocks/world/road-network';
import { formatStake } from '@jt/mocks/world/stake';
import { stakeOnRoute } from '@jt/mocks/world/stake-rules';
import { DAY, formatTime, HOUR } from '@jt/mocks/world/time';
import type { Collection, MockStore } from '../../store/mock-store';
import { done, fieldSpecs, refused, type WorldResult } from '../../world/field-specs';
import { type Page, queryPage, type TableQueryInput } from '../table-query';

export interface HazardStep {
  status: HazardStatus;
  statusName: string;
  note: string;
  operator: string;
  time: string;
}

export interface SafetyHazard {
  id: string;
  hazardCode: string;
  hazardType: string;
  level: string;
  routeCode: string;
  routeName: string;
  stakeNo: string;
  stakeM: number;
  directionName: string;
  description: string;
  reporter: string;
  reportTime: string;
  orgName: string;
  status: HazardStatus;
  statusName: string;
  updateTime: string;
  history: HazardStep[];
}

export const SAFETY_HAZARD_FIELDS = fieldSpecs<SafetyHazard>({
  id: 'text',
  hazardCode: 'text',
  hazardType: 'text',
  level: 'text',
  routeCode: 'text',
  routeName: 'text',
  stakeNo: 'stake',
  stakeM: 'number',
  directionName: 'text',
  description: 'text',
  reporter: 'text',
  reportTime: 'time',
  orgName: 'text',
  status: 'text',
  statusName: 'text',
  updateTime: 'time',
});

/** What a patrol finds, and what it says about it. */
const HAZARD_KINDS: ReadonlyArray<{ type: string; says: readonly string[] }> = [
  { type: '护栏缺损', says: ['波形梁护栏被撞变形约12米', '护栏立柱缺失两根', '护栏端头脱落'] },
  { type: '标志缺失或遮挡', says: ['指路标志被行道树遮挡', '限速标志缺失', '标志板面褪色难以辨认'] },
  { type: '边坡落石', says: ['路堑边坡有落石滚至硬路肩', '坡面出现松动岩块', '防护网破损'] },
  { type: '路面积水', says: ['低洼处积水约5厘米', '排水沟堵塞，雨后积水', '超高路段积水'] },
  { type: '照明不足', says: ['隧道入口段灯具损坏三盏', '互通匝道照明熄灭', '收费广场照度不足'] },
  { type: '伸缩缝破损', says: ['桥梁伸缩缝跳车明显', '伸缩缝钢板翘起', '伸缩缝橡胶条脱落'] },
  { type: '施工区防护不足', says: ['施工区锥桶间距过大', '缺少施工预告标志', '夜间无警示灯'] },
];
const LEVELS = ['一般', '较大', '重大'] as const;
/** The vocabulary 上报隐患 takes (the contract's HazardType and level). */
export const HAZARD_TYPES: readonly string[] = HAZARD_KINDS.map((kind) => kind.type);
export const HAZARD_LEVELS: readonly string[] = LEVELS;
const DESCRIPTION_MAX = 200;
const REPORTERS = ['李巡查', '张三', '孙海涛', '吴建军', '周斌'];
const SEEDED = 60;
const NOTE_MAX = 200;

export const SAFETY_HAZARD_REFUSALS = {
  missing: '隐患不存在或已删除',
  note: '请填写处置说明',
  noteLength: `处置说明不能超过${NOTE_MAX}个字符`,
  type: '请选择隐患类型',
  level: '请选择隐患等级',
  direction: '请选择方向（上行或下行）',
  description: '请填写隐患描述',
  descriptionLength: `隐患描述不能超过${DESCRIPTION_MAX}个字符`,
} as const;

/** 上报隐患's entry (the contract's HazardReport). */
export interface HazardReportInput {
  hazardType: string;
  level: string;
  routeCode: string;
  direction: string;
  stakeNo: string;
  description: string;
}

const length = (text: string) => [...text].length;

/** The seeded hazards: the 90 days before `nowMs`, the older ones further along. */
export function seedHazards(seed: number, network: RoadNetwork, nowMs: number): SafetyHazard[] {
  const rng = streamOf(seed, 'safety-hazards');
  const hazards: SafetyHazard[] = [];
  for (let n = 0; n < SEEDED; n++) {
    const line = rng.pick(network.lines);
    const kind = rng.pick(HAZARD_KINDS);
    const stakeM = Math.round(line.startStakeM + rng.float(0, line.lengthM));
    const ageDays = rng.float(0.2, 90);
    const reportMs = Math.round((nowMs - ageDays * DAY) / 60_000) * 60_000;
    const reporter = rng.pick(REPORTERS);
    const office = organisation(line.definition.officeId);
    const history: HazardStep[] = [
      {
        status: '1',
        statusName: HAZARD_STATUS_NAMES['1'],
        note: '巡查发现并上报',
        operator: reporter,
        time: formatTime(reportMs),
      },
    ];
    // Older ones were taken in hand, the oldest mostly closed.
    if (ageDays > 3 || rng.chance(0.3)) {
      const startMs = reportMs + rng.int(2, 30) * HOUR;
      if (startMs < nowMs)
        history.push({
          status: '2',
          statusName: HAZARD_STATUS_NAMES['2'],
          note: '已通知养护单位，现场设置警示',
          operator: office?.leader ?? '系统',
          time: formatTime(startMs),
        });
      const closeMs = startMs + rng.int(1, 10) * DAY;
      if (startMs < nowMs && closeMs < nowMs && rng.chance(0.7))
        history.push({
          status: '3',
          statusName: HAZARD_STATUS_NAMES['3'],
          note: '已修复，复查合格',
          operator: office?.leader ?? '系统',
          time: formatTime(closeMs),
        });
    }
    const last = history[history.length - 1] as HazardStep;
    const direction = rng.chance(0.5) ? '1' : '2';
    hazards.push({
      id: String(6_040_000_001 + n),
      hazardCode: `AQ-${formatTime(reportMs).slice(0, 10).replaceAll('-', '')}-${String(n + 1).padStart(3, '0')}`,
      hazardType: kind.type,
      level: rng.weighted(LEVELS.map((level, i) => [level, [0.6, 0.3, 0.1][i] ?? 0] as const)),
      routeCode: line.routeCode,
      routeName: line.routeName,
      stakeNo: formatStake(stakeM),
      stakeM,
      directionName: line.direction(direction).name,
      description: rng.pick(kind.says),
      reporter,
      reportTime: formatTime(reportMs),
      orgName: office?.orgName ?? '',
      status: last.status,
      statusName: last.statusName,
      updateTime: last.time,
      history,
    });
  }
  return hazards.sort((a, b) => b.reportTime.localeCompare(a.reportTime));
}

export class SafetyHazards {
  private readonly records: Collection<SafetyHazard>;

  constructor(
    store: MockStore,
    seed: number,
    private readonly network: RoadNetwork,
    private readonly now: () => number,
  ) {
    this.records = store.collection<SafetyHazard>('safetyHazards', () =>
      Object.fromEntries(seedHazards(seed, network, now()).map((h) => [h.id, h])),
    );
  }

  /** Newest report first. */
  rows(): SafetyHazard[] {
    return this.records.values().sort((a, b) => b.reportTime.localeCompare(a.reportTime));
  }

  page(query: TableQueryInput): Page<SafetyHazard> {
    return queryPage(this.rows(), query, SAFETY_HAZARD_FIELDS);
  }

  get(id: string): SafetyHazard | undefined {
    return this.records.get(id);
  }

  /**
   * 上报隐患: checked whole (route, direction, a stake on the route, type, level, description) and
   * kept in 上报 with its first step, or refused with nothing saved.
   */
  report(input: HazardReportInput, reporter: string): WorldResult<SafetyHazard> {
    const line = this.network.line(input.routeCode.trim());
    if (!line) return refused(`路线「${input.routeCode}」不存在`);
    if (input.direction !== '1' && input.direction !== '2') return refused(SAFETY_HAZARD_REFUSALS.direction);
    const stake = stakeOnRoute(line, input.stakeNo);
    if (!stake.ok) return refused(stake.reason);
    const stakeM = stake.value;
    if (!HAZARD_TYPES.includes(input.hazardType)) return refused(SAFETY_HAZARD_REFUSALS.type);
    if (!HAZARD_LEVELS.includes(input.level)) return refused(SAFETY_HAZARD_REFUSALS.level);
    const description = input.description.trim();
    if (!description) return refused(SAFETY_HAZARD_REFUSALS.description);
    if (length(description) > DESCRIPTION_MAX) return refused(SAFETY_HAZARD_REFUSALS.descriptionLength);
    const time = formatTime(this.now());
    const all = this.records.values();
    const prefix = `AQ-${time.slice(0, 10).replaceAll('-', '')}-`;
    const taken = all
      .filter((h) => h.hazardCode.startsWith(prefix))
      .map((h) => Number(h.hazardCode.slice(prefix.length)));
    const id = String(Math.max(0, ...all.map((h) => Number(h.id) || 0)) + 1);
    const office = organisation(line.definition.officeId);
    const step: HazardStep = {
      status: '1',
      statusName: HAZARD_STATUS_NAMES['1'],
      note: '上报隐患',
      operator: reporter,
      time,
    };
    const hazard: SafetyHazard = {
      id,
      hazardCode: `${prefix}${String(Math.max(0, ...taken) + 1).padStart(3, '0')}`,
      hazardType: input.hazardType,
      level: input.level,
      routeCode: line.routeCode,
      routeName: line.routeName,
      stakeNo: formatStake(stakeM),
      stakeM,
      directionName: line.direction(input.direction).name,
      description,
      reporter,
      reportTime: time,
      orgName: office?.orgName ?? '',
      status: '1',
      statusName: step.statusName,
      updateTime: time,
      history: [step],
    };
    this.records.set(id, hazard);
    return done(hazard);
  }

  /** 处置: the next state with the note, or refused (an illegal move, no note) with nothing saved. */
  move(id: string, to: string, note: string, operator: string): WorldResult<SafetyHazard> {
    const hazard = this.records.get(id);
    if (!hazard) return refused(SAFETY_HAZARD_REFUSALS.missing);
    const problem = hazardMoveProblem(hazard.status, to);
    if (problem) return refused(problem);
    const said = note.trim();
    if (!said) return refused(SAFETY_HAZARD_REFUSALS.note);
    if (length(said) > NOTE_MAX) return refused(SAFETY_HAZARD_REFUSALS.noteLength);
    const status = to as HazardStatus;
    const time = formatTime(this.now());
    const step: HazardStep = { status, statusName: HAZARD_STATUS_NAMES[status], note: said, operator, time };
    const moved: SafetyHazard = {
      ...hazard,
      status,
      statusName: step.statusName,
      updateTime: time,
      history: [...hazard.history, step],
    };
    this.records.set(id, moved);
    return done(moved);
  }
}
