// The mock's one road-maintenance world: the services every consumer reads and changes (the
// platform's list calls, the assistant, the map, the big screens), over one seeded,
// deterministic, time-aware set of records. Created once per gateway (ctx.world) when the api
// upstream is mocked. How to add an entity: README.md beside this file.

import type { components } from '@jt/api-contract';
import { formatDay, formatTime, startOfDay } from '@jt/mocks/world/time';
import { STATUS_NAMES, type WorkOrderStatus } from '@jt/mocks/world/work-order-states';
import type { MockStore } from '../store/mock-store';
import { Assets, Devices } from './assets';
import { DiseaseTypes } from './disease-type-records';
import { Diseases } from './diseases';
import { Evaluations } from './evaluations';
import { Events } from './events';
import { Patrols } from './patrols';
import { Organisations, Roads } from './roads';
import { Todos } from './todos';
import { Trips } from './trips';
import { WorkOrders } from './work-orders';
import type { WorldClock } from './world-clock';
import { WorldData, type WorldOptions } from './world-data';

/** The QA summary (the contract's WorldSummary). */
export type WorldSummary = components['schemas']['WorldSummary'];

export class World {
  readonly clock: WorldClock;
  readonly roads: Roads;
  readonly organisations: Organisations;
  readonly workOrders: WorkOrders;
  readonly diseaseTypes: DiseaseTypes;
  readonly diseases: Diseases;
  readonly patrols: Patrols;
  readonly trips: Trips;
  readonly todos: Todos;
  readonly assets: Assets;
  readonly devices: Devices;
  readonly events: Events;
  readonly evaluations: Evaluations;

  constructor(private readonly data: WorldData) {
    this.clock = data.clock;
    this.roads = new Roads(data.network, data.store.collection('worldRoutes'));
    data.store.onReset(() => this.roads.refresh());
    data.routeNameOf = (routeCode) => this.roads.routeName(routeCode);
    this.organisations = new Organisations(data.store);
    this.workOrders = new WorkOrders(data);
    this.workOrders.unitOf = (id) => this.organisations.get(id);
    // A renamed route: the orders (and their diseases, below) read the name again.
    this.roads.onChange(() => this.workOrders.table.list.invalidateAll());
    this.diseaseTypes = new DiseaseTypes(data.store, () => data.clock.now());
    this.diseases = new Diseases(data, this.workOrders, this.diseaseTypes, this.roads);
    this.patrols = new Patrols(data);
    this.trips = new Trips(this.patrols, this.diseases, () => data.now());
    this.todos = new Todos(this.workOrders, (id) => data.facts(id)?.orgName);
    this.assets = new Assets(data);
    this.devices = new Devices(data);
    this.events = new Events(data, this.workOrders);
    this.evaluations = new Evaluations(
      data,
      () => this.diseases.rows(),
      () => this.assets.rows(),
    );
  }

  get seed(): number {
    return this.data.options.seed;
  }

  get epochDay(): string {
    return this.data.metaValue.epochDay;
  }

  /** Midnight (China time) of the epoch day. */
  get epochMs(): number {
    return this.data.epochMs;
  }

  get diseasesPerDay(): number {
    return this.data.metaValue.diseasesPerDay;
  }

  /** Generates the world now (after the gateway listens) instead of at the first call. */
  warm(): void {
    this.data.warm();
  }

  /** Regenerates the world with about `total` diseases over its year of history (users' changes dropped). */
  setScale(total: number): void {
    this.data.setDiseasesPerDay(Math.max(0, total) / 366);
  }

  summary(): WorldSummary {
    const now = this.clock.now();
    const today = formatDay(now);
    const diseases = this.diseases.rows();
    const orders = this.workOrders.rows();
    const patrols = this.patrols.rows();
    const byLevel: Record<string, number> = { 轻微: 0, 一般: 0, 严重: 0 };
    for (const d of diseases) byLevel[d.diseaseLevelName] = (byLevel[d.diseaseLevelName] ?? 0) + 1;
    const byStatus: Record<string, number> = Object.fromEntries(
      Object.values(STATUS_NAMES).map((name) => [name, 0]),
    );
    for (const o of orders)
      byStatus[STATUS_NAMES[o.status as WorkOrderStatus]] = (byStatus[o.statusName] ?? 0) + 1;
    const dayStart = startOfDay(now);
    return {
      seed: this.seed,
      epochDay: this.epochDay,
      now: formatTime(now),
      clock: { offsetMs: this.clock.offsetMs, frozen: this.clock.frozen },
      diseasesPerDay: this.diseasesPerDay,
      counts: {
        routes: this.roads.rows().length,
        organisations: this.organisations.rows().length,
        inspectors: this.organisations.inspectors().length,
        vehicles: this.organisations.vehicles().length,
        patrols: patrols.length,
        patrolsToday: patrols.filter((p) => p.startTime.startsWith(today)).length,
        patrolsLive: patrols.filter((p) => p.status === '2').length,
        diseases: diseases.length,
        diseasesToday: diseases.filter((d) => d.reportMs >= dayStart).length,
        workOrders: orders.length,
        todos: this.todos.list().length,
      },
      diseasesByLevel: byLevel,
      workOrdersByStatus: byStatus,
      changes: { diseases: this.data.diseaseOverlay.size, workOrders: this.data.orderOverlay.size },
    };
  }
}

/** The world over a store: generated from `seed`, the store's epoch and the users' changes in it. */
export function createWorld(store: MockStore, options: WorldOptions): World {
  return new World(new WorldData(store, options));
}
