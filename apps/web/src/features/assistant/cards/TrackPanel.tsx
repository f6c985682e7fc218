// The patrol-track map of a disease card: the map issue's TrackMap (its own lazy chunk with the
// map engine), the track read by getGisById, the card's diseases on it, and the first 4 beside.
import { lazy, Suspense } from 'react';
import type { ClientMessage } from '../assistant-types';
import { DISEASE_PREVIEW_MAP } from '../constants';
import { AssistantText } from '../texts';
import { diseaseFacts, diseasePlace } from './disease-text';

const TrackMap = lazy(() => import('../../../ui/map').then((module) => ({ default: module.TrackMap })));

const LEVEL_COLOR = { 1: '#12a150', 2: '#f08c00', 3: '#e0342f' } as const;

export function TrackPanel({ message }: { message: ClientMessage }) {
  const diseases = message.diseaseList ?? [];
  const onTrack = diseases
    .filter((d) => typeof d.lon === 'number' && typeof d.lat === 'number')
    .map((d) => ({
      id: d.diseaseId,
      position: [d.lon as number, d.lat as number] as [number, number],
      title: `${d.diseaseName} ${diseasePlace(d)}`,
      ...(d.diseaseLevel ? { color: LEVEL_COLOR[d.diseaseLevel] } : {}),
    }));
  return (
    <div className="jt-assistant-track" data-card="track">
      <div className="jt-assistant-track__map">
        {message.trackPath ? (
          <Suspense fallback={<div className="jt-assistant-track__loading">{AssistantText.trackTitle}…</div>}>
            <TrackMap track={message.trackPath} diseases={onTrack} height={220} />
          </Suspense>
        ) : (
          <div className="jt-assistant-track__loading">{AssistantText.trackTitle}…</div>
        )}
      </div>
      <ol className="jt-assistant-track__list" data-list="track-diseases">
        {diseases.slice(0, DISEASE_PREVIEW_MAP).map((d) => (
          <li key={d.diseaseId}>
            <span className="jt-assistant-card__name">{d.diseaseName}</span>
            <span className="jt-assistant-track__facts">{diseaseFacts(d)}</span>
            <span className="jt-assistant-track__place">{diseasePlace(d)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
