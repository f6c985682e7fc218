// The tool pages' own texts (the seeds name the routes, not their wording), in one place for the tests.
export const TABLE_TOOL_TEXTS = {
  demoTitle: '表格组件示例',
  demoIntro:
    '病害列表演示配置化表格：每种筛选运算符（包含、大于、大于等于、小于、小于等于、不等于、属于其一）、服务端分页与排序、列显示/隐藏、拖动列顺序与宽度、行选择与导出。',
  dragTitle: '表头拖拽',
  dragIntro:
    '按住列标题左右拖动可调整列的顺序，拖动列标题右边缘可调整列宽；调整结果按用户和页面保存，刷新后保持，“恢复默认”回到配置的列。',
  resetColumns: '恢复默认列',
  resetDone: '已恢复默认列',
  selectedRows: (count: number) => `已选择 ${count} 行`,
} as const;
