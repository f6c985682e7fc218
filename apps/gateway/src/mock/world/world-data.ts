// The world's records in memory: every day from a year before the epoch to today generated from
// the seed (the bulk, never written to disk), the user's changes as small overlay collections in
// the MockStore (created, edited and deleted records, moved work orders), and the lists of
// records in their order (newest first) that the services materialise for the clock's moment.

import { type AssetFacts, generateAssets } from '@jt/mocks/world/assets';
import { type DeviceFacts, generateDevices } from '@jt/mocks/world/devices';
import { type EventFacts, generateDayEvents } from '@jt/mocks/world/events';
import { generateDay } from '@jt/mocks/world/generate-day';
import type { DiseaseFacts, PatrolPlan, WorkOrderPlan, WorkOrderState } from '@jt/mocks/world/records';
import { type RoadNetwork, roadNetwork } from '@jt/mocks/world/road-network';
import { DAY, formatDay, parseDay, startOfDay } from '@jt/mocks/world/time';
import type { Collection, MockStore } from '../store/mock-store';
import { type ClockSetting, WorldClock } from './world-clock';

/** Days of history before the epoch (the world starts with a year of records). */
export const HISTORY_DAYS = 365;
/** Diseases a day by default (~7,300 over the year of history). */
export const DEFAULT_DISEASES_PER_DAY = 20;
/** The world generates at most this many days past its epoch (the clock may not go further). */
export const MAX_DAYS_AFTER_EPOCH = 3 * 366;

export interface WorldMeta {
  /** The day the store was first created ('yyyy-MM-dd', China time): day 0 of the world. */
  epochDay: string;
  diseasesPerDay: number;
}

/** A user's change to one record: its new content, or its deletion. */
export type Overlay<T> = { deleted: true } | { deleted?: false; value: T; created: boolean };

export interface WorldOptions {
  seed: number;
  /** The machine's clock (tests give their own). */
  machineNow?: () => number;
}

const byNewest = (a: { ms: number; id: string }, b: { ms: number; id: string }) =>
  b.ms - a.ms || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export class WorldData {
  readonly network: RoadNetwork = roadNetwork();
  readonly clock: WorldClock;
  readonly meta: Collection<WorldMeta>;
  readonly diseaseOverlay: Collection<Overlay<DiseaseFacts>>;
  readonly orderOverlay: Collection<Overlay<WorkOrderState>>;
  readonly assetOverlay: Collection<Overlay<AssetFacts>>;
  readonly deviceOverlay: Collection<Overlay<DeviceFacts>>;
  readonly eventOverlay: Collection<Overlay<EventFacts>>;

  readonly diseaseFacts = new Map<string, DiseaseFacts>();
  readonly orderPlans = new Map<string, WorkOrderPlan>();
  readonly patrolPlans = new Map<string, PatrolPlan>();
  /** Traffic events drawn per day (road works are derived from the work orders). */
  readonly eventFacts = new Map<string, EventFacts>();
  /** Disease id → its work order id (generated and created). */
  readonly orderOfDisease = new Map<string, string>();
  /** Generated diseases per day index (for the next code of a day). */
  readonly diseasesOnDay = new Map<number, number>();

  /** Ids in list order, newest first. */
  diseaseIds: string[] = [];
  orderIds: string[] = [];
  patrolIds: string[] = [];
  eventIds: string[] = [];
  /** Position of an id in its list. */
  readonly diseaseIndex = new Map<string, number>();
  readonly orderIndex = new Map<string, number>();
  readonly patrolIndex = new Map<string, number>();
  readonly eventIndex = new Map<string, number>();
  private assetCatalogue: AssetFacts[] | null = null;
  private assetBooks: AssetFacts[] | null = null;
  private deviceCatalogue: DeviceFacts[] | null = null;

  private lastDay = Number.NEGATIVE_INFINITY;
  private generatedRate = Number.NaN;
  private readonly listeners: Array<() => void> = [];
  /** Bumped whenever the lists are rebuilt. */
  generation = 0;

  constructor(
    readonly store: MockStore,
    readonly options: WorldOptions,
  ) {
    const machineNow = options.machineNow ?? Date.now;
    let epochDay: string | null = null;
    this.meta = store.collection<WorldMeta>('worldMeta', () => ({
      // The epoch survives QA's reset (the world's birthday, like its seed); the scale does not.
      meta: { epochDay: epochDay ?? formatDay(machineNow()), diseasesPerDay: DEFAULT_DISEASES_PER_DAY },
    }));
    epochDay = this.metaValue.epochDay;
    this.clock = new WorldClock(store.collection<ClockSetting>('worldClock'), machineNow);
    this.diseaseOverlay = store.collection<Overlay<DiseaseFacts>>('worldDiseases');
    this.orderOverlay = store.collection<Overlay<WorkOrderState>>('worldWorkOrders');
    this.assetOverlay = store.collection<Overlay<AssetFacts>>('worldAssets');
    this.deviceOverlay = store.collection<Overlay<DeviceFacts>>('worldDevices');
    this.eventOverlay = store.collection<Overlay<EventFacts>>('worldEvents');
    // Generated on first use (warm() after the gateway listens): a gateway that never reads the
    // world (most tests) pays nothing for it.
    store.onReset(() => this.rebuild());
  }

  /** The clock's moment, with every day up to it generated: what every read starts with. */
  now(): number {
    const now = this.clock.now();
    this.ensureDays(now);
    return now;
  }

  /** Generates the world now rather than at its first read. */
  warm(): void {
    this.ensureDays(this.clock.now());
  }

  get metaValue(): WorldMeta {
    const meta = this.meta.get('meta');
    if (!meta) throw new Error('the world has no meta record');
    return meta;
  }

  get epochMs(): number {
    return parseDay(this.metaValue.epochDay);
  }

  /** Day index of a moment (0 = the epoch day). */
  dayIndexOf(ms: number): number {
    return Math.round((startOfDay(ms) - this.epochMs) / DAY);
  }

  /** Called when the lists were rebuilt (services drop their materialised rows). */
  onRebuild(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Makes sure every day up to the clock's today exists (the world lives on day by day). */
  ensureDays(nowMs: number): void {
    const today = Math.min(Math.max(0, this.dayIndexOf(nowMs)), MAX_DAYS_AFTER_EPOCH);
    if (today <= this.lastDay && this.generatedRate === this.metaValue.diseasesPerDay) return;
    if (this.generatedRate !== this.metaValue.diseasesPerDay) {
      this.clearGenerated();
      this.generatedRate = this.metaValue.diseasesPerDay;
    }
    const from = Number.isFinite(this.lastDay) ? this.lastDay + 1 : -HISTORY_DAYS;
    for (let day = from; day <= today; day++) this.addDay(day);
    this.lastDay = today;
    this.index();
  }

  /** Back to what the store holds (QA's reset, a new scale): generated again at the next read. */
  rebuild(): void {
    this.clearGenerated();
    this.assetBooks = null;
    this.generatedRate = Number.NaN;
  }

  /** Regenerates the whole world with another daily rate; the user's changes are dropped. */
  setDiseasesPerDay(diseasesPerDay: number): void {
    this.meta.set('meta', { ...this.metaValue, diseasesPerDay });
    this.diseaseOverlay.clear();
    this.orderOverlay.clear();
    this.rebuild();
  }

  /** The facts of a disease now (a user's edit over the generated record); undefined when gone. */
  facts(id: string): DiseaseFacts | undefined {
    const overlay = this.diseaseOverlay.get(id);
    const found = overlay ? (overlay.deleted ? undefined : overlay.value) : this.diseaseFacts.get(id);
    if (!found) return undefined;
    // A route a manager renamed since (updateRoute): the disease and its order read the name now.
    const routeName = this.routeNameOf(found.routeCode);
    return routeName !== undefined && routeName !== found.routeName ? { ...found, routeName } : found;
  }

  /** The route's name now ('<code> <name>'); set by the World to its roads' (world.ts). */
  routeNameOf: (routeCode: string) => string | undefined = () => undefined;

  /**
   * The road assets on the books: the seed's catalogue (generated at the first read) and those
   * users entered, route by route in stake order. Removed ones stay in the list; `asset(id)`
   * answers undefined for them.
   */
  assets(): readonly AssetFacts[] {
    this.assetCatalogue ??= generateAssets(this.options.seed, this.network);
    this.assetBooks ??= this.withEnteredAssets(this.assetCatalogue);
    return this.assetBooks;
  }

  /** An asset was entered or removed: the books are put together again at the next read. */
  assetsChanged(): void {
    this.assetBooks = null;
  }

  private withEnteredAssets(catalogue: AssetFacts[]): AssetFacts[] {
    const entered: AssetFacts[] = [];
    for (const overlay of this.assetOverlay.values()) {
      if (!overlay.deleted && overlay.created) entered.push(overlay.value);
    }
    if (entered.length === 0) return catalogue;
    const routeOrder = new Map(this.network.lines.map((line, i) => [line.routeCode, i]));
    const order = (a: AssetFacts) => routeOrder.get(a.routeCode) ?? Number.MAX_SAFE_INTEGER;
    // Array.prototype.sort is stable: entered assets follow the catalogue's at the same stake.
    return [...catalogue, ...entered].sort((a, b) => order(a) - order(b) || a.stakeM - b.stakeM);
  }

  /** The roadside devices (a fixed catalogue of the seed), generated at the first read. */
  devices(): readonly DeviceFacts[] {
    this.deviceCatalogue ??= generateDevices(this.options.seed, this.network);
    return this.deviceCatalogue;
  }

  /** The facts of a device now (a user's edit over the catalogue); undefined for an unknown id. */
  device(id: string): DeviceFacts | undefined {
    const overlay = this.deviceOverlay.get(id);
    if (overlay) return overlay.deleted ? undefined : overlay.value;
    return this.deviceById().get(id);
  }

  private deviceMap: Map<string, DeviceFacts> | null = null;
  private deviceById(): Map<string, DeviceFacts> {
    this.deviceMap ??= new Map(this.devices().map((d) => [d.id, d]));
    return this.deviceMap;
  }

  /** The facts of an asset now (a user's edit over the catalogue); undefined when gone. */
  asset(id: string): AssetFacts | undefined {
    const overlay = this.assetOverlay.get(id);
    if (overlay) return overlay.deleted ? undefined : overlay.value;
    return this.assetById().get(id);
  }

  private assetMap: Map<string, AssetFacts> | null = null;
  private assetById(): Map<string, AssetFacts> {
    this.assetMap ??= new Map(this.assets().map((a) => [a.id, a]));
    return this.assetMap;
  }

  /** The facts of an event now (a user's report or clearance over the drawn record). */
  event(id: string): EventFacts | undefined {
    const overlay = this.eventOverlay.get(id);
    if (overlay) return overlay.deleted ? undefined : overlay.value;
    return this.eventFacts.get(id);
  }

  /** A record was created: the lists take it in at the next read. */
  reindex(): void {
    this.index();
  }

  private clearGenerated(): void {
    this.diseaseFacts.clear();
    this.orderPlans.clear();
    this.patrolPlans.clear();
    this.eventFacts.clear();
    this.diseasesOnDay.clear();
    this.lastDay = Number.NEGATIVE_INFINITY;
  }

  private addDay(dayIndex: number): void {
    const plan = generateDay(
      {
        seed: this.options.seed,
        dayMs: this.epochMs + dayIndex * DAY,
        dayIndex,
        diseasesPerDay: this.metaValue.diseasesPerDay,
      },
      this.network,
    );
    for (const patrol of plan.patrols) this.patrolPlans.set(patrol.id, patrol);
    for (const disease of plan.diseases) this.diseaseFacts.set(disease.id, disease);
    for (const order of plan.orders) this.orderPlans.set(order.id, order);
    this.diseasesOnDay.set(dayIndex, plan.diseases.length);
    const dayMs = this.epochMs + dayIndex * DAY;
    for (const event of generateDayEvents(
      { seed: this.options.seed, dayMs, dayIndex },
      this.network,
      this.devices(),
    ))
      this.eventFacts.set(event.id, event);
  }

  private index(): void {
    this.orderOfDisease.clear();
    for (const plan of this.orderPlans.values()) this.orderOfDisease.set(plan.diseaseId, plan.id);

    const diseases: Array<{ ms: number; id: string }> = [];
    for (const facts of this.diseaseFacts.values()) diseases.push({ ms: facts.reportMs, id: facts.id });
    for (const [id, overlay] of this.diseaseOverlay.entries()) {
      if (!overlay.deleted && overlay.created) diseases.push({ ms: overlay.value.reportMs, id });
    }
    const orders: Array<{ ms: number; id: string }> = [];
    for (const plan of this.orderPlans.values()) orders.push({ ms: plan.createMs, id: plan.id });
    for (const [id, overlay] of this.orderOverlay.entries()) {
      if (overlay.deleted || !overlay.created) continue;
      const facts = this.facts(overlay.value.diseaseId);
      orders.push({ ms: facts?.reportMs ?? 0, id });
      this.orderOfDisease.set(overlay.value.diseaseId, id);
    }
    const patrols = [...this.patrolPlans.values()].map((p) => ({ ms: p.startMs, id: p.id }));
    const events: Array<{ ms: number; id: string }> = [];
    for (const facts of this.eventFacts.values()) events.push({ ms: facts.startMs, id: facts.id });
    for (const [id, overlay] of this.eventOverlay.entries()) {
      if (!overlay.deleted && overlay.created) events.push({ ms: overlay.value.startMs, id });
    }

    this.diseaseIds = diseases.sort(byNewest).map((d) => d.id);
    this.orderIds = orders.sort(byNewest).map((d) => d.id);
    this.patrolIds = patrols.sort(byNewest).map((d) => d.id);
    this.eventIds = events.sort(byNewest).map((d) => d.id);
    for (const [ids, index] of [
      [this.diseaseIds, this.diseaseIndex],
      [this.orderIds, this.orderIndex],
      [this.patrolIds, this.patrolIndex],
      [this.eventIds, this.eventIndex],
    ] as const) {
      index.clear();
      ids.forEach((id, i) => {
        index.set(id, i);
      });
    }
    this.generation++;
    for (const listener of this.listeners) listener();
  }
}
