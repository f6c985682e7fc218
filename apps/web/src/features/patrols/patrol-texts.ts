// The page's own texts (the menu names the page 巡查记录 and its button 导出, not the rest).
export const PATROL_TEXTS = {
  title: '巡查记录',
  detail: '巡查详情',
  detailFailed: '巡查详情加载失败',
  diseases: '发现病害',
  noDiseases: '本次巡查未发现病害',
  track: '巡查轨迹',
} as const;
