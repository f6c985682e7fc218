// The life of a notice (系统管理 › 通知公告), apart from Fastify: a draft is written, published to
// the tenant, withdrawn, changed and published again; only a notice not on show may be changed
// or deleted. A reader's "read" holds for the publication they opened: a republished notice is
// unread again. Every refusal is the sentence the administrator sees.

export type NoticeStatus = '0' | '1' | '2';
export type NoticeLevel = '1' | '2';

export const NOTICE_STATUS_NAMES: Readonly<Record<NoticeStatus, '草稿' | '已发布' | '已撤回'>> = {
  '0': '草稿',
  '1': '已发布',
  '2': '已撤回',
};
export const NOTICE_LEVEL_NAMES: Readonly<Record<NoticeLevel, '普通' | '重要'>> = {
  '1': '普通',
  '2': '重要',
};

export const NOTICE_REFUSALS = {
  missing: '公告不存在或已删除',
  blankTitle: '公告标题不能为空',
  blankContent: '公告内容不能为空',
  duplicateTitle: '公告标题已存在',
  editPublished: '已发布的公告请先撤回再修改',
  deletePublished: '已发布的公告请先撤回再删除',
  alreadyPublished: '公告已发布',
  notPublished: '只有已发布的公告可以撤回',
  unreadable: '公告未发布或已撤回',
} as const;

export interface NoticeRecord {
  id: string;
  tenantAccount: string;
  title: string;
  content: string;
  level: NoticeLevel;
  status: NoticeStatus;
  createBy: string;
  createMs: number;
  /** The last publication (a withdrawn notice keeps it; a draft has none). */
  publishMs: number | null;
}

export interface NoticeDraft {
  title: string;
  content: string;
  level: NoticeLevel;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };
const refused = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** The draft as stored (title and content trimmed), or why it cannot be saved over `current`. */
export function checkedDraft(
  draft: NoticeDraft,
  current: NoticeRecord | null,
  tenantNotices: readonly NoticeRecord[],
): Outcome<NoticeDraft> {
  const title = draft.title.trim();
  const content = draft.content.trim();
  if (title === '') return refused(NOTICE_REFUSALS.blankTitle);
  if (content === '') return refused(NOTICE_REFUSALS.blankContent);
  if (current?.status === '1') return refused(NOTICE_REFUSALS.editPublished);
  if (tenantNotices.some((notice) => notice.id !== current?.id && notice.title === title))
    return refused(NOTICE_REFUSALS.duplicateTitle);
  return { ok: true, value: { title, content, level: draft.level } };
}

/** The notice published at `nowMs`, or why not. */
export function published(notice: NoticeRecord, nowMs: number): Outcome<NoticeRecord> {
  if (notice.status === '1') return refused(NOTICE_REFUSALS.alreadyPublished);
  return { ok: true, value: { ...notice, status: '1', publishMs: nowMs } };
}

/** The notice withdrawn, or why not. */
export function withdrawn(notice: NoticeRecord): Outcome<NoticeRecord> {
  if (notice.status !== '1') return refused(NOTICE_REFUSALS.notPublished);
  return { ok: true, value: { ...notice, status: '2' } };
}

/** Why the notice cannot be deleted, or null. */
export function deleteRefusal(notice: NoticeRecord): string | null {
  return notice.status === '1' ? NOTICE_REFUSALS.deletePublished : null;
}

/** Whether a reader's mark (the publication they opened) still counts for the notice. */
export function isRead(notice: NoticeRecord, openedPublishMs: number | undefined): boolean {
  return notice.status === '1' && openedPublishMs !== undefined && openedPublishMs === notice.publishMs;
}

/** Jackson reads the level as text or number. */
export const noticeLevel = (value: unknown): NoticeLevel => (String(value) === '2' ? '2' : '1');
