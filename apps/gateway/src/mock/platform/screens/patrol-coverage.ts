// Which kilometres of which carriageway the patrols drove: a grid of passes per route, direction
// and kilometre, filled from the patrols' planned legs (up to the metres driven so far for one on
// the road). The patrol screens read coverage and frequency from it. Pure over the road network.

import type { PatrolPlan } from '@jt/mocks/world/records';
import type { RoadLine, RoadNetwork } from '@jt/mocks/world/road-network';

const CELL_M = 1000;

export interface RouteCells {
  line: RoadLine;
  /** Passes per kilometre cell, 上行 and 下行; the last cell may be shorter. */
  up: Uint16Array;
  down: Uint16Array;
}

export class CoverageGrid {
  readonly routes = new Map<string, RouteCells>();

  constructor(network: RoadNetwork) {
    for (const line of network.lines) {
      const cells = Math.ceil(line.lengthM / CELL_M);
      this.routes.set(line.routeCode, { line, up: new Uint16Array(cells), down: new Uint16Array(cells) });
    }
  }

  /** Adds the first `drivenM` metres of a patrol's path (all of it by default). */
  addPatrol(plan: Pick<PatrolPlan, 'motion' | 'distanceM'>, drivenM = plan.distanceM): void {
    let left = drivenM;
    for (const leg of plan.motion.legs) {
      if (left <= 0) break;
      const route = this.routes.get(leg.routeCode);
      const length = Math.abs(leg.toStakeM - leg.fromStakeM);
      const driven = Math.min(length, left);
      left -= length;
      if (!route) continue;
      const up = leg.toStakeM >= leg.fromStakeM;
      const from = up ? leg.fromStakeM : leg.fromStakeM - driven;
      const to = up ? leg.fromStakeM + driven : leg.fromStakeM;
      this.mark(route, up ? route.up : route.down, from, to);
    }
  }

  /** A cell is driven when the stretch passes its middle (only the cells near the stretch are looked at). */
  private mark(route: RouteCells, cells: Uint16Array, fromStakeM: number, toStakeM: number): void {
    const start = route.line.startStakeM;
    const first = Math.max(0, Math.floor((fromStakeM - start) / CELL_M));
    const last = Math.min(cells.length - 1, Math.floor((toStakeM - start) / CELL_M));
    for (let i = first; i <= last; i++) {
      const middle = start + (i * CELL_M + Math.min((i + 1) * CELL_M, route.line.lengthM)) / 2;
      if (middle >= fromStakeM && middle <= toStakeM) cells[i] = (cells[i] ?? 0) + 1;
    }
  }

  /** Metres of a route's cells, cell by cell. */
  static cellLength(line: RoadLine, i: number): number {
    return Math.min((i + 1) * CELL_M, line.lengthM) - i * CELL_M;
  }

  /** Carriageway metres driven at least once, passes × metres, and both carriageways' metres. */
  measure(routeCode?: string): { coveredM: number; passM: number; carriagewayM: number } {
    let coveredM = 0;
    let passM = 0;
    let carriagewayM = 0;
    for (const [code, route] of this.routes) {
      if (routeCode !== undefined && code !== routeCode) continue;
      carriagewayM += 2 * route.line.lengthM;
      for (const cells of [route.up, route.down])
        cells.forEach((passes, i) => {
          const length = CoverageGrid.cellLength(route.line, i);
          if (passes > 0) coveredM += length;
          passM += passes * length;
        });
    }
    return { coveredM, passM, carriagewayM };
  }
}

export const CELL_LENGTH_M = CELL_M;
