// The page's own texts (the menu names the page 待办事项, not the rest).
export const TODO_TEXTS = {
  title: '待办事项',
  actions: '操作',
  handle: '办理',
} as const;
