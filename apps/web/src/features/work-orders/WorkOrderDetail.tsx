// The detail drawer of a work order: the order, its disease and picture, the construction steps
// and its history of moves (who, when, remark), reloaded after every move.
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import Image from '@douyinfe/semi-ui/lib/es/image';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Timeline from '@douyinfe/semi-ui/lib/es/timeline';
import { type ReactNode, useEffect, useState } from 'react';
import { pictureUrl } from '../../lib/media/picture-url';
import { failureText } from '../../ui/table';
import { type WorkOrderDetail as Detail, getWorkOrder } from './work-order-calls';
import { WORK_ORDER_TEXTS } from './work-order-texts';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; order: Detail }
  | { status: 'error'; message: string };

export function WorkOrderDetail({
  id,
  reloadKey,
  actions,
  onClose,
}: {
  id: string;
  reloadKey: number;
  /** The buttons the order's state and the account allow. */
  actions(order: Detail): ReactNode;
  onClose(): void;
}) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void reloadKey;
    getWorkOrder(id).then(
      (order) => live && setState({ status: 'ready', order }),
      (error: unknown) =>
        live && setState({ status: 'error', message: failureText(WORK_ORDER_TEXTS.detailFailed, error) }),
    );
    return () => {
      live = false;
    };
  }, [id, reloadKey]);

  const order = state.status === 'ready' ? state.order : null;
  const src = order ? pictureUrl(order.picBefore) : null;
  return (
    <SideSheet
      title={order ? `${WORK_ORDER_TEXTS.detail} ${order.orderCode}` : WORK_ORDER_TEXTS.detail}
      visible
      onCancel={onClose}
      width={640}
      className="jt-work-orders__detail"
    >
      {state.status === 'loading' && <Spin />}
      {state.status === 'error' && (
        <p className="jt-work-orders__failure" role="alert">
          {state.message}
        </p>
      )}
      {order && (
        <div data-work-order-detail data-status={order.status}>
          <Descriptions
            row
            size="small"
            data={[
              { key: '工单编号', value: order.orderCode },
              { key: '工单状态', value: order.statusName },
              { key: '养护单位', value: order.maintainUnit ?? '—' },
              { key: '派单时间', value: order.dispatchTime ?? '—' },
              { key: '要求完成时间', value: order.deadline ?? '—' },
              { key: '验收意见', value: order.acceptOpinion ?? '—' },
            ]}
          />
          <div className="jt-work-orders__detail-actions">{actions(order)}</div>
          <h3 className="jt-work-orders__section">{WORK_ORDER_TEXTS.disease}</h3>
          <Descriptions
            row
            size="small"
            data={[
              { key: '病害编号', value: order.diseaseCode },
              { key: '病害类型', value: `${order.diseaseTypeName}（${order.diseaseName}）` },
              { key: '病害等级', value: order.diseaseLevelName ?? '—' },
              { key: '路线', value: order.routeName },
              { key: '桩号', value: `${order.stakeNo} ${order.directionName ?? ''}` },
            ]}
          />
          <h3 className="jt-work-orders__section">{WORK_ORDER_TEXTS.picture}</h3>
          {src ? (
            <Image src={src} alt={order.diseaseName} width={160} height={110} />
          ) : (
            <span className="jt-work-orders__muted">{WORK_ORDER_TEXTS.noPicture}</span>
          )}
          {order.workStepVoList.length > 0 && (
            <div className="jt-work-orders__steps">
              {order.workStepVoList.map((step) => (
                <div key={`${step.stepName}-${step.stepTime}`}>
                  <div>
                    {step.stepName} {step.stepTime}
                  </div>
                  {[step.picBefore, step.picAfter].map((key) => {
                    const url = pictureUrl(key);
                    return url ? (
                      <Image key={key} src={url} alt={step.stepName} width={120} height={84} />
                    ) : null;
                  })}
                </div>
              ))}
            </div>
          )}
          <h3 className="jt-work-orders__section">{WORK_ORDER_TEXTS.history}</h3>
          {order.history.length === 0 ? (
            <p className="jt-work-orders__muted">{WORK_ORDER_TEXTS.noHistory}</p>
          ) : (
            <Timeline data-work-order-history>
              {order.history.map((entry) => (
                <Timeline.Item key={`${entry.time}-${entry.status}-${entry.operator}`} time={entry.time}>
                  <strong>{entry.statusName}</strong> {entry.operator}
                  {entry.remark && <div className="jt-work-orders__muted">{entry.remark}</div>}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </div>
      )}
    </SideSheet>
  );
}
