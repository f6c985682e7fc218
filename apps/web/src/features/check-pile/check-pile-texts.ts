// The words of /checkPile 桩号校核.
export const CHECK_PILE_TEXTS = {
  title: '桩号校核',
  actions: '操作',
  correct: '校正',
  correctBatch: '批量校正',
  correctConfirm: (stakeNo: string, measured: string) => `将记录桩号 ${stakeNo} 校正为坐标桩号 ${measured}？`,
  correctBatchConfirm: (count: number) => `将选中的 ${count} 条资产的记录桩号校正为坐标桩号？`,
  corrected: (count: number) => `已校正 ${count} 条资产的桩号`,
  correctFailed: '校正失败',
  confirm: '确定',
  cancel: '取消',
  roadsFailed: '路线加载失败，路线筛选暂不可选',
} as const;
