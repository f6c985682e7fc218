// The moves of one page: the buttons an order's state and the account allow, the confirm of the
// moves without input (开始处置, 提交验收), the form of those with input, and the refusal shown
// in the gateway's own words. Shared by /workOrder, /dispatch and /abnormal.

import Button from '@douyinfe/semi-ui/lib/es/button';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-state/app-state';
import { showMessage } from '../../lib/messages/popup-message';
import { failureText } from '../../ui/table';
import { MoveForm } from './MoveForm';
import { moveWorkOrder, type WorkOrder, type WorkOrderDetail } from './work-order-calls';
import { actionName, allowedActions, type PageAction } from './work-order-rules';
import { WORK_ORDER_TEXTS } from './work-order-texts';

/** A form to open: the move with input and the orders it applies to. */
export type MoveTarget = { action: 'dispatch' | 'accept' | 'reject'; ids: string[] };
type Open = MoveTarget | null;

/** Told after every move that went through: which move, on which orders. */
export type MovedListener = (action: PageAction, ids: readonly string[]) => void;

export function useWorkOrderMoves(onMoved: MovedListener) {
  const { buttonCodes } = useSnapshot(appState);
  const [open, setOpen] = useState<Open>(null);

  const done = useCallback(
    (action: PageAction, ids: readonly string[]) => {
      showMessage(WORK_ORDER_TEXTS.moved(actionName(action)), { type: 'success' });
      onMoved(action, ids);
    },
    [onMoved],
  );

  const buttons = useCallback(
    (order: Pick<WorkOrder, 'id' | 'status'>): ReactNode =>
      allowedActions(order.status, buttonCodes).map((action) =>
        action === 'startRepair' || action === 'submit' ? (
          <Popconfirm
            key={action}
            title={`${actionName(action)}？`}
            okText="确定"
            cancelText="取消"
            onConfirm={() =>
              moveWorkOrder(action, order.id, {}).then(
                () => done(action, [order.id]),
                (error: unknown) =>
                  showMessage(failureText(WORK_ORDER_TEXTS.moveFailed(actionName(action)), error)),
              )
            }
          >
            <Button theme="borderless" size="small" data-action={action}>
              {actionName(action)}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            key={action}
            theme="borderless"
            size="small"
            type={action === 'reject' ? 'danger' : 'primary'}
            data-action={action}
            onClick={() => setOpen({ action, ids: [order.id] })}
          >
            {actionName(action)}
          </Button>
        ),
      ),
    [buttonCodes, done],
  );

  const form = open && (
    <MoveForm
      key={`${open.action}-${open.ids.join(',')}`}
      action={open.action}
      ids={open.ids}
      onClose={() => setOpen(null)}
      onMoved={(_orders: WorkOrderDetail[]) => {
        setOpen(null);
        done(open.action, open.ids);
      }}
    />
  );

  // The route's configuration has its own 操作 column (mocks/table-config.ts): the moves go there.
  const renderCell = useMemo(
    () => ({
      operation: (_value: unknown, row: WorkOrder) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click reaching the row.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside take the keyboard.
        <span className="jt-work-orders__row-actions" onClick={(event) => event.stopPropagation()}>
          {buttons(row)}
        </span>
      ),
    }),
    [buttons],
  );

  return { buttons, form, openForm: setOpen, buttonCodes, renderCell };
}
