// 分配权限: the menu's directories, pages and buttons as a tree of checkboxes (Semi Tree, each node
// ticked on its own so a page can be granted without all its buttons); ticking an entry ticks the
// directories above it, unticking one unticks what is below it; 保存 sends grantRoleMenus.
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Tree from '@douyinfe/semi-ui/lib/es/tree';
import { useEffect, useState } from 'react';
import { grantRoleMenus, menuTree } from './role-calls';
import { type GrantNode, grantTree, nextGrant, ROLE_TEXTS, type Role } from './role-rules';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface GrantModalProps {
  role: Role;
  onClose(): void;
  onSaved(): void;
}

export function GrantModal({ role, onClose, onSaved }: GrantModalProps) {
  const [nodes, setNodes] = useState<GrantNode[] | null>(null);
  const [ticked, setTicked] = useState<string[]>(role.menuIds);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    menuTree().then(
      (tree) => setNodes(grantTree(tree)),
      (error: unknown) => setFailure(`${ROLE_TEXTS.loadFailed}：${message(error)}`),
    );
  }, []);

  const save = async () => {
    setSaving(true);
    setFailure('');
    try {
      await grantRoleMenus(role.id, ticked);
      onSaved();
    } catch (error) {
      setFailure(`${ROLE_TEXTS.grantFailed}：${message(error)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={ROLE_TEXTS.grantTitle(role.name)}
      visible
      width={560}
      onCancel={onClose}
      onOk={() => void save()}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: saving, disabled: nodes === null, 'aria-label': '保存' }}
      cancelButtonProps={{ 'aria-label': '取消' }}
      bodyStyle={{ maxHeight: '60vh', overflow: 'auto' }}
    >
      <p className="jt-roles__hint">{ROLE_TEXTS.grantHint}</p>
      {nodes !== null && (
        <Tree
          treeData={nodes}
          multiple
          checkRelation="unRelated"
          value={ticked}
          expandAll
          onChange={(value) => setTicked(nextGrant(nodes, ticked, (value as string[] | undefined) ?? []))}
          aria-label={ROLE_TEXTS.grantTitle(role.name)}
        />
      )}
      {failure && (
        <p className="jt-roles__failure" role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}
