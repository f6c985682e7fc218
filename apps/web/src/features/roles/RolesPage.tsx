// /system/role 角色管理 (seed 000 §2 system pages, §6 the rights): the roles on the configured table
// — create, edit, delete (a built-in role or one accounts hold is refused, as the gateway says) and
// 分配权限, the menu entries and button codes the role's accounts see from their next sign-in.
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { ConfigTable, ConfirmDelete, type RowActions } from '../../ui/table';
import { deleteRole, listRoles } from './role-calls';
import { ROLE_BUTTONS, ROLE_TEXTS, ROLES_ROUTE, type Role, SORTABLE_COLUMNS } from './role-rules';
import './roles.css';
import '../shell/pages.css';

// The forms load when first opened: the list comes first.
const RoleForm = lazy(() => import('./RoleForm').then((m) => ({ default: m.RoleForm })));
const GrantModal = lazy(() => import('./GrantModal').then((m) => ({ default: m.GrantModal })));

const RENDER_CELL = {
  builtIn: (value: unknown) =>
    value === true ? (
      <Tag color="blue" size="small">
        {ROLE_TEXTS.builtIn}
      </Tag>
    ) : (
      ROLE_TEXTS.custom
    ),
  remark: (value: unknown) => (typeof value === 'string' && value !== '' ? value : '—'),
};

export default function RolesPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  const rowActions = useMemo<RowActions<Role>>(
    () => ({
      title: ROLE_TEXTS.actions,
      width: 200,
      render: (role) => (
        <span className="jt-roles__row-actions">
          <PermissionButton
            permission={ROLE_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => setEditing(role)}
          >
            {ROLE_TEXTS.edit}
          </PermissionButton>
          {!role.builtIn && (
            <PermissionButton
              permission={ROLE_BUTTONS.grant}
              theme="borderless"
              size="small"
              onClick={() => setGranting(role)}
            >
              {ROLE_TEXTS.grant}
            </PermissionButton>
          )}
          {!role.builtIn && (
            <ConfirmDelete
              title={ROLE_TEXTS.deleteConfirm(role.name)}
              remove={() => deleteRole(role.id)}
              deletedText={ROLE_TEXTS.deleted}
              failedText={ROLE_TEXTS.deleteFailed}
              onDeleted={changed}
              permission={ROLE_BUTTONS.delete}
              label={ROLE_TEXTS.delete}
            />
          )}
        </span>
      ),
    }),
    [changed],
  );

  return (
    <div className="jt-page jt-roles">
      <section className="jt-card" aria-label={ROLE_TEXTS.title}>
        <ConfigTable<Role>
          route={ROLES_ROUTE}
          load={listRoles}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          sortable={SORTABLE_COLUMNS}
          reloadKey={reloadKey}
          toolbar={
            <PermissionButton
              permission={ROLE_BUTTONS.add}
              theme="solid"
              type="primary"
              onClick={() => setEditing('new')}
            >
              {ROLE_TEXTS.add}
            </PermissionButton>
          }
        />
      </section>
      <Suspense fallback={null}>
        {editing !== null && (
          <RoleForm
            key={editing === 'new' ? 'new' : editing.id}
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              showMessage(ROLE_TEXTS.saved, { type: 'success' });
              changed();
            }}
          />
        )}
        {granting !== null && (
          <GrantModal
            key={granting.id}
            role={granting}
            onClose={() => setGranting(null)}
            onSaved={() => {
              setGranting(null);
              showMessage(ROLE_TEXTS.granted, { type: 'success' });
              changed();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
