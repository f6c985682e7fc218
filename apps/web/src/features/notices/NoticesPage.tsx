// /system/notice 通知公告 (seed 000 §2's system pages): the tenant's notices on the configured
// table (filters of seed 000 §9, paging and sorting on the gateway); a draft is written, published
// to every user of the tenant (their bell), withdrawn, changed and published again, or deleted.
// The buttons are those the notice's state allows; the gateway's refusal is shown in its words.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { usePermission } from '../../lib/permissions/use-permission';
import { FormModal } from '../../ui/form/FormModal';
import { ConfigTable, type FilterField, failureText, type RowActions } from '../../ui/table';
import {
  deleteNotice,
  listNotices,
  type Notice,
  publishNotice,
  saveNotice,
  withdrawNotice,
} from './notice-calls';
import {
  NOTICE_BUTTONS,
  NOTICE_LIMITS,
  type NoticeAction,
  noticeActions,
  NOTICE_TEXTS as TEXT,
} from './notice-rules';
import './notices.css';
import '../shell/pages.css';

const ROUTE = '/system/notice';

type NoticeDraft = { title: string; level: string; content: string };

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  levelName: { kind: 'options', options: TEXT.levels.map(({ label }) => ({ label, value: label })) },
  statusName: {
    kind: 'options',
    options: ['草稿', '已发布', '已撤回'].map((name) => ({ label: name, value: name })),
  },
  publishTime: { kind: 'time' },
};

const STATUS_COLOURS: Record<Notice['status'], 'grey' | 'green' | 'orange'> = {
  '0': 'grey',
  '1': 'green',
  '2': 'orange',
};

const RENDER_CELL = {
  statusName: (value: unknown, row: Notice) => (
    <Tag color={STATUS_COLOURS[row.status]} size="small">
      {String(value)}
    </Tag>
  ),
  levelName: (value: unknown, row: Notice) =>
    row.level === '2' ? (
      <Tag color="red" size="small">
        {String(value)}
      </Tag>
    ) : (
      String(value)
    ),
};

export default function NoticesPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);
  // A row shows the actions its state allows and the user's codes hold (seed 000 §6).
  const mayEdit = usePermission(NOTICE_BUTTONS.edit);
  const mayPublish = usePermission(NOTICE_BUTTONS.publish);
  const mayDelete = usePermission(NOTICE_BUTTONS.delete);

  const act = useCallback(
    (action: NoticeAction, run: () => Promise<unknown>) =>
      run().then(
        () => {
          showMessage(TEXT.done[action], { type: 'success' });
          changed();
        },
        (error: unknown) => showMessage(failureText(TEXT.failed[action], error)),
      ),
    [changed],
  );

  const rowActions = useMemo<RowActions<Notice>>(
    () => ({
      title: TEXT.actions,
      width: 200,
      render: (notice) => (
        <span className="jt-notices__row-actions">
          {noticeActions(notice.status)
            .filter((action) => (action === 'edit' ? mayEdit : action === 'delete' ? mayDelete : mayPublish))
            .map((action) => {
              const label = TEXT.actionNames[action];
              if (action === 'edit')
                return (
                  <Button key={action} theme="borderless" size="small" onClick={() => setEditing(notice)}>
                    {label}
                  </Button>
                );
              if (action === 'delete')
                return (
                  <Popconfirm
                    key={action}
                    title={TEXT.deleteConfirm}
                    onConfirm={() => act('delete', () => deleteNotice(notice.id))}
                  >
                    <Button theme="borderless" size="small" type="danger">
                      {label}
                    </Button>
                  </Popconfirm>
                );
              const run = action === 'publish' ? publishNotice : withdrawNotice;
              return (
                <Button
                  key={action}
                  theme="borderless"
                  size="small"
                  type={action === 'withdraw' ? 'warning' : 'primary'}
                  onClick={() => act(action, () => run(notice.id))}
                >
                  {label}
                </Button>
              );
            })}
        </span>
      ),
    }),
    [act, mayEdit, mayPublish, mayDelete],
  );

  return (
    <div className="jt-page jt-notices">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<Notice>
          route={ROUTE}
          load={listNotices}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          toolbar={
            <PermissionButton
              permission={NOTICE_BUTTONS.add}
              theme="solid"
              type="primary"
              onClick={() => setEditing('new')}
            >
              {TEXT.add}
            </PermissionButton>
          }
          reloadKey={reloadKey}
        />
      </section>
      {editing && (
        <FormModal<NoticeDraft>
          title={editing === 'new' ? TEXT.add : TEXT.edit}
          failedText={TEXT.failed.edit}
          width={640}
          initValues={
            editing === 'new'
              ? { title: '', level: '1', content: '' }
              : { title: editing.title, level: editing.level, content: editing.content }
          }
          onClose={() => setEditing(null)}
          onSubmit={async (draft) => {
            await saveNotice({
              ...(editing === 'new' ? {} : { id: editing.id }),
              title: draft.title,
              content: draft.content,
              level: draft.level === '2' ? '2' : '1',
            });
            showMessage(TEXT.done.edit, { type: 'success' });
            setEditing(null);
            changed();
          }}
        >
          {() => (
            <>
              <Form.Input
                field="title"
                label={TEXT.fieldTitle}
                maxLength={NOTICE_LIMITS.title}
                showClear
                rules={[{ required: true, whitespace: true, message: TEXT.titleRequired }]}
              />
              <Form.RadioGroup field="level" label={TEXT.fieldLevel}>
                {TEXT.levels.map(({ value, label }) => (
                  <Form.Radio key={value} value={value}>
                    {label}
                  </Form.Radio>
                ))}
              </Form.RadioGroup>
              <Form.TextArea
                field="content"
                label={TEXT.fieldContent}
                maxCount={NOTICE_LIMITS.content}
                maxLength={NOTICE_LIMITS.content}
                autosize={{ minRows: 5, maxRows: 12 }}
                rules={[{ required: true, whitespace: true, message: TEXT.contentRequired }]}
              />
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
