// /system/userGroup 用户组管理 (seed 000 §2's system pages): the tenant's user groups on the
// configured table (filters of seed 000 §9 on the gateway) with their members; a group is added,
// changed (name, description, members picked from the tenant's users) and deleted. A user deleted
// in 用户管理 is no longer listed in any group (the gateway reads members against the users).
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { FormModal } from '../../ui/form/FormModal';
import { ConfigTable, ConfirmDelete, failureText, type RowActions } from '../../ui/table';
import {
  deleteUserGroup,
  listUserGroups,
  memberOptions,
  saveUserGroup,
  type UserGroup,
} from './user-group-calls';
import {
  USER_GROUP_TEXTS as TEXT,
  USER_GROUP_BUTTONS,
  USER_GROUP_LIMITS,
  USER_GROUPS_ROUTE,
} from './user-group-rules';
import '../shell/pages.css';

type UserGroupDraft = { groupName: string; description: string; memberIds: string[] };

export default function UserGroupsPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<UserGroup | 'new' | null>(null);
  const [options, setOptions] = useState<Array<{ label: string; value: string }>>([]);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  // The users are read when the form opens: one deleted or added meanwhile is as it is now.
  useEffect(() => {
    if (!editing) return;
    let live = true;
    memberOptions().then(
      (loaded) => live && setOptions(loaded),
      (error: unknown) => live && showMessage(failureText(TEXT.usersFailed, error)),
    );
    return () => {
      live = false;
    };
  }, [editing]);

  const rowActions = useMemo<RowActions<UserGroup>>(
    () => ({
      title: TEXT.actions,
      width: 140,
      render: (group) => (
        <span>
          <PermissionButton
            permission={USER_GROUP_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => setEditing(group)}
          >
            {TEXT.editAction}
          </PermissionButton>
          <ConfirmDelete
            title={TEXT.deleteConfirm}
            remove={() => deleteUserGroup(group.id)}
            deletedText={TEXT.deleted}
            failedText={TEXT.deleteFailed}
            onDeleted={changed}
            permission={USER_GROUP_BUTTONS.delete}
            label={TEXT.deleteAction}
          />
        </span>
      ),
    }),
    [changed],
  );

  return (
    <div className="jt-page jt-user-groups">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<UserGroup>
          route={USER_GROUPS_ROUTE}
          load={listUserGroups}
          rowActions={rowActions}
          toolbar={
            <PermissionButton
              permission={USER_GROUP_BUTTONS.add}
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
        <FormModal<UserGroupDraft>
          title={editing === 'new' ? TEXT.add : TEXT.edit}
          failedText={TEXT.saveFailed}
          width={600}
          initValues={
            editing === 'new'
              ? { groupName: '', description: '', memberIds: [] }
              : {
                  groupName: editing.groupName,
                  description: editing.description ?? '',
                  memberIds: editing.members.map((member) => member.userId),
                }
          }
          onClose={() => setEditing(null)}
          onSubmit={async (draft) => {
            await saveUserGroup({
              ...(editing === 'new' ? {} : { id: editing.id }),
              groupName: draft.groupName.trim(),
              description: draft.description?.trim() ? draft.description.trim() : null,
              memberIds: draft.memberIds ?? [],
            });
            showMessage(TEXT.saved, { type: 'success' });
            setEditing(null);
            changed();
          }}
        >
          {() => (
            <>
              <Form.Input
                field="groupName"
                label={TEXT.fieldName}
                maxLength={USER_GROUP_LIMITS.name}
                showClear
                rules={[{ required: true, whitespace: true, message: TEXT.nameRequired }]}
              />
              <Form.TextArea
                field="description"
                label={TEXT.fieldDescription}
                maxCount={USER_GROUP_LIMITS.description}
                maxLength={USER_GROUP_LIMITS.description}
                autosize={{ minRows: 2, maxRows: 5 }}
              />
              <Form.Select
                field="memberIds"
                label={TEXT.fieldMembers}
                multiple
                filter
                maxTagCount={6}
                placeholder={TEXT.membersPlaceholder}
                optionList={options}
                style={{ width: '100%' }}
              />
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
