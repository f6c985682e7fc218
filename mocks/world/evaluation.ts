// Road condition evaluation (路况评定): the indices a highway agency reports each year per
// kilometre and carriageway, after JTG 5210-2018 (Highway Performance Assessment Standards) for
// asphalt expressways: PCI from the damage ratio, RQI from roughness (IRI), RDI from rut depth,
// PBI from bumps, SRI from skid resistance, PQI as their weighted sum, and MQI over PQI and the
// subgrade (SCI), structures (BCI) and traffic facilities (TCI). The constants are the ones
// commonly quoted from the standard; the mock's scores are illustrative, not an assessment.
//
// What a kilometre is made of that no other record holds (its roughness, rut depth, skid
// resistance, background wear and subgrade) is drawn from the seed here; the damage comes from
// the world's own diseases, the structures and facilities from its assets (the gateway's
// Evaluations service puts them together).

import { streamOf } from './random';
import type { RoadNetwork } from './road-network';

/** PCI = 100 − 15·DR^0.412 (asphalt); DR in %. */
export function pciOfDamageRatio(drPercent: number): number {
  return clamp(100 - 15 * Math.max(0, drPercent) ** 0.412);
}

/** RQI = 100 / (1 + 0.026·e^(0.65·IRI)) (expressways); IRI in m/km. */
export function rqiOfIri(iri: number): number {
  return clamp(100 / (1 + 0.026 * Math.exp(0.65 * iri)));
}

/** RDI: 100 − RD up to 10 mm, then 90 − 3·(RD − 10) up to 40 mm, 0 beyond; RD in mm. */
export function rdiOfRutDepth(rdMm: number): number {
  if (rdMm <= 10) return clamp(100 - rdMm);
  if (rdMm <= 40) return clamp(90 - 3 * (rdMm - 10));
  return 0;
}

/** SRI = (100 − 35) / (1 + 28.6·e^(−0.105·SFC)) + 35. */
export function sriOfSfc(sfc: number): number {
  return clamp(65 / (1 + 28.6 * Math.exp(-0.105 * sfc)) + 35);
}

/** PBI: 100 less 25 for each bump (沉陷, 拥包) not yet repaired, 5 for each repaired patch. */
export function pbiOfBumps(openBumps: number, repairedBumps: number): number {
  return clamp(100 - 25 * openBumps - 5 * repairedBumps);
}

/** Structures' condition class → BCI (1类 100 … 5类 0); the worst structure of the kilometre counts. */
export const BCI_OF_GRADE: Readonly<Record<1 | 2 | 3 | 4 | 5, number>> = {
  1: 100,
  2: 80,
  3: 70,
  4: 40,
  5: 0,
};

/** TCI: 100 less 10 for each facility slightly damaged, 25 for each damaged. */
export function tciOfFacilities(slightlyDamaged: number, damaged: number): number {
  return clamp(100 - 10 * slightlyDamaged - 25 * damaged);
}

/**
 * What a survey (新增评定) may report: the ranges a detection vehicle measures in (a value outside
 * is a typing error). The form and the gateway check the same ranges.
 */
export const SURVEY_RANGES = {
  iri: { min: 0, max: 20, name: '国际平整度指数 IRI', unit: 'm/km' },
  rd: { min: 0, max: 100, name: '车辙深度 RD', unit: 'mm' },
  sfc: { min: 0, max: 100, name: '横向力系数 SFC', unit: '' },
  sci: { min: 0, max: 100, name: '路基技术状况指数 SCI', unit: '' },
} as const;

export type SurveyMeasure = keyof typeof SURVEY_RANGES;

/** How a measurement outside its range is refused (the form and the gateway say the same). */
export function surveyRangeText(key: SurveyMeasure): string {
  const { min, max, name, unit } = SURVEY_RANGES[key];
  return `${name}应在 ${min}～${max}${unit ? ` ${unit}` : ''} 之间`;
}

export const SURVEY_REMARK_MAX = 200;

export const PQI_WEIGHTS = { pci: 0.35, rqi: 0.3, rdi: 0.15, pbi: 0.1, sri: 0.1 } as const;
export const MQI_WEIGHTS = { pqi: 0.7, sci: 0.08, bci: 0.12, tci: 0.1 } as const;

export function pqiOf(i: { pci: number; rqi: number; rdi: number; pbi: number; sri: number }): number {
  const w = PQI_WEIGHTS;
  return round2(w.pci * i.pci + w.rqi * i.rqi + w.rdi * i.rdi + w.pbi * i.pbi + w.sri * i.sri);
}

export function mqiOf(i: { pqi: number; sci: number; bci: number; tci: number }): number {
  const w = MQI_WEIGHTS;
  return round2(w.pqi * i.pqi + w.sci * i.sci + w.bci * i.bci + w.tci * i.tci);
}

/** The standard's grades: 优 ≥ 90, 良 ≥ 80, 中 ≥ 70, 次 ≥ 60, 差 below. */
export const GRADES = ['优', '良', '中', '次', '差'] as const;
export type Grade = (typeof GRADES)[number];

export function gradeOf(score: number): Grade {
  return score >= 90 ? '优' : score >= 80 ? '良' : score >= 70 ? '中' : score >= 60 ? '次' : '差';
}

/**
 * Weight of a disease in the damage ratio (the standard weighs each damage type by its
 * severity; a repaired one remains as a patch, weight 0.1).
 */
export function damageWeight(level: 1 | 2 | 3, repaired: boolean): number {
  if (repaired) return 0.1;
  return level === 1 ? 0.6 : level === 2 ? 0.8 : 1;
}

/** Damaged area in ㎡: linear damage (cracks, ruts, in m) counts 0.2 m wide. */
export function damagedArea(area: number, unit: '㎡' | 'm'): number {
  return unit === 'm' ? area * 0.2 : area;
}

/** One kilometre of one carriageway as the seed makes it (what no other record holds). */
export interface SegmentBase {
  routeCode: string;
  direction: '1' | '2';
  /** Stake (m) where the kilometre starts and ends (the last one may be shorter). */
  startStakeM: number;
  endStakeM: number;
  /** Years since the surface was last renewed (at the current assessment). */
  surfaceAge: number;
  /** Roughness at renewal and its growth a year, m/km. */
  iri0: number;
  iriPerYear: number;
  /** Rut depth at renewal and its growth a year, mm. */
  rd0: number;
  rdPerYear: number;
  /** Sideway force coefficient now. */
  sfc: number;
  /** Wear the diseases do not record (fine cracking, ravelling), % of the area a year of age. */
  backgroundDrPerYear: number;
  /** Subgrade condition index. */
  sci: number;
}

/** Every kilometre of the network, per carriageway, in route and stake order. */
export function segmentBases(seed: number, network: RoadNetwork): SegmentBase[] {
  const out: SegmentBase[] = [];
  for (const line of network.lines) {
    for (const direction of ['1', '2'] as const) {
      const rng = streamOf(seed, 'evaluation', line.routeCode, direction);
      // Renewal works cover stretches of several kilometres at once.
      let surfaceAge = rng.int(0, 9);
      let stretch = rng.int(3, 9);
      for (let start = line.startStakeM; start < line.endStakeM - 199; start += 1000) {
        if (--stretch <= 0) {
          surfaceAge = rng.int(0, 9);
          stretch = rng.int(3, 9);
        }
        // A tail shorter than 200 m belongs to the kilometre before it.
        const end = line.endStakeM - (start + 1000) < 200 ? line.endStakeM : start + 1000;
        out.push({
          routeCode: line.routeCode,
          direction,
          startStakeM: start,
          endStakeM: end,
          surfaceAge,
          iri0: round2(rng.float(0.9, 1.6)),
          iriPerYear: round2(rng.float(0.08, 0.28)),
          rd0: round2(rng.float(1, 3)),
          rdPerYear: round2(rng.float(0.4, 1.6)),
          sfc: round2(rng.float(40, 62) - surfaceAge * 0.8),
          backgroundDrPerYear: round2(rng.float(0.02, 0.35)),
          sci: round2(rng.float(92, 100)),
        });
      }
    }
  }
  return out;
}

function clamp(value: number): number {
  return round2(Math.min(100, Math.max(0, value)));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
