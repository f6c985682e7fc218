// The embedding pages' words.
export const EMBEDDED_TEXTS = {
  patrolTitle: '巡查记录',
  taskTitle: '任务下发',
  backToList: '返回列表',
  pickPatrol: '点击一条巡查记录查看轨迹与病害',
} as const;
