// 桩号校核: the road assets whose recorded stake does not match their coordinates. The stake a
// point measures is its projection on the route's centre line (the network's nearestStake, the
// one projection of the mock); a point on a carriageway projects within 25 m of its stake on
// every route's curves, so more than 50 m apart is a wrong record. A correction moves the
// recorded stake to the measured one through the world's books (world.assets.restake).

import type { RoadNetwork } from '@jt/mocks/world/road-network';
import { formatStake } from '@jt/mocks/world/stake';
import type { AssetRow, Assets } from '../../world/assets';
import { done, fieldSpecs, refused, type WorldResult } from '../../world/field-specs';
import { type Page, queryPage, type TableQueryInput } from '../table-query';

/** More than this many metres between the recorded and the measured stake is a mismatch. */
export const MISMATCH_TOLERANCE_M = 50;

export interface StakeMismatch {
  id: string;
  assetCode: string;
  assetName: string;
  assetTypeName: string;
  routeCode: string;
  routeName: string;
  directionName: string;
  stakeNo: string;
  stakeM: number;
  measuredStakeNo: string;
  measuredStakeM: number;
  distanceM: number;
  lon: number;
  lat: number;
  orgName: string;
}

export interface StakeCorrection {
  id: string;
  assetCode: string;
  fromStakeNo: string;
  toStakeNo: string;
}

export const STAKE_MISMATCH_FIELDS = fieldSpecs<StakeMismatch>({
  id: 'text',
  assetCode: 'text',
  assetName: 'text',
  assetTypeName: 'text',
  routeCode: 'text',
  routeName: 'text',
  directionName: 'text',
  stakeNo: 'stake',
  stakeM: 'number',
  measuredStakeNo: 'stake',
  measuredStakeM: 'number',
  distanceM: 'number',
  orgName: 'text',
});

const farthestFirst = (a: StakeMismatch, b: StakeMismatch) => b.distanceM - a.distanceM;

export class StakeCheck {
  /** The measured stake of an asset's coordinates (they do not move: a correction changes the record). */
  private readonly measured = new Map<string, number>();

  constructor(
    private readonly assets: Assets,
    private readonly network: RoadNetwork,
  ) {}

  private measure(asset: AssetRow): number | null {
    const key = `${asset.routeCode}@${asset.lon},${asset.lat}`;
    let stakeM = this.measured.get(key);
    if (stakeM === undefined) {
      const line = this.network.line(asset.routeCode);
      if (!line) return null;
      stakeM = Math.round(line.nearestStake([asset.lon, asset.lat]).stakeM);
      this.measured.set(key, stakeM);
    }
    return stakeM;
  }

  private mismatch(asset: AssetRow): StakeMismatch | null {
    const measuredStakeM = this.measure(asset);
    if (measuredStakeM === null) return null;
    const distanceM = Math.round(Math.abs(measuredStakeM - asset.stakeM));
    if (distanceM <= MISMATCH_TOLERANCE_M) return null;
    return {
      id: asset.id,
      assetCode: asset.assetCode,
      assetName: asset.assetName,
      assetTypeName: asset.assetTypeName,
      routeCode: asset.routeCode,
      routeName: asset.routeName,
      directionName: asset.directionName,
      stakeNo: asset.stakeNo,
      stakeM: asset.stakeM,
      measuredStakeNo: formatStake(measuredStakeM),
      measuredStakeM,
      distanceM,
      lon: asset.lon,
      lat: asset.lat,
      orgName: asset.orgName,
    };
  }

  rows(): StakeMismatch[] {
    return this.assets
      .rows()
      .flatMap((asset) => this.mismatch(asset) ?? [])
      .sort(farthestFirst);
  }

  page(query: TableQueryInput): Page<StakeMismatch> {
    return queryPage(this.rows(), query, STAKE_MISMATCH_FIELDS, farthestFirst);
  }

  /** Every asset of `ids` to its measured stake, or none when one of them cannot be. */
  correct(ids: readonly string[]): WorldResult<{ corrected: StakeCorrection[] }> {
    const found: StakeMismatch[] = [];
    for (const id of ids) {
      const asset = this.assets.get(id);
      if (!asset) return refused(`路产「${id}」不存在或已删除`);
      const mismatch = this.mismatch(asset);
      if (!mismatch) return refused(`资产${asset.assetCode}的桩号与坐标相符，无需校正`);
      found.push(mismatch);
    }
    const corrected: StakeCorrection[] = [];
    for (const m of found) {
      const result = this.assets.restake(m.id, m.measuredStakeM);
      // The measured stake is on the route (it is a projection on it): a refusal is a bug.
      if (!result.ok) throw new Error(result.message);
      corrected.push({
        id: m.id,
        assetCode: m.assetCode,
        fromStakeNo: m.stakeNo,
        toStakeNo: result.value.stakeNo,
      });
    }
    return done({ corrected });
  }
}
