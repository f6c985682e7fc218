// The records of the world as the platform's calls answer them. Facts are what a record is
// (fixed once made); a work order's state is where its lifecycle stands at a moment.

import type { DiseaseLevel } from './disease-types';
import type { PatrolMotion } from './patrol-timeline';
import type { WorkOrderStatus } from './work-order-states';

export interface DiseaseFacts {
  id: string;
  /** 'BH20260518001'. */
  diseaseCode: string;
  /** disease_type dictionary value and label. */
  diseaseType: string;
  diseaseTypeName: string;
  /** The specific name recorded ('纵向裂缝'). */
  diseaseName: string;
  diseaseLevel: DiseaseLevel;
  diseaseLevelName: string;
  routeCode: string;
  /** 'G42 沪蓉高速'. */
  routeName: string;
  stakeM: number;
  /** 'K1234+500'. */
  stakeNo: string;
  /** '1' 上行, '2' 下行. */
  direction: '1' | '2';
  directionName: string;
  /** Lane from the median (1) outwards. */
  lane: number;
  laneName: string;
  /** BD-09 on the lane, 6 decimals. */
  lon: number;
  lat: number;
  /** ㎡ or m (areaUnit), 3 decimals. */
  diseaseArea: number;
  areaUnit: '㎡' | 'm';
  reportTime: string;
  reportMs: number;
  /** disease_source dictionary: '1' 巡查上报 … */
  source: string;
  sourceName: string;
  /** The patrol that found it (null for a disease entered by hand). */
  patrolId: string | null;
  patrolCode: string | null;
  inspectorName: string;
  /** The squad that reported it. */
  orgId: string;
  orgName: string;
  /** Object key of the picture. */
  picUrl: string;
  remark: string;
  /** false: slight and only watched (no work order). */
  needsRepair: boolean;
}

export interface ProcessStep {
  stepName: string;
  stepTime: string;
  picBefore: string;
  picAfter: string;
}

export interface OrderHistoryEntry {
  status: WorkOrderStatus;
  statusName: string;
  time: string;
  operator: string;
  remark: string;
}

export interface WorkOrderState {
  id: string;
  /** 'GD20260518001'. */
  orderCode: string;
  diseaseId: string;
  status: WorkOrderStatus;
  createTime: string;
  maintainUnitId: string | null;
  maintainUnit: string | null;
  dispatchTime: string | null;
  /** Repair due by (yyyy-MM-dd HH:mm:ss). */
  deadline: string | null;
  repairStartTime: string | null;
  submitTime: string | null;
  openedTime: string | null;
  acceptTime: string | null;
  acceptorName: string | null;
  acceptOpinion: string | null;
  /** How often the repair failed acceptance and was done again. */
  reworkCount: number;
  steps: ProcessStep[];
  history: OrderHistoryEntry[];
}

/** A user's move of an order: at `atMs` the state takes `patch` (and steps) and a history entry. */
export interface OrderEvent {
  atMs: number;
  status: WorkOrderStatus;
  patch: Partial<Omit<WorkOrderState, 'id' | 'orderCode' | 'diseaseId' | 'steps' | 'history'>>;
  steps?: ProcessStep[];
  history: OrderHistoryEntry;
}

/** One planned step of an order's lifecycle: when, to which status, who and why. */
export interface PlannedOrderEvent {
  atMs: number;
  status: WorkOrderStatus;
  operator: string;
  /** The history remark; the opinion for an acceptance (4) or a failure (5). */
  remark: string;
  /** Times of the construction steps recorded with a submission (6), one per step name. */
  stepTimes?: number[];
}

export interface WorkOrderPlan {
  id: string;
  orderCode: string;
  diseaseId: string;
  createMs: number;
  /** The maintenance unit it is dispatched to. */
  maintainUnitId: string;
  /** Hours from dispatch to the deadline. */
  dueHours: number;
  /** The construction steps of its disease type. */
  stepNames: readonly string[];
  /** In time order; the first creates the order (status 1). */
  events: PlannedOrderEvent[];
}

export interface PatrolPlan {
  id: string;
  /** 'XC20260518001'. */
  patrolCode: string;
  /** patrol_type dictionary value and label. */
  patrolType: string;
  patrolTypeName: string;
  routeCode: string;
  routeName: string;
  /** The squad on patrol. */
  orgId: string;
  orgName: string;
  inspectorId: string;
  inspectorName: string;
  /** The inspector's mock account (mocks/accounts.ts), when there is one. */
  inspectorUserId: string | null;
  vehiclePlate: string;
  gpsIntervalS: number;
  motion: PatrolMotion;
  startMs: number;
  endMs: number;
  /** Metres of the whole path. */
  distanceM: number;
  /** The diseases it records, with the time each is recorded (same order). */
  diseaseIds: string[];
  diseaseTimes: number[];
  /** Stakes covered, for the record ('K252+300 — K296+365'). */
  startStakeNo: string;
  endStakeNo: string;
}

export interface DayPlan {
  dayIndex: number;
  dayMs: number;
  patrols: PatrolPlan[];
  diseases: DiseaseFacts[];
  orders: WorkOrderPlan[];
}
