// The road condition screen's figures (/gl-evaluation): the world's per-kilometre evaluation
// (world.evaluations, which follows the diseases and the assets) summed up for the network,
// per grade, per colour band and per route, with the five-year history and the worst kilometres.

import { type Schemas, scoreBandValues } from '@jt/api-contract';
import { GRADES, gradeOf } from '@jt/mocks/world/evaluation';
import { formatTime } from '@jt/mocks/world/time';
import type { World } from '../../world/world';
import { scoreBand } from './score-bands';

export type EvaluationScreen = Schemas['EvaluationScreen'];

const WORST = 10;
const SCORES = ['mqi', 'pqi', 'pci', 'rqi', 'rdi', 'sri'] as const;
const round2 = (v: number) => Math.round(v * 100) / 100;

export function evaluationScreen(world: World): EvaluationScreen {
  const rows = world.evaluations.rows();
  const sums = { mqi: 0, pqi: 0, pci: 0, rqi: 0, rdi: 0, sri: 0 };
  let km = 0;
  const gradeKm = new Map(GRADES.map((g) => [g, 0]));
  const bandKm = new Map<Schemas['ScoreBand'], number>();
  for (const row of rows) {
    for (const key of SCORES) sums[key] += row[key] * row.lengthKm;
    km += row.lengthKm;
    const grade = gradeOf(row.mqi);
    gradeKm.set(grade, (gradeKm.get(grade) ?? 0) + row.lengthKm);
    const band = scoreBand(row.mqi);
    bandKm.set(band, (bandKm.get(band) ?? 0) + row.lengthKm);
  }
  const network = { mqi: 0, pqi: 0, pci: 0, rqi: 0, rdi: 0, sri: 0 };
  for (const key of SCORES) network[key] = km === 0 ? 0 : round2(sums[key] / km);
  return {
    asOf: formatTime(world.clock.now()),
    network: {
      ...network,
      lengthKm: round2(km / 2),
      grade: gradeOf(network.mqi),
      band: scoreBand(network.mqi),
    },
    gradeKm: GRADES.map((grade) => ({ grade, km: round2(gradeKm.get(grade) ?? 0) })),
    bandKm: scoreBandValues.map((band) => ({ band, km: round2(bandKm.get(band) ?? 0) })),
    routes: world.evaluations.routes().map((r) => ({ ...r, band: scoreBand(r.mqi) })),
    history: world.evaluations
      .history(5)
      .map(({ year, routeCode, mqi, pqi }) => ({ year, routeCode, mqi, pqi })),
    worst: [...rows]
      .sort((a, b) => a.mqi - b.mqi)
      .slice(0, WORST)
      .map((row) => ({
        routeCode: row.routeCode,
        routeName: row.routeName,
        directionName: row.directionName,
        startStakeNo: row.startStakeNo,
        endStakeNo: row.endStakeNo,
        mqi: row.mqi,
        pqi: row.pqi,
        pci: row.pci,
        openDiseaseCount: row.openDiseaseCount,
        band: scoreBand(row.mqi),
      })),
  };
}
