// /system/menu 菜单配置 (seed 000 §2 system pages, §3 the menu entry, §6 the button codes): the
// whole menu tree that drives the shell — directories, pages (hidden ones too) and their permission
// buttons — in a tree table; add, edit, delete (an entry with children is refused, as the gateway
// says) and move up or down among its siblings. Accounts see a change at their next sign-in.
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Table from '@douyinfe/semi-ui/lib/es/table';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { deleteMenuEntry, listMenuEntries, moveMenuEntry } from './menu-config-calls';
import {
  flatEntries,
  MENU_BUTTONS,
  MENU_TEXTS,
  type MenuEntry,
  type MenuEntryType,
  type MenuRow,
  menuRows,
  movePosition,
  TYPE_LABELS,
} from './menu-config-rules';
import './menu-config.css';
import '../shell/pages.css';

// The form loads when first opened: the tree comes first.
const MenuEntryForm = lazy(() => import('./MenuEntryForm').then((m) => ({ default: m.MenuEntryForm })));

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const TYPE_COLORS: Readonly<Record<MenuEntryType, 'blue' | 'green' | 'orange'>> = {
  menu1: 'blue',
  menu2: 'green',
  button: 'orange',
};

export default function MenuConfigPage() {
  const [tree, setTree] = useState<MenuEntry[] | null>(null);
  const [failure, setFailure] = useState('');
  const [editing, setEditing] = useState<MenuEntry | { parent: MenuEntry | null } | null>(null);

  const load = useCallback(() => {
    listMenuEntries().then(setTree, (error: unknown) =>
      setFailure(`${MENU_TEXTS.loadFailed}：${message(error)}`),
    );
  }, []);
  useEffect(load, [load]);

  const byId = useMemo(() => new Map(flatEntries(tree ?? []).map((e) => [e.id, e])), [tree]);
  const act = useCallback(
    (run: () => Promise<void>, done: string | null, failed: string) =>
      run().then(
        () => {
          if (done) showMessage(done, { type: 'success' });
          load();
        },
        (error: unknown) => showMessage(`${failed}：${message(error)}`),
      ),
    [load],
  );

  const columns = useMemo(() => {
    const move = (row: MenuRow, direction: 'up' | 'down') => {
      const position = movePosition(tree ?? [], row.id, direction);
      return position === null
        ? undefined
        : () => void act(() => moveMenuEntry(row.id, position), null, MENU_TEXTS.moveFailed);
    };
    return [
      {
        title: MENU_TEXTS.columns.title,
        dataIndex: 'title',
        width: 240,
        render: (title: string) => <span className="jt-menu-config__title">{title}</span>,
      },
      {
        title: MENU_TEXTS.columns.type,
        dataIndex: 'type',
        width: 80,
        render: (type: MenuEntryType) => (
          <Tag size="small" color={TYPE_COLORS[type]}>
            {TYPE_LABELS[type] ?? type}
          </Tag>
        ),
      },
      {
        title: MENU_TEXTS.columns.target,
        dataIndex: 'url',
        render: (_: unknown, row: MenuRow) => row.url ?? row.permissionCode ?? '—',
      },
      {
        title: MENU_TEXTS.columns.show,
        dataIndex: 'isShow',
        width: 80,
        render: (isShow: string, row: MenuRow) =>
          row.type === 'button' ? (
            '—'
          ) : isShow === '1' ? (
            <Tag size="small" color="grey">
              {MENU_TEXTS.hidden}
            </Tag>
          ) : (
            MENU_TEXTS.shown
          ),
      },
      {
        title: MENU_TEXTS.columns.open,
        dataIndex: 'openType',
        width: 90,
        render: (openType: string | null) =>
          openType === '1' ? MENU_TEXTS.newWindow : openType === '0' ? MENU_TEXTS.tab : '—',
      },
      { title: MENU_TEXTS.columns.order, dataIndex: 'orderby', width: 70 },
      {
        title: MENU_TEXTS.actions,
        width: 310,
        // Kept in view on a narrow screen, the other columns scrolling under it.
        fixed: 'right' as const,
        render: (_: unknown, row: MenuRow) => {
          const entry = byId.get(row.id);
          const up = move(row, 'up');
          const down = move(row, 'down');
          return (
            <span className="jt-menu-config__actions">
              <PermissionButton
                permission={MENU_BUTTONS.edit}
                theme="borderless"
                size="small"
                disabled={!up}
                onClick={up}
              >
                {MENU_TEXTS.up}
              </PermissionButton>
              <PermissionButton
                permission={MENU_BUTTONS.edit}
                theme="borderless"
                size="small"
                disabled={!down}
                onClick={down}
              >
                {MENU_TEXTS.down}
              </PermissionButton>
              {row.type !== 'button' && (
                <PermissionButton
                  permission={MENU_BUTTONS.add}
                  theme="borderless"
                  size="small"
                  onClick={() => entry && setEditing({ parent: entry })}
                >
                  {MENU_TEXTS.addChild}
                </PermissionButton>
              )}
              <PermissionButton
                permission={MENU_BUTTONS.edit}
                theme="borderless"
                size="small"
                onClick={() => entry && setEditing(entry)}
              >
                {MENU_TEXTS.edit}
              </PermissionButton>
              <Popconfirm
                title={MENU_TEXTS.deleteConfirm(row.title)}
                okText="确定"
                cancelText="取消"
                onConfirm={() =>
                  act(() => deleteMenuEntry(row.id), MENU_TEXTS.deleted, MENU_TEXTS.deleteFailed)
                }
              >
                <PermissionButton
                  permission={MENU_BUTTONS.delete}
                  theme="borderless"
                  size="small"
                  type="danger"
                >
                  {MENU_TEXTS.delete}
                </PermissionButton>
              </Popconfirm>
            </span>
          );
        },
      },
    ];
  }, [act, byId, tree]);

  if (failure) {
    return (
      <div className="jt-page">
        <p role="alert">{failure}</p>
      </div>
    );
  }
  return (
    <div className="jt-page jt-menu-config">
      <section className="jt-card" aria-label={MENU_TEXTS.title}>
        <div className="jt-menu-config__toolbar">
          <PermissionButton
            permission={MENU_BUTTONS.add}
            theme="solid"
            type="primary"
            onClick={() => setEditing({ parent: null })}
          >
            {MENU_TEXTS.addTop}
          </PermissionButton>
          <span className="jt-menu-config__hint">{MENU_TEXTS.nextSignIn}</span>
        </div>
        <Table<MenuRow>
          rowKey="id"
          size="small"
          loading={tree === null}
          dataSource={menuRows(tree ?? [])}
          columns={columns}
          pagination={false}
          scroll={{ x: 1180 }}
          defaultExpandAllRows
          // The tree is known once loaded: expand it when it arrives, not only on the first render.
          key={tree === null ? 'loading' : 'loaded'}
        />
      </section>
      <Suspense fallback={null}>
        {editing !== null && tree !== null && (
          <MenuEntryForm
            tree={tree}
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              showMessage(MENU_TEXTS.saved, { type: 'success' });
              load();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
