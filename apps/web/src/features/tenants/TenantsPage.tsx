// /system/tenant 租户管理 (seed 000 §2's system pages, §6 新增租户 tenant:add): the platform's
// tenants on the configured table (filters of seed 000 §9, paging and sorting on the gateway) with
// their users and departments; a tenant is added, renamed, enabled or disabled (a disabled one's
// users are refused at sign-in), and deleted once nothing belongs to it — the gateway's refusal is
// shown in its words.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { FormModal } from '../../ui/form/FormModal';
import { ConfigTable, ConfirmDelete, type FilterField, type RowActions } from '../../ui/table';
import { deleteTenant, listTenants, saveTenant, type TenantRow } from './tenant-calls';
import {
  TENANT_BUTTONS,
  TENANT_LIMITS,
  TENANTS_ROUTE,
  TENANT_TEXTS as TEXT,
  tenantAccountProblem,
} from './tenant-rules';
import '../shell/pages.css';

type TenantDraft = { tenantAccount: string; tenantName: string; activeFlag: '0' | '1' };

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  activeName: { kind: 'options', options: TEXT.actives.map(({ label }) => ({ label, value: label })) },
};

const RENDER_CELL = {
  activeName: (value: unknown, row: TenantRow) => (
    <Tag color={row.activeFlag === '1' ? 'green' : 'grey'} size="small">
      {String(value)}
    </Tag>
  ),
};

export default function TenantsPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<TenantRow | 'new' | null>(null);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  const rowActions = useMemo<RowActions<TenantRow>>(
    () => ({
      title: TEXT.actions,
      width: 140,
      render: (tenant) => (
        <span>
          <PermissionButton
            permission={TENANT_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => setEditing(tenant)}
          >
            {TEXT.editAction}
          </PermissionButton>
          <ConfirmDelete
            permission={TENANT_BUTTONS.delete}
            title={TEXT.deleteConfirm}
            remove={() => deleteTenant(tenant.id)}
            deletedText={TEXT.deleted}
            failedText={TEXT.deleteFailed}
            onDeleted={changed}
            label={TEXT.deleteAction}
          />
        </span>
      ),
    }),
    [changed],
  );

  return (
    <div className="jt-page jt-tenants">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<TenantRow>
          route={TENANTS_ROUTE}
          load={listTenants}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          toolbar={
            <PermissionButton
              permission={TENANT_BUTTONS.add}
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
        <FormModal<TenantDraft>
          title={editing === 'new' ? TEXT.add : TEXT.edit}
          failedText={TEXT.saveFailed}
          width={520}
          initValues={
            editing === 'new'
              ? { tenantAccount: '', tenantName: '', activeFlag: '1' }
              : {
                  tenantAccount: editing.tenantAccount,
                  tenantName: editing.tenantName,
                  activeFlag: editing.activeFlag,
                }
          }
          onClose={() => setEditing(null)}
          onSubmit={async (draft) => {
            await saveTenant({
              ...(editing === 'new' ? {} : { id: editing.id }),
              tenantAccount: draft.tenantAccount.trim(),
              tenantName: draft.tenantName.trim(),
              activeFlag: draft.activeFlag === '0' ? '0' : '1',
            });
            showMessage(TEXT.saved, { type: 'success' });
            setEditing(null);
            changed();
          }}
        >
          {() => (
            <>
              <Form.Input
                field="tenantAccount"
                label={TEXT.fieldAccount}
                maxLength={TENANT_LIMITS.account}
                disabled={editing !== 'new'}
                extraText={editing === 'new' ? undefined : TEXT.accountFixed}
                showClear
                rules={[
                  {
                    validator: (_rule: unknown, value: string) => tenantAccountProblem(value) === null,
                    message: TEXT.accountInvalid,
                  },
                  { required: true, message: TEXT.accountRequired },
                ]}
              />
              <Form.Input
                field="tenantName"
                label={TEXT.fieldName}
                maxLength={TENANT_LIMITS.name}
                showClear
                rules={[{ required: true, whitespace: true, message: TEXT.nameRequired }]}
              />
              <Form.RadioGroup field="activeFlag" label={TEXT.fieldActive}>
                {TEXT.actives.map(({ value, label }) => (
                  <Form.Radio key={value} value={value}>
                    {label}
                  </Form.Radio>
                ))}
              </Form.RadioGroup>
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
