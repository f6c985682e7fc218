// The map of the diseases the list's filter keeps: every position of the same filter
// (listDiseasePoints), clustered (colours by level) or as heat, fitted to them; a click on a
// disease opens its detail.
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import { useEffect, useMemo, useState } from 'react';
import { RoadMap } from '../../ui/map';
import { failureText, type TableSelection } from '../../ui/table';
import { type DiseasePoint, diseasePoints } from './disease-calls';
import { diseaseLayers, type MapLayer } from './disease-rules';
import { DISEASE_TEXTS } from './disease-texts';

type PointsState =
  | { status: 'loading' }
  | { status: 'ready'; points: DiseasePoint[] }
  | { status: 'error'; message: string };

export function DiseaseMap({
  selection,
  reloadKey,
  onOpen,
  startEngine,
}: {
  selection: TableSelection | null;
  reloadKey: number;
  onOpen(id: string): void;
  /** The engine starts once true (the list shown); the positions load before. */
  startEngine: boolean;
}) {
  const [layer, setLayer] = useState<MapLayer>('cluster');
  const [state, setState] = useState<PointsState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for the same filter again.
  useEffect(() => {
    if (!selection) return;
    let live = true;
    setState({ status: 'loading' });
    diseasePoints(selection)
      .then((points) => live && setState({ status: 'ready', points }))
      .catch(
        (error: unknown) =>
          live && setState({ status: 'error', message: failureText(DISEASE_TEXTS.mapFailed, error) }),
      );
    return () => {
      live = false;
    };
  }, [selection, reloadKey]);

  const points = state.status === 'ready' ? state.points : null;
  const layers = useMemo(() => diseaseLayers(points ?? [], layer), [points, layer]);
  // Fitted when the filter's diseases change, not when the layer does.
  const fit = useMemo(
    () => (points && points.length > 0 ? points.map((p) => [p.lon, p.lat] as const) : null),
    [points],
  );
  return (
    <section className="jt-card jt-diseases__map" aria-label={DISEASE_TEXTS.mapTitle}>
      <header className="jt-diseases__map-head">
        <h2 className="jt-card__title">{DISEASE_TEXTS.mapTitle}</h2>
        <span
          className="jt-diseases__map-status"
          data-map-status={state.status}
          data-count={state.status === 'ready' ? state.points.length : undefined}
          role="status"
        >
          {state.status === 'loading'
            ? DISEASE_TEXTS.mapLoading
            : state.status === 'error'
              ? state.message
              : DISEASE_TEXTS.mapCount(state.points.length)}
        </span>
        <RadioGroup
          type="button"
          value={layer}
          onChange={(event) => setLayer(event.target.value as MapLayer)}
          aria-label={DISEASE_TEXTS.mapTitle}
        >
          <Radio value="cluster">{DISEASE_TEXTS.cluster}</Radio>
          <Radio value="heat">{DISEASE_TEXTS.heat}</Radio>
        </RadioGroup>
      </header>
      <RoadMap
        height="100%"
        className="jt-diseases__road-map"
        clusters={layers.clusters}
        heat={layers.heat}
        fitTo={fit}
        onMarkerClick={onOpen}
        waitFor={startEngine}
      />
    </section>
  );
}
