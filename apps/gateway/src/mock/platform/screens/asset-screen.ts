// The road asset screen's figures (/gl-roadAssets): the world's books (路产, a fixed catalogue of
// the seed with the users' inspection edits over it), when they are next inspected, and the
// roadside devices' status now.
import type { Schemas } from '@jt/api-contract';
import { ASSET_CONDITIONS, ASSET_TYPES, TECH_GRADES } from '@jt/mocks/world/assets';
import { DEVICE_TYPES } from '@jt/mocks/world/devices';
import { DAY, formatTime, parseTime } from '@jt/mocks/world/time';
import type { AssetRow } from '../../world/assets';
import type { World } from '../../world/world';

export type AssetScreen = Schemas['AssetScreen'];

const LISTED = 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** A structure of class 4 or 5, or a facility found damaged. */
function needsAttention(asset: AssetRow): boolean {
  return asset.techGrade !== null ? asset.techGrade >= 4 : asset.condition === '3';
}

export function assetScreen(world: World): AssetScreen {
  const now = world.clock.now();
  const assets = world.assets.rows();
  const types = new Map(ASSET_TYPES.map((t) => [t.code as string, { ...t, count: 0, quantity: 0 }]));
  const conditions = new Map<string, number>(Object.keys(ASSET_CONDITIONS).map((c) => [c, 0]));
  const grades = new Map<number, number>(Object.keys(TECH_GRADES).map((g) => [Number(g), 0]));
  const routes = new Map(
    world.roads
      .rows()
      .map((r) => [
        r.routeCode,
        { routeCode: r.routeCode, routeName: r.routeName, structures: 0, facilities: 0, damaged: 0 },
      ]),
  );
  const weekEnd = now + 7 * DAY;
  let dueWeek = 0;
  const structures: AssetRow[] = [];
  const attention: AssetRow[] = [];

  for (const asset of assets) {
    const type = types.get(asset.assetType);
    if (type) {
      type.count++;
      type.quantity += asset.quantity;
    }
    conditions.set(asset.condition, (conditions.get(asset.condition) ?? 0) + 1);
    const route = routes.get(asset.routeCode);
    if (asset.techGrade !== null) {
      grades.set(asset.techGrade, (grades.get(asset.techGrade) ?? 0) + 1);
      structures.push(asset);
      if (route) route.structures++;
    } else if (route) route.facilities++;
    if (needsAttention(asset)) {
      attention.push(asset);
      if (route) route.damaged++;
    }
    if (parseTime(asset.nextInspectTime) <= weekEnd) dueWeek++;
  }

  const devices = new Map(
    DEVICE_TYPES.map((t) => [
      t.code as string,
      { code: t.code as string, name: t.name as string, total: 0, online: 0, offline: 0, fault: 0 },
    ]),
  );
  for (const device of world.devices.rows()) {
    const entry = devices.get(device.deviceType);
    if (!entry) continue;
    entry.total++;
    if (device.status === '1') entry.online++;
    else if (device.status === '2') entry.offline++;
    else entry.fault++;
  }

  return {
    asOf: formatTime(now),
    byType: [...types.values()].map(({ code, name, unit, count, quantity }) => ({
      code,
      name,
      unit,
      count,
      quantity: round2(quantity),
    })),
    conditions: [...conditions].map(([code, count]) => ({
      code,
      name: ASSET_CONDITIONS[code as keyof typeof ASSET_CONDITIONS],
      count,
    })),
    techGrades: [...grades].map(([grade, count]) => ({
      grade: grade as 1 | 2 | 3 | 4 | 5,
      name: TECH_GRADES[grade as keyof typeof TECH_GRADES],
      count,
    })),
    byRoute: [...routes.values()],
    devices: [...devices.values()],
    inspectionsDueWeek: dueWeek,
    upcoming: structures
      .sort((a, b) => a.nextInspectTime.localeCompare(b.nextInspectTime) || a.stakeM - b.stakeM)
      .slice(0, LISTED)
      .map((a) => ({
        assetName: a.assetName,
        assetTypeName: a.assetTypeName,
        routeName: a.routeName,
        stakeNo: a.stakeNo,
        nextInspectTime: a.nextInspectTime,
      })),
    attention: attention
      .sort((a, b) => (b.techGrade ?? 0) - (a.techGrade ?? 0))
      .slice(0, LISTED)
      .map((a) => ({
        assetName: a.assetName,
        assetTypeName: a.assetTypeName,
        routeName: a.routeName,
        stakeNo: a.stakeNo,
        conditionName: a.conditionName,
        techGradeName: a.techGradeName,
      })),
  };
}
