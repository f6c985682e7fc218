// 道路绘制 on the mock: the road sections administrators draw on the map over the network's
// routes, kept in the store (DATA_DIR) and seeded with three sections along the world's real road
// geometry. Administration (adminFlag '1' or '2') only. A refusal answers as the platform's other
// writes do: HTTP 200, code 400 (404 for a section that is not there), the reason in Chinese, and
// nothing saved.
import type { components } from '@jt/api-contract';
import { ID_WORKER, snowflakeId } from '@jt/mocks/world/ids';
import type { RoadNetwork } from '@jt/mocks/world/road-network';
import { formatTime } from '@jt/mocks/world/time';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { adminOnly } from '../../auth/admin-only';
import { authState } from '../../auth/auth-state';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import type { Collection, MockStore } from '../../store/mock-store';
import { fieldSpecs } from '../../world/field-specs';
import type { World } from '../../world/world';
import { adminButtonGuard } from '../button-guard';
import { queryPage, type TableQueryInput } from '../table-query';
import { notFound, operatorOf, requireWorld, worldRoute } from '../world-routes';
import {
  type CheckedSection,
  checkedSection,
  DIRECTION_NAMES,
  pathAlong,
  pathLengthM,
  SECTION_REFUSALS,
  type SectionInput,
} from './road-section-rules';

type RoadSectionView = components['schemas']['RoadSection'];

const OPERATIONS = [
  'listRoadSections',
  'createRoadSection',
  'updateRoadSection',
  'deleteRoadSection',
] as const;

/** A section as the store keeps it. */
export interface SectionRecord extends CheckedSection {
  id: string;
  lengthM: number;
  creator: string;
  createMs: number;
  updateMs: number;
}

/** The /roadDraw table's columns (filters and sort). */
export const ROAD_SECTION_FIELDS = fieldSpecs<RoadSectionView>({
  sectionName: 'text',
  routeCode: 'text',
  routeName: 'text',
  startStakeNo: 'stake',
  endStakeNo: 'stake',
  stakeLengthM: 'number',
  directionName: 'text',
  pointCount: 'number',
  lengthM: 'number',
  creator: 'text',
  createTime: 'time',
  updateTime: 'time',
});

/** The seeded sections: between two places of a route, along its centre line. */
const SEEDS = [
  { routeCode: 'G42', from: '汤山互通', to: '麒麟枢纽', direction: '3', days: 40 },
  { routeCode: 'G2503', from: '东善桥互通', to: '牛首山南', direction: '1', days: 21 },
  { routeCode: 'S55', from: '南庄枢纽', to: '禄口', direction: '2', days: 6 },
] as const;

function seedSections(network: RoadNetwork, epochMs: number): Record<string, SectionRecord> {
  const out: Record<string, SectionRecord> = {};
  SEEDS.forEach((seed, index) => {
    const line = network.line(seed.routeCode);
    const from = line?.places.find((p) => p.name === seed.from);
    const to = line?.places.find((p) => p.name === seed.to);
    if (!line || !from || !to) return;
    const [a, b] = from.stakeM < to.stakeM ? [from, to] : [to, from];
    const path = pathAlong(line, a.stakeM, b.stakeM);
    const createMs = epochMs - seed.days * 86_400_000 + 9.5 * 3_600_000;
    const id = snowflakeId(createMs, ID_WORKER.created, 4000 + index);
    out[id] = {
      id,
      sectionName: `${a.name}至${b.name}段`,
      routeCode: line.routeCode,
      startStakeM: Math.round(a.stakeM),
      endStakeM: Math.round(b.stakeM),
      startStakeNo: line.nearestStake([path[0]?.[0] ?? 0, path[0]?.[1] ?? 0]).stakeNo,
      endStakeNo: line.nearestStake([path.at(-1)?.[0] ?? 0, path.at(-1)?.[1] ?? 0]).stakeNo,
      direction: seed.direction,
      path,
      remark: '',
      lengthM: pathLengthM(path),
      creator: '系统管理员',
      createMs,
      updateMs: createMs,
    };
  });
  return out;
}

/** The sections of the store (seeded on first use and after QA's reset). */
export function sectionRecords(store: MockStore, world: World): Collection<SectionRecord> {
  return store.collection<SectionRecord>('roadSections', () =>
    seedSections(world.roads.network, world.epochMs),
  );
}

let createdSequence = 0;

export const roadDrawDomain: MockDomain = {
  name: 'road-draw',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The road draw mock domain needs the mock store');
    const world = requireWorld(ctx);
    const sections = sectionRecords(store, world);
    const admin = adminOnly(authState(store).accounts);
    // Administration, and each write behind its button of 道路绘制 (seed 000 §6; menu-tree 6021–6023).
    const route = (
      id: (typeof OPERATIONS)[number],
      handler: (request: FastifyRequest) => unknown,
      code?: string,
    ) => worldRoute(app, ctx, id, handler, adminButtonGuard(admin, store, code));

    const view = (record: SectionRecord): RoadSectionView => ({
      id: record.id,
      sectionName: record.sectionName,
      routeCode: record.routeCode,
      // The route's name now (a renamed route renames its sections' column).
      routeName: world.roads.get(record.routeCode)?.routeName ?? record.routeCode,
      startStakeNo: record.startStakeNo,
      endStakeNo: record.endStakeNo,
      stakeLengthM: record.endStakeM - record.startStakeM,
      direction: record.direction as RoadSectionView['direction'],
      directionName: DIRECTION_NAMES[record.direction] ?? '',
      path: record.path,
      pointCount: record.path.length,
      lengthM: record.lengthM,
      ...(record.remark ? { remark: record.remark } : {}),
      creator: record.creator,
      createTime: formatTime(record.createMs),
      updateTime: formatTime(record.updateMs),
    });
    const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
    const check = (input: SectionInput, except: string | null) =>
      checkedSection(
        input,
        (code) => world.roads.network.line(code),
        sections.values().filter((s) => s.id !== except),
        (line) => world.roads.routeName(line.routeCode) ?? line.routeName,
      );
    const refusal = (message: string) => ({ code: 400, msg: message, data: null });

    route('listRoadSections', (request) => {
      const rows = sections
        .values()
        .sort((a, b) => b.createMs - a.createMs)
        .map(view);
      return ok(queryPage(rows, request.body as TableQueryInput, ROAD_SECTION_FIELDS));
    });
    route(
      'createRoadSection',
      (request) => {
        const checked = check(request.body as SectionInput, null);
        if (!checked.ok) return refusal(checked.message);
        const now = world.clock.now();
        let id: string;
        do id = snowflakeId(now, ID_WORKER.created, createdSequence++);
        while (sections.has(id));
        const record: SectionRecord = {
          ...checked.value,
          id,
          lengthM: pathLengthM(checked.value.path),
          creator: operatorOf(request),
          createMs: now,
          updateMs: now,
        };
        sections.set(id, record);
        return ok(view(record));
      },
      'roaddraw:add',
    );
    route(
      'updateRoadSection',
      (request) => {
        const current = sections.get(idOf(request));
        if (!current) return notFound(SECTION_REFUSALS.missing);
        const checked = check(request.body as SectionInput, current.id);
        if (!checked.ok) return refusal(checked.message);
        const record: SectionRecord = {
          ...current,
          ...checked.value,
          lengthM: pathLengthM(checked.value.path),
          updateMs: world.clock.now(),
        };
        sections.set(record.id, record);
        return ok(view(record));
      },
      'roaddraw:edit',
    );
    route(
      'deleteRoadSection',
      (request) => {
        const current = sections.get(idOf(request));
        if (!current) return notFound(SECTION_REFUSALS.missing);
        sections.delete(current.id);
        return ok(view(current));
      },
      'roaddraw:delete',
    );
  },
};
