// A trip's drawer: its facts (distance, duration, stops), where it stopped, the diseases it found
// and its track on the patrol-track map with play and pause (TrackMap: getGisById on the map
// engine the app runs, offline without Baidu).
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Table from '@douyinfe/semi-ui/lib/es/table';
import { useEffect, useMemo, useState } from 'react';
import { TrackMap } from '../../ui/map';
import { failureText } from '../../ui/table';
import { diseaseMarkers, PATROL_DISEASE_COLUMNS } from '../patrols/patrol-rules';
import { type TripDetail as Detail, getTrip } from './trip-calls';
import { stopRow, TRIP_TEXTS, tripFacts } from './trip-rules';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; value: Detail }
  | { status: 'error'; message: string };

const STOP_COLUMNS = [
  { title: '序号', dataIndex: 'index', width: 60 },
  { title: '到达时间', dataIndex: 'arriveTime', width: 170 },
  { title: '位置', dataIndex: 'place', width: 190 },
  { title: '停留时长', dataIndex: 'duration', width: 110 },
  { title: '记录病害', dataIndex: 'disease' },
];

export function TripDetail({ id, onClose }: { id: string; onClose(): void }) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getTrip(id).then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) =>
        live && setState({ status: 'error', message: failureText(TRIP_TEXTS.detailFailed, error) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  const trip = state.status === 'ready' ? state.value : null;
  const markers = useMemo(() => (trip ? diseaseMarkers(trip) : []), [trip]);
  const stops = useMemo(() => (trip ? trip.stops.map(stopRow) : []), [trip]);
  return (
    <SideSheet
      title={trip ? `${TRIP_TEXTS.detail} ${trip.patrolCode}` : TRIP_TEXTS.detail}
      visible
      onCancel={onClose}
      width={760}
      className="jt-trips__detail"
    >
      {state.status === 'loading' && <Spin />}
      {state.status === 'error' && (
        <p className="jt-trips__failure" role="alert">
          {state.message}
        </p>
      )}
      {trip && (
        <div className="jt-trips__detail-body" data-trip-detail={trip.id}>
          <Descriptions data={tripFacts(trip)} row size="small" />
          <h3 className="jt-trips__section">{TRIP_TEXTS.track}</h3>
          <div data-trip-track>
            <TrackMap patrolId={trip.id} height={320} diseases={markers} />
          </div>
          <h3 className="jt-trips__section">{TRIP_TEXTS.stops}</h3>
          <Table
            size="small"
            columns={STOP_COLUMNS}
            dataSource={stops}
            pagination={false}
            empty={TRIP_TEXTS.noStops}
            data-trip-stops
          />
          <h3 className="jt-trips__section">{TRIP_TEXTS.diseases}</h3>
          <Table
            size="small"
            rowKey="id"
            columns={PATROL_DISEASE_COLUMNS}
            dataSource={trip.diseases}
            pagination={false}
            empty={TRIP_TEXTS.noDiseases}
            data-trip-diseases
          />
        </div>
      )}
    </SideSheet>
  );
}
