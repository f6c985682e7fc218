// /system/user (seed 000 §2 用户管理, §7 the user-administration calls): the tenant's users on the
// configured table (filters searched as cscp's "any criterion matches"), create and edit with the
// rules the gateway enforces, the administrator's password reset, unlocking an account that failed
// sign-ins locked, and delete (which ends that user's sessions) — each behind its button code (§6).
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { ConfigTable, failureText, type RowActions } from '../../ui/table';
import { deleteUser, listUsers, unlockUser } from './user-calls';
import { SORTABLE_COLUMNS, USER_BUTTONS, USER_TEXTS, USERS_ROUTE, type UserDetail } from './user-rules';
import './users.css';
import '../shell/pages.css';

// The forms load when first opened: the list comes first.
const UserForm = lazy(() => import('./UserForm').then((m) => ({ default: m.UserForm })));
const ResetPasswordForm = lazy(() =>
  import('./ResetPasswordForm').then((m) => ({ default: m.ResetPasswordForm })),
);

/** An ISO time as the platform shows it (2025-03-11 17:05:42). */
const timeText = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value.slice(0, 19).replace('T', ' ') : '—';

export default function UsersPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<UserDetail | 'new' | null>(null);
  const [resetting, setResetting] = useState<UserDetail | null>(null);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  const renderCell = useMemo(
    () => ({
      lockStatus: (value: unknown) =>
        value === true ? (
          <Tag color="red" size="small">
            {USER_TEXTS.locked}
          </Tag>
        ) : (
          <Tag color="green" size="small">
            {USER_TEXTS.normal}
          </Tag>
        ),
      dataStatus: (value: unknown) => (value === '1' ? USER_TEXTS.invalid : USER_TEXTS.valid),
      lastLogin: timeText,
      registerTime: timeText,
    }),
    [],
  );

  const act = useCallback(
    (run: () => Promise<void>, done: string, failed: string) =>
      run().then(
        () => {
          showMessage(done, { type: 'success' });
          changed();
        },
        (error: unknown) => showMessage(failureText(failed, error)),
      ),
    [changed],
  );

  const rowActions = useMemo<RowActions<UserDetail>>(
    () => ({
      title: USER_TEXTS.actions,
      width: 330,
      render: (user) => (
        <span className="jt-users__row-actions">
          <PermissionButton
            permission={USER_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => setEditing(user)}
          >
            {USER_TEXTS.edit}
          </PermissionButton>
          <PermissionButton
            permission={USER_BUTTONS.resetPwd}
            theme="borderless"
            size="small"
            onClick={() => setResetting(user)}
          >
            {USER_TEXTS.resetPwd}
          </PermissionButton>
          {user.lockStatus === true && (
            <Popconfirm
              title={USER_TEXTS.unlockConfirm(user.name ?? user.username)}
              okText={USER_TEXTS.confirm}
              cancelText={USER_TEXTS.cancel}
              onConfirm={() =>
                act(() => unlockUser(user.userId), USER_TEXTS.unlocked, USER_TEXTS.unlockFailed)
              }
            >
              <PermissionButton
                permission={USER_BUTTONS.deblocking}
                theme="borderless"
                size="small"
                type="warning"
              >
                {USER_TEXTS.unlock}
              </PermissionButton>
            </Popconfirm>
          )}
          <Popconfirm
            title={USER_TEXTS.deleteConfirm(user.name ?? user.username)}
            okText={USER_TEXTS.confirm}
            cancelText={USER_TEXTS.cancel}
            onConfirm={() => act(() => deleteUser(user.userId), USER_TEXTS.deleted, USER_TEXTS.deleteFailed)}
          >
            <PermissionButton permission={USER_BUTTONS.delete} theme="borderless" size="small" type="danger">
              {USER_TEXTS.delete}
            </PermissionButton>
          </Popconfirm>
        </span>
      ),
    }),
    [act],
  );

  return (
    <div className="jt-page jt-users">
      <section className="jt-card" aria-label={USER_TEXTS.title}>
        <ConfigTable<UserDetail>
          route={USERS_ROUTE}
          load={listUsers}
          renderCell={renderCell}
          rowActions={rowActions}
          toolbar={
            <PermissionButton
              permission={USER_BUTTONS.add}
              theme="solid"
              type="primary"
              onClick={() => setEditing('new')}
            >
              {USER_TEXTS.add}
            </PermissionButton>
          }
          reloadKey={reloadKey}
          sortable={SORTABLE_COLUMNS}
        />
      </section>
      <Suspense fallback={null}>
        {editing !== null && (
          <UserForm
            key={editing === 'new' ? 'new' : editing.userId}
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              showMessage(USER_TEXTS.saved, { type: 'success' });
              changed();
            }}
          />
        )}
        {resetting !== null && (
          <ResetPasswordForm
            key={resetting.userId}
            user={resetting}
            onClose={() => setResetting(null)}
            onDone={() => {
              setResetting(null);
              showMessage(USER_TEXTS.passwordReset, { type: 'success' });
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
