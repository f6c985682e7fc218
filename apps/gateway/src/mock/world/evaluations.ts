// Road condition evaluation (路况评定) of the world: every kilometre of every carriageway scored
// now from what the world holds — its damage from the diseases reported there over the past
// year (repaired ones as patches), its bumps, the condition classes of its bridges, tunnels and
// culverts, the condition of its signs, guardrail and lighting — over the surface properties
// the seed gives it (mocks/world/evaluation.ts). A kilometre with many open potholes scores
// lower, and repairing them raises it again: the evaluation agrees with the rest of the world.

import type { components } from '@jt/api-contract';
import type { AssetFacts } from '@jt/mocks/world/assets';
import {
  BCI_OF_GRADE,
  damagedArea,
  damageWeight,
  gradeOf,
  mqiOf,
  pbiOfBumps,
  pciOfDamageRatio,
  pqiOf,
  rdiOfRutDepth,
  rqiOfIri,
  type SegmentBase,
  segmentBases,
  sriOfSfc,
  tciOfFacilities,
} from '@jt/mocks/world/evaluation';
import { ID_WORKER, snowflakeId } from '@jt/mocks/world/ids';
import type { DiseaseRow } from '@jt/mocks/world/materialise';
import { LANE_WIDTH_M } from '@jt/mocks/world/road-network';
import { formatStake } from '@jt/mocks/world/stake';
import { DAY, formatTime, parseTime } from '@jt/mocks/world/time';
import { type Page, queryPage, type TableQueryInput } from '../platform/table-query';
import type { Collection } from '../store/mock-store';
import type { AssetRow } from './assets';
import {
  byMeasurement,
  checkSurvey,
  coversKilometre,
  type EvaluationSurvey,
  type SurveyInput,
} from './evaluation-surveys';
import { done, fieldSpecs, refused, type WorldResult } from './field-specs';
import type { WorldData } from './world-data';

/**
 * A kilometre's scores as the world keeps them: the contract's Evaluation less its id and colour
 * band (both derived when answered), its survey always said (null when none).
 */
export type EvaluationRow = Omit<
  components['schemas']['Evaluation'],
  'id' | 'band' | 'surveyId' | 'surveyDate'
> & {
  surveyId: string | null;
  surveyDate: string | null;
};

export interface RouteScore {
  routeCode: string;
  routeName: string;
  lengthKm: number;
  mqi: number;
  pqi: number;
  pci: number;
  rqi: number;
  rdi: number;
  sri: number;
}

export interface YearScore {
  year: number;
  routeCode: string;
  mqi: number;
  pqi: number;
  pci: number;
  rqi: number;
}

export const EVALUATION_FIELDS = fieldSpecs<EvaluationRow>({
  routeCode: 'text',
  routeName: 'text',
  direction: 'text',
  directionName: 'text',
  startStakeNo: 'stake',
  endStakeNo: 'stake',
  startStakeM: 'number',
  mqi: 'number',
  pqi: 'number',
  pci: 'number',
  rqi: 'number',
  rdi: 'number',
  sri: 'number',
  bci: 'number',
  tci: 'number',
  grade: 'text',
  diseaseCount: 'number',
  openDiseaseCount: 'number',
  surveyDate: 'text',
  evaluateTime: 'text',
});

/** A kilometre's sheet: its scores, the survey they use and the diseases counted in its damage. */
export interface EvaluationDetail {
  row: EvaluationRow;
  survey: EvaluationSurvey | null;
  /** Every survey entered for the kilometre, newest measurement first. */
  surveys: EvaluationSurvey[];
  diseases: DiseaseRow[];
}

/** The most diseases a kilometre's sheet lists (newest first; the count says how many there are). */
export const DETAIL_DISEASES = 50;

let enteredSequence = 0;

/** A kilometre's id: route, carriageway and start in metres ('G42-1-252300'). */
export function evaluationId(row: Pick<EvaluationRow, 'routeCode' | 'direction' | 'startStakeM'>): string {
  return `${row.routeCode}-${row.direction}-${row.startStakeM}`;
}

const BUMPS = new Set(['沉陷', '拥包']);
const RUTS = '车辙';
const round2 = (v: number) => Math.round(v * 100) / 100;
/** Scores are computed again at most this often (a wall screen polls; the world moves slowly). */
const RECOMPUTE_MS = 60_000;

interface Damage {
  weighted: number;
  diseases: number;
  open: number;
  openBumps: number;
  repairedBumps: number;
  openRutM: number;
}

export class Evaluations {
  private readonly bases: SegmentBase[];
  private cache: {
    at: number;
    diseases: readonly DiseaseRow[];
    assets: readonly AssetRow[];
    surveysVersion: number;
    rows: EvaluationRow[];
  } | null = null;
  /** The surveys entered (新增评定), kept in the store (DATA_DIR). */
  private readonly surveys: Collection<EvaluationSurvey>;
  private surveysVersion = 0;

  /** Per route and carriageway: where its kilometres start, and the first one's index in `bases`. */
  private readonly starts = new Map<string, { first: number; stakes: number[] }>();

  constructor(
    private readonly data: WorldData,
    private readonly diseases: () => readonly DiseaseRow[],
    private readonly assets: () => readonly AssetRow[],
  ) {
    this.surveys = data.store.collection<EvaluationSurvey>('worldEvaluationSurveys');
    // QA's reset empties the surveys: score again from the model.
    data.store.onReset(() => this.surveysVersion++);
    this.bases = segmentBases(data.options.seed, data.network);
    this.bases.forEach((base, i) => {
      const key = `${base.routeCode}|${base.direction}`;
      const entry = this.starts.get(key) ?? { first: i, stakes: [] };
      entry.stakes.push(base.startStakeM);
      this.starts.set(key, entry);
    });
  }

  /** The index of the kilometre holding a stake (binary search over its carriageway's starts). */
  private segmentAt(routeCode: string, direction: string, stakeM: number): number | undefined {
    const entry = this.starts.get(`${routeCode}|${direction}`);
    if (!entry) return undefined;
    const { stakes } = entry;
    let lo = 0;
    let hi = stakes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((stakes[mid] as number) <= stakeM) lo = mid;
      else hi = mid - 1;
    }
    return entry.first + lo;
  }

  /** Every kilometre of every carriageway, in route and stake order, scored now. */
  rows(): EvaluationRow[] {
    const now = this.data.now();
    const diseases = this.diseases();
    const assets = this.assets();
    const c = this.cache;
    const surveysVersion = this.surveysVersion;
    if (
      c &&
      c.diseases === diseases &&
      c.assets === assets &&
      c.surveysVersion === surveysVersion &&
      now - c.at < RECOMPUTE_MS &&
      now >= c.at
    )
      return c.rows;
    const rows = this.compute(now, diseases, assets);
    this.cache = { at: now, diseases, assets, surveysVersion, rows };
    return rows;
  }

  /** Whether some kilometre of a carriageway lies at least half within [startM, endM]. */
  private coveredIndices(routeCode: string, direction: string, startM: number, endM: number): number[] {
    const first = this.segmentAt(routeCode, direction, startM);
    if (first === undefined) return [];
    const out: number[] = [];
    for (let i = first; i < this.bases.length; i++) {
      const base = this.bases[i] as SegmentBase;
      if (base.routeCode !== routeCode || base.direction !== direction || base.startStakeM >= endM) break;
      if (coversKilometre(startM, endM, base.startStakeM, base.endStakeM)) out.push(i);
    }
    return out;
  }

  /** 新增评定: a survey entered; the kilometres it covers are scored from it at once. */
  addSurvey(
    input: SurveyInput,
    creator: string,
  ): WorldResult<{ survey: EvaluationSurvey; rows: EvaluationRow[] }> {
    const now = this.data.now();
    const network = this.data.network.line(input.routeCode);
    const line = network && {
      routeName: network.routeName,
      startStakeM: network.startStakeM,
      endStakeM: network.endStakeM,
      directionName: (direction: '1' | '2') => network.direction(direction).name,
    };
    const checked = checkSurvey(
      input,
      line,
      now,
      (startM, endM) => this.coveredIndices(input.routeCode, input.direction, startM, endM).length > 0,
    );
    if (!checked.ok) return checked;
    let id: string;
    do {
      id = snowflakeId(now, ID_WORKER.created, enteredSequence++);
    } while (this.surveys.has(id));
    const survey: EvaluationSurvey = { ...checked.value, id, creator, createTime: formatTime(now) };
    this.surveys.set(id, survey);
    this.surveysVersion++;
    const rows = this.rows();
    const covered = this.coveredIndices(
      survey.routeCode,
      survey.direction,
      survey.startStakeM,
      survey.endStakeM,
    );
    return done({ survey, rows: covered.map((i) => rows[i] as EvaluationRow) });
  }

  /** A survey entered by mistake taken back: its kilometres are scored as before it. */
  removeSurvey(id: string): WorldResult<{ id: string }> {
    if (!this.surveys.delete(id)) return refused('检测记录不存在或已删除');
    this.surveysVersion++;
    return done({ id });
  }

  /** A kilometre's sheet by its id ('G42-1-252300'), or undefined when there is no such kilometre. */
  detail(id: string): EvaluationDetail | undefined {
    const match = /^(.+)-([12])-(\d+)$/.exec(id);
    if (!match) return undefined;
    const [, routeCode, direction, start] = match as unknown as [string, string, '1' | '2', string];
    const i = this.segmentAt(routeCode, direction, Number(start));
    const rows = this.rows();
    const row = i === undefined ? undefined : rows[i];
    if (!row || row.startStakeM !== Number(start)) return undefined;
    const surveys = this.surveys
      .values()
      .filter(
        (s) =>
          s.routeCode === routeCode &&
          s.direction === direction &&
          coversKilometre(s.startStakeM, s.endStakeM, row.startStakeM, row.endStakeM),
      )
      .sort(byMeasurement)
      .reverse();
    const since = parseTime(row.evaluateTime) - 365 * DAY;
    const diseases: DiseaseRow[] = [];
    for (const d of this.diseases()) {
      if (d.reportMs < since || diseases.length >= DETAIL_DISEASES) break; // newest first
      if (
        d.routeCode === routeCode &&
        d.direction === direction &&
        this.segmentAt(routeCode, direction, d.stakeM) === i
      )
        diseases.push(d);
    }
    return { row, survey: surveys.find((s) => s.id === row.surveyId) ?? null, surveys, diseases };
  }

  page(query: TableQueryInput): Page<EvaluationRow> {
    return queryPage(this.rows(), query, EVALUATION_FIELDS);
  }

  /** Length-weighted scores per route (both carriageways) now. */
  routes(): RouteScore[] {
    const out = new Map<string, { row: RouteScore; km: number }>();
    for (const row of this.rows()) {
      let entry = out.get(row.routeCode);
      if (!entry) {
        entry = {
          row: {
            routeCode: row.routeCode,
            routeName: row.routeName,
            lengthKm: 0,
            mqi: 0,
            pqi: 0,
            pci: 0,
            rqi: 0,
            rdi: 0,
            sri: 0,
          },
          km: 0,
        };
        out.set(row.routeCode, entry);
      }
      const r = entry.row;
      for (const key of ['mqi', 'pqi', 'pci', 'rqi', 'rdi', 'sri'] as const)
        r[key] += row[key] * row.lengthKm;
      entry.km += row.lengthKm;
    }
    return [...out.values()].map(({ row, km }) => ({
      ...row,
      lengthKm: round2(km / 2),
      mqi: round2(row.mqi / km),
      pqi: round2(row.pqi / km),
      pci: round2(row.pci / km),
      rqi: round2(row.rqi / km),
      rdi: round2(row.rdi / km),
      sri: round2(row.sri / km),
    }));
  }

  /**
   * The annual assessments of the years before (the surface younger then, no damage of this
   * year's diseases) and this year's so far, per route, oldest first.
   */
  history(years = 5): YearScore[] {
    const nowYear = Number(formatTime(this.data.now()).slice(0, 4));
    const current = this.rows();
    const out: YearScore[] = [];
    for (let back = years - 1; back >= 0; back--) {
      const perRoute = new Map<string, { mqi: number; pqi: number; pci: number; rqi: number; km: number }>();
      this.bases.forEach((base, i) => {
        const now = current[i];
        if (!now) return;
        const scores = back === 0 ? now : this.pastScores(base, now, back);
        const km = now.lengthKm;
        const acc = perRoute.get(base.routeCode) ?? { mqi: 0, pqi: 0, pci: 0, rqi: 0, km: 0 };
        acc.mqi += scores.mqi * km;
        acc.pqi += scores.pqi * km;
        acc.pci += scores.pci * km;
        acc.rqi += scores.rqi * km;
        acc.km += km;
        perRoute.set(base.routeCode, acc);
      });
      for (const [routeCode, acc] of perRoute) {
        out.push({
          year: nowYear - back,
          routeCode,
          mqi: round2(acc.mqi / acc.km),
          pqi: round2(acc.pqi / acc.km),
          pci: round2(acc.pci / acc.km),
          rqi: round2(acc.rqi / acc.km),
        });
      }
    }
    return out;
  }

  private pastScores(base: SegmentBase, now: EvaluationRow, back: number) {
    // Before its last renewal a surface was at the end of its life (that is why it was renewed).
    const age = base.surfaceAge - back >= 0 ? base.surfaceAge - back : base.surfaceAge - back + 11;
    const dr = base.backgroundDrPerYear * age + (now.dr - base.backgroundDrPerYear * base.surfaceAge) * 0.8;
    const pci = pciOfDamageRatio(Math.max(0, dr));
    const rqi = rqiOfIri(base.iri0 + base.iriPerYear * age);
    const rdi = rdiOfRutDepth(base.rd0 + base.rdPerYear * age);
    const pqi = pqiOf({ pci, rqi, rdi, pbi: now.pbi, sri: now.sri });
    return { pci, rqi, pqi, mqi: mqiOf({ pqi, sci: now.sci, bci: now.bci, tci: now.tci }) };
  }

  private compute(
    nowMs: number,
    diseases: readonly DiseaseRow[],
    assets: readonly AssetRow[],
  ): EvaluationRow[] {
    const since = nowMs - 365 * DAY;
    const find = (routeCode: string, direction: string, stakeM: number) =>
      this.segmentAt(routeCode, direction, stakeM);

    const damage: Damage[] = this.bases.map(() => ({
      weighted: 0,
      diseases: 0,
      open: 0,
      openBumps: 0,
      repairedBumps: 0,
      openRutM: 0,
    }));
    for (const d of diseases) {
      if (d.reportMs < since) break; // newest first
      const i = find(d.routeCode, d.direction, d.stakeM);
      const seg = i === undefined ? undefined : damage[i];
      if (!seg) continue;
      const repaired = d.processStatus === 4;
      seg.weighted += damageWeight(d.diseaseLevel, repaired) * damagedArea(d.diseaseArea, d.areaUnit);
      seg.diseases++;
      if (!repaired) seg.open++;
      if (BUMPS.has(d.diseaseTypeName)) repaired ? seg.repairedBumps++ : seg.openBumps++;
      if (d.diseaseTypeName === RUTS && !repaired) seg.openRutM += d.diseaseArea;
    }

    const worstGrade: number[] = this.bases.map(() => 1);
    const slight: number[] = this.bases.map(() => 0);
    const broken: number[] = this.bases.map(() => 0);
    const mark = (asset: AssetFacts, i: number) => {
      if (asset.techGrade !== null) worstGrade[i] = Math.max(worstGrade[i] ?? 1, asset.techGrade);
      else if (asset.condition === '2') slight[i] = (slight[i] ?? 0) + 1;
      else if (asset.condition === '3') broken[i] = (broken[i] ?? 0) + 1;
    };
    for (const asset of assets) {
      for (const direction of asset.direction === '0' ? (['1', '2'] as const) : [asset.direction]) {
        const i = find(asset.routeCode, direction, asset.stakeM);
        if (i !== undefined) mark(asset, i);
      }
    }

    // The newest measurement of each kilometre (later surveys overwrite earlier ones).
    const measured: Array<EvaluationSurvey | undefined> = [];
    for (const survey of this.surveys.values().sort(byMeasurement)) {
      for (const i of this.coveredIndices(
        survey.routeCode,
        survey.direction,
        survey.startStakeM,
        survey.endStakeM,
      ))
        measured[i] = survey;
    }

    const evaluateTime = formatTime(nowMs);
    return this.bases.map((base, i) => {
      const survey = measured[i];
      const line = this.data.network.line(base.routeCode);
      const lanes = line?.definition.lanes ?? 3;
      const lengthM = base.endStakeM - base.startStakeM;
      const area = lengthM * lanes * LANE_WIDTH_M;
      const seg = damage[i] as Damage;
      const dr = round2(base.backgroundDrPerYear * base.surfaceAge + (100 * seg.weighted) / area);
      // Measured values stand as measured (the rut depth measured includes the ruts there were).
      const iri = survey ? survey.iri : round2(base.iri0 + base.iriPerYear * base.surfaceAge);
      // An open rut of some length deepens the kilometre's mean rut depth.
      const rd = survey
        ? survey.rd
        : round2(base.rd0 + base.rdPerYear * base.surfaceAge + Math.min(15, (seg.openRutM / lengthM) * 60));
      const sfc = survey ? survey.sfc : base.sfc;
      const sci = survey?.sci ?? base.sci;
      const pci = pciOfDamageRatio(dr);
      const rqi = rqiOfIri(iri);
      const rdi = rdiOfRutDepth(rd);
      const pbi = pbiOfBumps(seg.openBumps, seg.repairedBumps);
      const sri = sriOfSfc(sfc);
      const pqi = pqiOf({ pci, rqi, rdi, pbi, sri });
      const bci = BCI_OF_GRADE[(worstGrade[i] ?? 1) as 1 | 2 | 3 | 4 | 5];
      const tci = tciOfFacilities(slight[i] ?? 0, broken[i] ?? 0);
      const mqi = mqiOf({ pqi, sci, bci, tci });
      return {
        routeCode: base.routeCode,
        routeName: line?.routeName ?? base.routeCode,
        direction: base.direction,
        directionName: line?.direction(base.direction).name ?? (base.direction === '1' ? '上行' : '下行'),
        startStakeNo: formatStake(base.startStakeM),
        endStakeNo: formatStake(base.endStakeM),
        startStakeM: base.startStakeM,
        endStakeM: base.endStakeM,
        lengthKm: round2(lengthM / 1000),
        mqi,
        pqi,
        pci,
        rqi,
        rdi,
        pbi,
        sri,
        sci,
        bci,
        tci,
        grade: gradeOf(mqi),
        dr,
        iri,
        rd,
        sfc,
        diseaseCount: seg.diseases,
        openDiseaseCount: seg.open,
        evaluateTime,
        surveyId: survey?.id ?? null,
        surveyDate: survey?.surveyDate ?? null,
      };
    });
  }
}
