// A row's 删除 as every management page has it: a danger button (behind its button code, when
// it has one) asks first; confirmed, the call runs (the OK button spins meanwhile), success is
// said and the page told, and a refusal is said in the gateway's own words.
import Button from '@douyinfe/semi-ui/lib/es/button';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import { showMessage } from '../../lib/messages/popup-message';
import { usePermission } from '../../lib/permissions/use-permission';
import { failureText } from './table-texts';

const TEXTS = { delete: '删除', confirm: '确定', cancel: '取消' } as const;

export interface ConfirmDeleteProps {
  /** The question, naming what goes (e.g. 确定删除部门「养护一科」？). */
  title: string;
  /** Runs the delete; rejects with the gateway's reason. */
  remove(): Promise<unknown>;
  /** Said when it is gone. */
  deletedText: string;
  /** The refusal's prefix (the server's words follow it). */
  failedText: string;
  /** Told once it is gone (reload the list). */
  onDeleted(): void;
  /** The button code that shows the button (seed 000 §6); none: always shown. */
  permission?: string | null;
  /** The button's text, 删除 unless told. */
  label?: string;
}

export function ConfirmDelete({
  title,
  remove,
  deletedText,
  failedText,
  onDeleted,
  permission,
  label = TEXTS.delete,
}: ConfirmDeleteProps) {
  const allowed = usePermission(permission);
  if (!allowed) return null;
  return (
    <Popconfirm
      title={title}
      okText={TEXTS.confirm}
      cancelText={TEXTS.cancel}
      onConfirm={() =>
        remove().then(
          () => {
            showMessage(deletedText, { type: 'success' });
            onDeleted();
          },
          (error: unknown) => showMessage(failureText(failedText, error)),
        )
      }
    >
      <Button theme="borderless" size="small" type="danger">
        {label}
      </Button>
    </Popconfirm>
  );
}
