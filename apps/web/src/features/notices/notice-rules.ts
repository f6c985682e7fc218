// What /system/notice offers on a notice, and the form's limits, apart from React. The gateway
// decides the same moves (apps/gateway/src/mock/notices/notice-rules.ts) and answers a refusal in
// its own words; the page only leaves out the buttons a notice's state cannot take.
import type { Notice } from './notice-calls';

/** The contract's limits (NoticeSave). */
export const NOTICE_LIMITS = { title: 50, content: 2000 } as const;

export type NoticeAction = 'edit' | 'publish' | 'withdraw' | 'delete';

/** A published notice can only be withdrawn; a draft or a withdrawn one changed, published or deleted. */
export function noticeActions(status: Notice['status']): NoticeAction[] {
  return status === '1' ? ['withdraw'] : ['edit', 'publish', 'delete'];
}

/** The button codes of 通知公告's entries in the menu tree (seed 000 §6); 撤回 undoes 发布, one code. */
export const NOTICE_BUTTONS: Readonly<Record<'add' | NoticeAction, string>> = {
  add: 'notice:add',
  edit: 'notice:edit',
  publish: 'notice:publish',
  withdraw: 'notice:publish',
  delete: 'notice:delete',
};

export const NOTICE_TEXTS = {
  title: '通知公告',
  add: '新增公告',
  edit: '编辑公告',
  actions: '操作',
  actionNames: { edit: '编辑', publish: '发布', withdraw: '撤回', delete: '删除' } as Record<
    NoticeAction,
    string
  >,
  done: { edit: '保存成功', publish: '发布成功', withdraw: '撤回成功', delete: '删除成功' } as Record<
    NoticeAction,
    string
  >,
  failed: { edit: '保存失败', publish: '发布失败', withdraw: '撤回失败', delete: '删除失败' } as Record<
    NoticeAction,
    string
  >,
  deleteConfirm: '确定删除该公告？',
  fieldTitle: '公告标题',
  fieldLevel: '重要程度',
  fieldContent: '公告内容',
  titleRequired: '请输入公告标题',
  contentRequired: '请输入公告内容',
  levels: [
    { value: '1', label: '普通' },
    { value: '2', label: '重要' },
  ],
  bell: '通知公告',
  bellUnread: (count: number) => `通知公告，${count} 条未读`,
  noNotices: '暂无公告',
  unreadTag: '未读',
  importantTag: '重要',
} as const;

/** The bell's badge: nothing at 0, the count up to 99, then 99+. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
