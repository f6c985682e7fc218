// A road-safety hazard's (道路安全隐患) states and the only moves between them, one pure machine
// for the gateway (which refuses any other move) and the web form (which offers only these):
//
//   1 上报 ──开始处置──▶ 2 处置中 ──关闭──▶ 3 已关闭

export const HAZARD_STATUS_NAMES = { '1': '上报', '2': '处置中', '3': '已关闭' } as const;

export type HazardStatus = keyof typeof HAZARD_STATUS_NAMES;

const NEXT: Readonly<Record<HazardStatus, HazardStatus | null>> = { '1': '2', '2': '3', '3': null };

export const isHazardStatus = (value: string): value is HazardStatus => value in HAZARD_STATUS_NAMES;

/** The one state a hazard may move to next (null once closed). */
export const nextHazardStatus = (status: HazardStatus): HazardStatus | null => NEXT[status];

/** Why `from` may not move to `to`, or '' when it may. */
export function hazardMoveProblem(from: HazardStatus, to: string): string {
  if (!isHazardStatus(to)) return `处置状态应为 2 处置中 或 3 已关闭`;
  if (NEXT[from] === to) return '';
  return `隐患当前为「${HAZARD_STATUS_NAMES[from]}」，不能改为「${HAZARD_STATUS_NAMES[to]}」`;
}
