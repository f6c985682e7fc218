// /system/dept 部门管理 (seed 000 §2's system pages): the tenant's departments as a tree with
// their users; a department added (at the top or under another), changed (name, parent, order,
// leader, phone) or deleted when it has neither sub-departments nor users. The form checks what
// it can; the gateway's refusal (a sibling's name, a parent below itself) is shown in its words.
// The users page chooses from the same tree.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Table from '@douyinfe/semi-ui/lib/es/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { FormModal } from '../../ui/form/FormModal';
import { ConfirmDelete, failureText } from '../../ui/table';
import { deleteDepartment, listDepartments, saveDepartment } from './department-calls';
import {
  DEPARTMENT_BUTTONS,
  type Department,
  type DepartmentNode,
  departmentOptions,
  departmentTree,
} from './department-tree';
import './departments.css';
import '../shell/pages.css';

const TEXT = {
  title: '部门管理',
  add: '新增部门',
  addChild: '新增下级',
  edit: '编辑',
  delete: '删除',
  formAdd: '新增部门',
  formEdit: '编辑部门',
  deleteConfirm: (name: string) => `确定删除部门「${name}」？`,
  saved: '保存成功',
  saveFailed: '保存失败',
  deleted: '删除成功',
  deleteFailed: '删除失败',
  loadFailed: '部门读取失败',
  top: '顶级部门',
  nameRequired: '请输入部门名称',
  phoneInvalid: '请输入正确的联系电话',
} as const;

const PHONE = /^[0-9+\-() ]{5,20}$/;

type DepartmentDraft = {
  parentId: string;
  deptName: string;
  orderNum: number;
  leader: string;
  phone: string;
};
type Editing = { department: Department | null; parentId: string };

export default function DepartmentsPage() {
  const [departments, setDepartments] = useState<Department[] | null>(null);
  const [failure, setFailure] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);

  const load = useCallback(() => {
    listDepartments().then(setDepartments, (error: unknown) =>
      setFailure(failureText(TEXT.loadFailed, error)),
    );
  }, []);
  useEffect(load, [load]);
  const tree = useMemo(() => departmentTree(departments ?? []), [departments]);

  const columns = [
    { title: '部门名称', dataIndex: 'deptName' },
    { title: '负责人', dataIndex: 'leader', width: 140, render: (value: string | null) => value ?? '' },
    { title: '联系电话', dataIndex: 'phone', width: 180, render: (value: string | null) => value ?? '' },
    { title: '用户数', dataIndex: 'userCount', width: 100, align: 'right' as const },
    { title: '排序', dataIndex: 'orderNum', width: 80, align: 'right' as const },
    {
      title: '操作',
      width: 220,
      render: (_: unknown, dept: DepartmentNode) => (
        <span className="jt-departments__row-actions">
          <PermissionButton
            permission={DEPARTMENT_BUTTONS.add}
            theme="borderless"
            size="small"
            onClick={() => setEditing({ department: null, parentId: dept.id })}
          >
            {TEXT.addChild}
          </PermissionButton>
          <PermissionButton
            permission={DEPARTMENT_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => setEditing({ department: dept, parentId: dept.parentId })}
          >
            {TEXT.edit}
          </PermissionButton>
          <ConfirmDelete
            title={TEXT.deleteConfirm(dept.deptName)}
            remove={() => deleteDepartment(dept.id)}
            deletedText={TEXT.deleted}
            failedText={TEXT.deleteFailed}
            onDeleted={load}
            permission={DEPARTMENT_BUTTONS.delete}
            label={TEXT.delete}
          />
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
  const parentChoices = [
    {
      label: TEXT.top,
      value: '0',
      key: '0',
      children: departmentOptions(tree, editing?.department?.id),
    },
  ];
  return (
    <div className="jt-page jt-departments">
      <section className="jt-card" aria-label={TEXT.title}>
        <div className="jt-departments__toolbar">
          <PermissionButton
            permission={DEPARTMENT_BUTTONS.add}
            theme="solid"
            type="primary"
            onClick={() => setEditing({ department: null, parentId: '0' })}
          >
            {TEXT.add}
          </PermissionButton>
        </div>
        <Table<DepartmentNode>
          rowKey="id"
          size="small"
          loading={departments === null}
          dataSource={tree}
          columns={columns}
          pagination={false}
          defaultExpandAllRows
          key={departments === null ? 'loading' : 'loaded'}
        />
      </section>
      {editing && (
        <FormModal<DepartmentDraft>
          title={editing.department ? TEXT.formEdit : TEXT.formAdd}
          failedText={TEXT.saveFailed}
          initValues={{
            parentId: editing.parentId,
            deptName: editing.department?.deptName ?? '',
            orderNum: editing.department?.orderNum ?? (departments?.length ?? 0) + 1,
            leader: editing.department?.leader ?? '',
            phone: editing.department?.phone ?? '',
          }}
          onClose={() => setEditing(null)}
          onSubmit={async (draft) => {
            await saveDepartment({
              ...(editing.department ? { id: editing.department.id } : {}),
              parentId: draft.parentId,
              deptName: draft.deptName,
              orderNum: draft.orderNum,
              leader: draft.leader || null,
              phone: draft.phone || null,
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
                label="上级部门"
                treeData={parentChoices}
                defaultExpandAll
                style={{ width: '100%' }}
              />
              <Form.Input
                field="deptName"
                label="部门名称"
                maxLength={30}
                rules={[{ required: true, whitespace: true, message: TEXT.nameRequired }]}
              />
              <Form.InputNumber field="orderNum" label="排序" min={0} max={9999} precision={0} />
              <Form.Input field="leader" label="负责人" maxLength={20} />
              <Form.Input
                field="phone"
                label="联系电话"
                maxLength={20}
                rules={[{ pattern: PHONE, message: TEXT.phoneInvalid }]}
              />
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
