// What /maintenanceArea asks of its form, apart from React: the stake range (start before end,
// as the gateway checks it; the gateway also checks the route's range and overlaps), the phone
// (a mobile of seed 000 §9 or a landline), the organisations that may own an area, and the
// form's values as the contract's body.
import type { Schemas } from '@jt/api-contract';
import type { Option, Road } from '../../lib/reference/reference-data';
import { normaliseStake } from '../../ui/form/stake';
import type { FilterField } from '../../ui/table';
import { MAINTENANCE_AREA_TEXTS as TEXT } from './maintenance-area-texts';

export type MaintenanceArea = Schemas['MaintenanceArea'];
export type MaintenanceAreaInput = Schemas['MaintenanceAreaInput'];
export type Organisation = Schemas['Organisation'];

/** The page's route, whose table configuration gives the columns (seed 000 §2). */
export const MAINTENANCE_AREA_ROUTE = '/maintenanceArea';

/** The button codes of 养护区域's entries in the menu tree (seed 000 §6). */
export const MAINTENANCE_AREA_BUTTONS = {
  add: 'maintenanceArea:add',
  edit: 'maintenanceArea:edit',
  delete: 'maintenanceArea:delete',
} as const;

/** The organisations that look after a stretch (the gateway refuses the group and the centre). */
export const AREA_OWNER_TYPES = ['office', 'patrol', 'maintenance'] as const;

/** A mobile (seed 000 §9: 11 digits starting with 1) or a landline with its area code (the contract's). */
export const PHONE_PATTERN = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;

/** The form's fields as it holds them. */
export type AreaDraft = {
  areaName?: string;
  routeCode?: string;
  orgId?: string;
  startStakeNo?: string;
  endStakeNo?: string;
  manager?: string;
  phone?: string;
  remark?: string;
};

/** The filter of the route column: the network's routes by the name the column shows. */
export function areaFilterFields(roads: readonly Road[]): Record<string, FilterField> {
  return {
    routeName: { kind: 'options', options: roads.map((r) => ({ label: r.routeName, value: r.routeName })) },
  };
}

/** The owners to choose from, those working on the chosen route first, each with its kind. */
export function ownerOptions(orgs: readonly Organisation[], routeCode: string | undefined): Option[] {
  const owners = orgs.filter((o) => (AREA_OWNER_TYPES as readonly string[]).includes(o.orgType));
  const onRoute = (o: Organisation) => (routeCode !== undefined && o.routeCodes.includes(routeCode) ? 0 : 1);
  return [...owners]
    .sort((a, b) => onRoute(a) - onRoute(b))
    .map((o) => ({ value: o.id, label: `${o.orgName}（${o.orgTypeName}）` }));
}

/** The phone's problem, or '' (empty is the required rule's). */
export function phoneProblem(phone: string | undefined): string {
  const text = (phone ?? '').trim();
  return text && !PHONE_PATTERN.test(text) ? TEXT.phone : '';
}

/** An area as the edit form starts. */
export function areaDraft(area: MaintenanceArea): AreaDraft {
  return {
    areaName: area.areaName,
    routeCode: area.routeCode,
    orgId: area.orgId,
    startStakeNo: area.startStakeNo,
    endStakeNo: area.endStakeNo,
    manager: area.manager,
    phone: area.phone,
    remark: area.remark,
  };
}

/** The form's values as the contract's body: trimmed, stakes upper-cased, an empty note left out. */
export function areaBody(draft: AreaDraft): MaintenanceAreaInput {
  const remark = draft.remark?.trim();
  return {
    areaName: (draft.areaName ?? '').trim(),
    routeCode: draft.routeCode ?? '',
    orgId: draft.orgId ?? '',
    startStakeNo: normaliseStake(draft.startStakeNo ?? ''),
    endStakeNo: normaliseStake(draft.endStakeNo ?? ''),
    manager: (draft.manager ?? '').trim(),
    phone: (draft.phone ?? '').trim(),
    ...(remark ? { remark } : {}),
  };
}
