// The detail drawer of a patrol: its facts, the diseases it found (getPatrol) and its track with
// those diseases on it (TrackMap: getGisById on the map engine the app runs, offline without Baidu).
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Table from '@douyinfe/semi-ui/lib/es/table';
import { useEffect, useMemo, useState } from 'react';
import { TrackMap } from '../../ui/map';
import { failureText } from '../../ui/table';
import { type PatrolDetail as Detail, getPatrol } from './patrol-calls';
import { diseaseMarkers, PATROL_DISEASE_COLUMNS, patrolFacts } from './patrol-rules';
import { PATROL_TEXTS } from './patrol-texts';

export type PatrolLoad =
  | { status: 'loading' }
  | { status: 'ready'; value: Detail }
  | { status: 'error'; message: string };

/** A patrol read with getPatrol when `id` changes (what was read for another id is not shown). */
export function usePatrolDetail(id: string): PatrolLoad {
  const [state, setState] = useState<PatrolLoad & { id: string }>({ status: 'loading', id });
  useEffect(() => {
    let live = true;
    getPatrol(id).then(
      (value) => live && setState({ status: 'ready', value, id }),
      (error: unknown) =>
        live && setState({ status: 'error', message: failureText(PATROL_TEXTS.detailFailed, error), id }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state.id === id ? state : { status: 'loading' };
}

export function PatrolDetail({ id, onClose }: { id: string; onClose(): void }) {
  const current = usePatrolDetail(id);
  const patrol = current.status === 'ready' ? current.value : null;
  return (
    <SideSheet
      title={patrol ? `${PATROL_TEXTS.detail} ${patrol.patrolCode}` : PATROL_TEXTS.detail}
      visible
      onCancel={onClose}
      width={720}
      className="jt-patrols__detail"
    >
      {current.status === 'loading' && <Spin />}
      {current.status === 'error' && (
        <p className="jt-patrols__failure" role="alert">
          {current.message}
        </p>
      )}
      {patrol && <PatrolSheet patrol={patrol} />}
    </SideSheet>
  );
}

/** What a patrol's sheet shows: its facts, the diseases it found and its track with them on it. */
export function PatrolSheet({ patrol, trackHeight = 320 }: { patrol: Detail; trackHeight?: number }) {
  const markers = useMemo(() => diseaseMarkers(patrol), [patrol]);
  return (
    <div className="jt-patrols__detail-body" data-patrol-detail={patrol.id}>
      <Descriptions data={patrolFacts(patrol)} row size="small" />
      <h3 className="jt-patrols__section">{PATROL_TEXTS.diseases}</h3>
      <Table
        size="small"
        rowKey="id"
        columns={PATROL_DISEASE_COLUMNS}
        dataSource={patrol.diseases}
        pagination={false}
        empty={PATROL_TEXTS.noDiseases}
        data-patrol-diseases
      />
      <h3 className="jt-patrols__section">{PATROL_TEXTS.track}</h3>
      <div data-patrol-track>
        <TrackMap patrolId={patrol.id} height={trackHeight} diseases={markers} />
      </div>
    </div>
  );
}
