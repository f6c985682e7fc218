// 路产信息: each route of the network with the road property on its books — the section's
// length, lanes and grade, and its assets counted by type (bridges and tunnels with their
// lengths, guardrail in metres) and how many are found damaged — from the world's routes and
// its assets as they are now.

import type { components } from '@jt/api-contract';
import type { AssetRow } from '../../world/assets';
import { fieldSpecs } from '../../world/field-specs';
import type { RouteRow } from '../../world/roads';

/** One route's summary: the contract's RoadProperty (one schema, not a second copy). */
export type RoadProperty = components['schemas']['RoadProperty'];

export const ROAD_PROPERTY_FIELDS = fieldSpecs<RoadProperty>({
  id: 'text',
  routeCode: 'text',
  routeName: 'text',
  startStakeNo: 'stake',
  endStakeNo: 'stake',
  lengthKm: 'number',
  lanes: 'number',
  laneText: 'text',
  technicalGrade: 'text',
  officeName: 'text',
  assetTotal: 'number',
  bridgeCount: 'number',
  bridgeLengthM: 'number',
  tunnelCount: 'number',
  tunnelLengthM: 'number',
  culvertCount: 'number',
  interchangeCount: 'number',
  tollStationCount: 'number',
  serviceAreaCount: 'number',
  signCount: 'number',
  guardrailM: 'number',
  lightingCount: 'number',
  damagedCount: 'number',
});

/** Which count each asset_type adds to (the dictionary's values, mocks/world/assets.ts). */
const COUNT_OF_TYPE: Readonly<Record<string, keyof RoadProperty>> = {
  '1': 'bridgeCount',
  '2': 'tunnelCount',
  '3': 'culvertCount',
  '4': 'interchangeCount',
  '5': 'tollStationCount',
  '6': 'serviceAreaCount',
  '7': 'signCount',
  '9': 'lightingCount',
};
const GUARDRAIL = '8';
const DAMAGED = '3';

/** The summary of every route, in the network's order. */
export function roadProperties(routes: readonly RouteRow[], assets: readonly AssetRow[]): RoadProperty[] {
  const byRoute = new Map<string, RoadProperty>();
  const summaries = routes.map((route) => {
    const summary: RoadProperty = {
      id: route.routeCode,
      routeCode: route.routeCode,
      routeName: route.routeName,
      startStakeNo: route.startStakeNo,
      endStakeNo: route.endStakeNo,
      lengthKm: route.lengthKm,
      lanes: route.lanes,
      laneText: route.laneText,
      technicalGrade: route.technicalGrade,
      officeName: route.officeName,
      assetTotal: 0,
      bridgeCount: 0,
      bridgeLengthM: 0,
      tunnelCount: 0,
      tunnelLengthM: 0,
      culvertCount: 0,
      interchangeCount: 0,
      tollStationCount: 0,
      serviceAreaCount: 0,
      signCount: 0,
      guardrailM: 0,
      lightingCount: 0,
      damagedCount: 0,
    };
    byRoute.set(route.routeCode, summary);
    return summary;
  });
  for (const asset of assets) {
    const summary = byRoute.get(asset.routeCode);
    if (!summary) continue;
    summary.assetTotal += 1;
    if (asset.condition === DAMAGED) summary.damagedCount += 1;
    if (asset.assetType === GUARDRAIL) summary.guardrailM += asset.quantity;
    const count = COUNT_OF_TYPE[asset.assetType];
    if (count) (summary[count] as number) += 1;
    if (asset.assetType === '1') summary.bridgeLengthM += asset.lengthM;
    if (asset.assetType === '2') summary.tunnelLengthM += asset.lengthM;
  }
  return summaries;
}
