// 系统管理 › 组织机构's rules apart from Fastify and the store: a name unique among its siblings, a
// code unique among all organisations, a parent that exists and is not the organisation itself or
// one below it, routes of the network; and no deletion while anything refers to the organisation
// (its sub-organisations, users, inspectors, vehicles, routes, diseases, patrols, work orders).
import { ORG_TYPE_NAMES, type Organisation, type OrgType } from '@jt/mocks/world/organisations';

/** An organisation as the store keeps it: the world's record with its code (unique). */
export type OrgRecord = Omit<Organisation, 'routeCodes'> & { orgCode: string; routeCodes: string[] };

export const ORG_REFUSALS = {
  missing: '组织机构不存在或已删除',
  blankName: '机构名称不能为空',
  blankCode: '机构编码不能为空',
  duplicateName: '同级机构名称已存在',
  duplicateCode: '机构编码已存在',
  noParent: '上级机构不存在',
  cycle: '上级机构不能是本机构或其下级机构',
  unknownRoute: (routeCode: string) => `路线 ${routeCode} 不存在`,
  hasChildren: (count: number) => `机构下存在 ${count} 个下级机构，不能删除`,
  referred: (parts: readonly string[]) => `机构下存在 ${parts.join('、')}，不能删除`,
} as const;

export interface OrgDraft {
  parentId: string | null;
  orgCode: string;
  orgName: string;
  orgType: OrgType;
  routeCodes: readonly string[];
  leader: string | null;
  phone: string | null;
  address: string | null;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Whether `id` is `ancestor` or lies below it (a loop in the data ends the walk). */
export function isWithin(
  id: string | null,
  ancestor: string,
  byId: ReadonlyMap<string, { parentId: string | null }>,
): boolean {
  const seen = new Set<string>();
  for (let at = id; at !== null && !seen.has(at); at = byId.get(at)?.parentId ?? null) {
    if (at === ancestor) return true;
    seen.add(at);
  }
  return false;
}

/** The draft as stored (texts trimmed, routes without repeats), or why it cannot be saved. */
export function checkedOrganisation(
  draft: OrgDraft,
  current: OrgRecord | null,
  all: readonly OrgRecord[],
  routeCodes: ReadonlySet<string>,
): Outcome<Omit<OrgRecord, 'id'>> {
  const orgName = draft.orgName.trim();
  if (orgName === '') return { ok: false, reason: ORG_REFUSALS.blankName };
  const orgCode = draft.orgCode.trim();
  if (orgCode === '') return { ok: false, reason: ORG_REFUSALS.blankCode };
  const byId = new Map(all.map((org) => [org.id, org]));
  const parentId = draft.parentId === null || draft.parentId === '' ? null : draft.parentId;
  if (parentId !== null && !byId.has(parentId)) return { ok: false, reason: ORG_REFUSALS.noParent };
  if (current && isWithin(parentId, current.id, byId)) return { ok: false, reason: ORG_REFUSALS.cycle };
  const others = all.filter((org) => org.id !== current?.id);
  if (others.some((org) => org.parentId === parentId && org.orgName === orgName))
    return { ok: false, reason: ORG_REFUSALS.duplicateName };
  if (others.some((org) => org.orgCode.toUpperCase() === orgCode.toUpperCase()))
    return { ok: false, reason: ORG_REFUSALS.duplicateCode };
  const unknown = draft.routeCodes.find((code) => !routeCodes.has(code));
  if (unknown !== undefined) return { ok: false, reason: ORG_REFUSALS.unknownRoute(unknown) };
  const text = (value: string | null) => value?.trim() ?? '';
  return {
    ok: true,
    value: {
      parentId,
      orgCode,
      orgName,
      orgType: draft.orgType,
      orgTypeName: ORG_TYPE_NAMES[draft.orgType],
      routeCodes: [...new Set(draft.routeCodes)],
      leader: text(draft.leader),
      phone: text(draft.phone),
      address: text(draft.address),
    },
  };
}

/** What refers to an organisation, counted. */
export interface OrgReferences {
  users: number;
  inspectors: number;
  vehicles: number;
  routes: number;
  diseases: number;
  patrols: number;
  workOrders: number;
}

const REFERENCE_WORDS: ReadonlyArray<[keyof OrgReferences, (n: number) => string]> = [
  ['users', (n) => `${n} 个用户`],
  ['inspectors', (n) => `${n} 名巡查人员`],
  ['vehicles', (n) => `${n} 辆巡查车辆`],
  ['routes', (n) => `${n} 条管辖路线`],
  ['diseases', (n) => `${n} 条病害记录`],
  ['patrols', (n) => `${n} 条巡查记录`],
  ['workOrders', (n) => `${n} 张养护工单`],
];

/** Why the organisation cannot be deleted (its sub-organisations first, then what refers to it), or null. */
export function organisationDeleteRefusal(
  org: OrgRecord,
  all: readonly OrgRecord[],
  references: OrgReferences,
): string | null {
  const children = all.filter((other) => other.parentId === org.id).length;
  if (children > 0) return ORG_REFUSALS.hasChildren(children);
  const parts = REFERENCE_WORDS.filter(([key]) => references[key] > 0).map(([key, word]) =>
    word(references[key]),
  );
  if (parts.length === 0) return null;
  return ORG_REFUSALS.referred(parts);
}
