// The shell header's bell: the published notices of the user's tenant (系统管理 › 通知公告), the
// unread count on a badge, the list in a side sheet; opening a notice marks it read. Read when
// the shell opens and whenever the sheet is opened, never on a timer: a background call would
// count as the user's activity (lastHttpRequestTime) and keep an idle session alive.
import IconBell from '@douyinfe/semi-icons/lib/es/icons/IconBell';
import Badge from '@douyinfe/semi-ui/lib/es/badge';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useState } from 'react';
import { listMyNotices, type MyNotices, type NoticeView, readNotice } from './notice-calls';
import { NOTICE_TEXTS as TEXT, unreadBadge } from './notice-rules';
import './notices.css';

export function NoticeBell() {
  const [notices, setNotices] = useState<MyNotices | null>(null);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);

  // A failure is told by the HTTP layer's rules; the bell keeps what it last read.
  const load = useCallback(() => {
    listMyNotices().then(setNotices, () => undefined);
  }, []);
  useEffect(load, [load]);

  const openNotice = (notice: NoticeView) => {
    setExpanded((current) => (current === notice.id ? null : notice.id));
    if (notice.read) return;
    readNotice(notice.id).then(
      (read) =>
        setNotices((current) =>
          current
            ? {
                unread: Math.max(0, current.unread - 1),
                records: current.records.map((n) => (n.id === read.id ? read : n)),
              }
            : current,
        ),
      () => undefined,
    );
  };

  const unread = notices?.unread ?? 0;
  const badge = unreadBadge(unread);
  return (
    <>
      <button
        type="button"
        className="jt-notice-bell"
        aria-label={unread > 0 ? TEXT.bellUnread(unread) : TEXT.bell}
        onClick={() => {
          setOpen(true);
          load();
        }}
      >
        {badge ? (
          <Badge count={badge} type="danger">
            <IconBell size="large" />
          </Badge>
        ) : (
          <IconBell size="large" />
        )}
      </button>
      <SideSheet title={TEXT.bell} visible={open} onCancel={() => setOpen(false)} width={420}>
        {notices && notices.records.length > 0 ? (
          <ul className="jt-notice-list" data-notice-list>
            {notices.records.map((notice) => (
              <li
                key={notice.id}
                className={`jt-notice-list__item${notice.read ? '' : ' jt-notice-list__item--unread'}`}
              >
                <button
                  type="button"
                  className="jt-notice-list__head"
                  aria-expanded={expanded === notice.id}
                  onClick={() => openNotice(notice)}
                >
                  {notice.level === '2' && (
                    <Tag color="red" size="small">
                      {TEXT.importantTag}
                    </Tag>
                  )}
                  <span>{notice.title}</span>
                  {!notice.read && (
                    <Tag color="blue" size="small">
                      {TEXT.unreadTag}
                    </Tag>
                  )}
                </button>
                <div className="jt-notice-list__time">{notice.publishTime}</div>
                {expanded === notice.id && <p className="jt-notice-list__content">{notice.content}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="jt-notice-list__time">{notices ? TEXT.noNotices : ''}</p>
        )}
      </SideSheet>
    </>
  );
}
