// A hazard's sheet: what was found where, and every move of its state with the note and who made it.
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Timeline from '@douyinfe/semi-ui/lib/es/timeline';
import { useEffect, useState } from 'react';
import { failureText } from '../../ui/table';
import { getSafetyHazard } from './road-safety-calls';
import { type SafetyHazard, STATUS_COLOURS } from './road-safety-rules';
import { ROAD_SAFETY_TEXTS as TEXT } from './road-safety-texts';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; hazard: SafetyHazard }
  | { status: 'error'; message: string };

const sheet = (h: SafetyHazard) => [
  { key: '隐患编号', value: h.hazardCode },
  { key: '隐患类型', value: h.hazardType },
  { key: '等级', value: h.level },
  { key: '位置', value: `${h.routeName} ${h.stakeNo} ${h.directionName}` },
  { key: '隐患描述', value: h.description },
  { key: '上报人', value: `${h.reporter}（${h.reportTime}）` },
  { key: '管理处', value: h.orgName },
  {
    key: '状态',
    value: (
      <Tag color={STATUS_COLOURS[h.statusName] ?? 'grey'} size="small">
        {h.statusName}
      </Tag>
    ),
  },
];

export function HazardDetail({ id, reloadKey, onClose }: { id: string; reloadKey: number; onClose(): void }) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    // Loaded again after a 处置 (reloadKey) so the sheet shows the new step.
    void reloadKey;
    getSafetyHazard(id).then(
      (hazard) => live && setState({ status: 'ready', hazard }),
      (error: unknown) => live && setState({ status: 'error', message: failureText(TEXT.loadFailed, error) }),
    );
    return () => {
      live = false;
    };
  }, [id, reloadKey]);
  return (
    <SideSheet
      title={TEXT.detail}
      visible
      closeOnEsc
      onCancel={onClose}
      width={520}
      className="jt-road-safety__detail"
    >
      {state.status === 'loading' && <Spin />}
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <>
          <Descriptions data={sheet(state.hazard)} />
          <h4>{TEXT.history}</h4>
          <Timeline>
            {state.hazard.history.map((step) => (
              <Timeline.Item key={`${step.status}-${step.time}`} time={step.time}>
                {`${step.statusName} · ${step.operator}：${step.note}`}
              </Timeline.Item>
            ))}
          </Timeline>
        </>
      )}
    </SideSheet>
  );
}
