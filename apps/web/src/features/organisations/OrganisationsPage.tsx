// /system/org 组织机构 (seed 000 §2's system pages): the world's organisations as a tree; one
// added at the top or under another, changed (code, name, type, parent, routes, contacts) or
// deleted when nothing is under it or refers to it — the gateway's refusal counts what does.
// The buttons follow the menu tree's codes (org:add, org:edit, org:delete). Every picker and
// filter reads the same list, so what is saved here is what they offer.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Table from '@douyinfe/semi-ui/lib/es/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { FormModal } from '../../ui/form/FormModal';
import { failureText } from '../../ui/table';
import {
  deleteOrganisation,
  listOrganisations,
  type Organisation,
  type OrganisationSave,
  routeChoices,
  saveOrganisation,
} from './organisation-calls';
import {
  codeProblem,
  nameProblem,
  type OrganisationNode,
  organisationTree,
  parentOptions,
  TOP,
} from './organisation-rules';
import { ORG_BUTTONS, ORG_TYPE_OPTIONS, ORG_TEXTS as TEXT } from './organisation-texts';
import '../departments/departments.css';
import '../shell/pages.css';

const PHONE = /^[0-9+\-() ]{5,20}$/;
/** The seed's warning duration (000 §9): long enough to read a refusal's counts. */
const REFUSAL_MS = 4000;

type Draft = {
  parentId: string;
  orgCode: string;
  orgName: string;
  orgType: OrganisationSave['orgType'];
  routeCodes: string[];
  leader: string;
  phone: string;
  address: string;
};
type Editing = { org: Organisation | null; parentId: string };

export default function OrganisationsPage() {
  const [orgs, setOrgs] = useState<Organisation[] | null>(null);
  const [failure, setFailure] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [routes, setRoutes] = useState<Array<{ label: string; value: string }>>([]);

  const load = useCallback(() => {
    listOrganisations().then(setOrgs, (error: unknown) => setFailure(failureText(TEXT.loadFailed, error)));
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    if (editing && routes.length === 0) routeChoices().then(setRoutes, () => setRoutes([]));
  }, [editing, routes.length]);
  const tree = useMemo(() => organisationTree(orgs ?? []), [orgs]);

  const remove = (org: Organisation) =>
    deleteOrganisation(org.id).then(
      () => {
        showMessage(TEXT.deleted, { type: 'success' });
        load();
      },
      (error: unknown) => showMessage(failureText(TEXT.deleteFailed, error), { durationMs: REFUSAL_MS }),
    );

  const c = TEXT.columns;
  const columns = [
    { title: c.orgName, dataIndex: 'orgName', width: 320 },
    { title: c.orgCode, dataIndex: 'orgCode', width: 130 },
    { title: c.orgTypeName, dataIndex: 'orgTypeName', width: 120 },
    {
      title: c.routeCodes,
      dataIndex: 'routeCodes',
      width: 150,
      render: (value: string[]) => value.join('、'),
    },
    { title: c.leader, dataIndex: 'leader', width: 100 },
    { title: c.phone, dataIndex: 'phone', width: 140 },
    {
      title: c.actions,
      width: 220,
      render: (_: unknown, org: OrganisationNode) => (
        <span className="jt-departments__row-actions">
          <PermissionButton
            permission={ORG_BUTTONS.add}
            theme="borderless"
            size="small"
            onClick={() => setEditing({ org: null, parentId: org.id })}
          >
            {TEXT.addChild}
          </PermissionButton>
          <PermissionButton
            permission={ORG_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => setEditing({ org, parentId: org.parentId ?? TOP })}
          >
            {TEXT.edit}
          </PermissionButton>
          <Popconfirm title={TEXT.deleteConfirm(org.orgName)} onConfirm={() => void remove(org)}>
            <PermissionButton permission={ORG_BUTTONS.delete} theme="borderless" size="small" type="danger">
              {TEXT.delete}
            </PermissionButton>
          </Popconfirm>
        </span>
      ),
    },
  ];

  if (failure)
    return (
      <div className="jt-page">
        <p role="alert">{failure}</p>
      </div>
    );
  const all = orgs ?? [];
  const parentChoices = [
    { label: TEXT.top, value: TOP, key: 'top', children: parentOptions(tree, editing?.org?.id) },
  ];
  return (
    <div className="jt-page jt-organisations">
      <section className="jt-card" aria-label={TEXT.title}>
        <div className="jt-departments__toolbar">
          <PermissionButton
            permission={ORG_BUTTONS.add}
            theme="solid"
            type="primary"
            onClick={() => setEditing({ org: null, parentId: TOP })}
          >
            {TEXT.add}
          </PermissionButton>
        </div>
        <Table<OrganisationNode>
          rowKey="id"
          size="small"
          loading={orgs === null}
          dataSource={tree}
          columns={columns}
          pagination={false}
          scroll={{ x: 1180 }}
          defaultExpandAllRows
          key={orgs === null ? 'loading' : 'loaded'}
        />
      </section>
      {editing && (
        <FormModal<Draft>
          title={editing.org ? TEXT.formEdit : TEXT.formAdd}
          failedText={TEXT.saveFailed}
          width={600}
          initValues={{
            parentId: editing.parentId,
            orgCode: editing.org?.orgCode ?? '',
            orgName: editing.org?.orgName ?? '',
            orgType: editing.org?.orgType ?? 'patrol',
            routeCodes: [...(editing.org?.routeCodes ?? [])],
            leader: editing.org?.leader ?? '',
            phone: editing.org?.phone ?? '',
            address: editing.org?.address ?? '',
          }}
          onClose={() => setEditing(null)}
          onSubmit={async (draft) => {
            await saveOrganisation({
              ...(editing.org ? { id: editing.org.id } : {}),
              parentId: draft.parentId === TOP ? null : draft.parentId,
              orgCode: draft.orgCode.trim(),
              orgName: draft.orgName.trim(),
              orgType: draft.orgType,
              routeCodes: draft.routeCodes,
              leader: draft.leader || null,
              phone: draft.phone || null,
              address: draft.address || null,
            });
            showMessage(TEXT.saved, { type: 'success' });
            setEditing(null);
            load();
          }}
        >
          {() => (
            <>
              <Form.TreeSelect
                field="parentId"
                label={c.parentId}
                treeData={parentChoices}
                defaultExpandAll
                style={{ width: '100%' }}
              />
              <Form.Input
                field="orgName"
                label={c.orgName}
                maxLength={50}
                validate={(value: string, values: Record<string, unknown>) =>
                  nameProblem(all, value ?? '', String(values.parentId ?? TOP), editing.org?.id)
                }
              />
              <Form.Input
                field="orgCode"
                label={c.orgCode}
                maxLength={30}
                validate={(value: string) => codeProblem(all, value ?? '', editing.org?.id)}
              />
              <Form.Select
                field="orgType"
                label={c.orgTypeName}
                optionList={[...ORG_TYPE_OPTIONS]}
                style={{ width: '100%' }}
                rules={[{ required: true, message: TEXT.typeRequired }]}
              />
              <Form.Select
                field="routeCodes"
                label={c.routeCodes}
                multiple
                optionList={routes}
                style={{ width: '100%' }}
              />
              <Form.Input field="leader" label={c.leader} maxLength={20} />
              <Form.Input
                field="phone"
                label={c.phone}
                maxLength={20}
                rules={[{ pattern: PHONE, message: TEXT.phoneInvalid }]}
              />
              <Form.Input field="address" label={c.address} maxLength={100} />
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
