import { describe, expect, it } from 'vitest';
import {
  checkedDraft,
  deleteRefusal,
  isRead,
  NOTICE_REFUSALS,
  type NoticeRecord,
  noticeLevel,
  published,
  withdrawn,
} from './notice-rules';

const notice = (patch: Partial<NoticeRecord> = {}): NoticeRecord => ({
  id: 'n1',
  tenantAccount: 'jtdemo',
  title: '封闭施工',
  content: '夜间封闭',
  level: '1',
  status: '0',
  createBy: 'admin',
  createMs: 1_000,
  publishMs: null,
  ...patch,
});

describe('a notice’s life', () => {
  it('keeps a draft trimmed, and refuses blank words and a title the tenant already has', () => {
    expect(checkedDraft({ title: ' 封闭 ', content: ' 内容\n第二行 ', level: '2' }, null, [])).toEqual({
      ok: true,
      value: { title: '封闭', content: '内容\n第二行', level: '2' },
    });
    expect(checkedDraft({ title: '  ', content: 'x', level: '1' }, null, [])).toEqual({
      ok: false,
      reason: '公告标题不能为空',
    });
    expect(checkedDraft({ title: 't', content: ' \n ', level: '1' }, null, [])).toEqual({
      ok: false,
      reason: '公告内容不能为空',
    });
    expect(checkedDraft({ title: '封闭施工', content: 'x', level: '1' }, null, [notice()])).toEqual({
      ok: false,
      reason: '公告标题已存在',
    });
    // Its own title is no clash.
    expect(checkedDraft({ title: '封闭施工', content: 'y', level: '1' }, notice(), [notice()]).ok).toBe(true);
  });

  it('changes or deletes only a notice not on show', () => {
    const onShow = notice({ status: '1', publishMs: 5_000 });
    expect(checkedDraft({ title: 't', content: 'c', level: '1' }, onShow, [onShow])).toEqual({
      ok: false,
      reason: NOTICE_REFUSALS.editPublished,
    });
    expect(deleteRefusal(onShow)).toBe('已发布的公告请先撤回再删除');
    expect(deleteRefusal(notice({ status: '2', publishMs: 5_000 }))).toBeNull();
    expect(deleteRefusal(notice())).toBeNull();
  });

  it('publishes a draft or a withdrawn notice once, and withdraws only a published one', () => {
    const out = published(notice(), 9_000);
    expect(out).toEqual({ ok: true, value: notice({ status: '1', publishMs: 9_000 }) });
    const onShow = notice({ status: '1', publishMs: 9_000 });
    expect(published(onShow, 10_000)).toEqual({ ok: false, reason: '公告已发布' });
    expect(withdrawn(onShow)).toEqual({ ok: true, value: notice({ status: '2', publishMs: 9_000 }) });
    expect(withdrawn(notice())).toEqual({ ok: false, reason: '只有已发布的公告可以撤回' });
  });

  it('counts a reader’s mark only for the publication they opened', () => {
    const onShow = notice({ status: '1', publishMs: 9_000 });
    expect(isRead(onShow, 9_000)).toBe(true);
    expect(isRead(onShow, undefined)).toBe(false);
    expect(isRead({ ...onShow, publishMs: 12_000 }, 9_000)).toBe(false);
    expect(isRead({ ...onShow, status: '2' }, 9_000)).toBe(false);
  });

  it('reads the level as Jackson does, text or number', () => {
    expect(noticeLevel(2)).toBe('2');
    expect(noticeLevel('2')).toBe('2');
    expect(noticeLevel(1)).toBe('1');
  });
});
