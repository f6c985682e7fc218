// Diseases on a screen's map: clusters coloured by level over a heat layer, fitted once to the
// first points (a refresh must not move the view a user zoomed). As on every map screen, the map's
// engine starts once the first figures are in (RoadMap waitFor): the figures and charts are drawn
// first, not behind MapLibre's start on the same main thread.
import { useMemo, useState } from 'react';
import { type LngLat, RoadMap } from '../../../ui/map';
import { LEVEL_COLOURS } from './level-colours';

export interface DiseasePoint {
  id: string;
  lon: number;
  lat: number;
  level: 1 | 2 | 3;
}

export function DiseaseMap({
  points,
  heat,
}: {
  /** The clustered diseases; null until the first figures. */
  points: readonly DiseasePoint[] | null;
  /** The heat layer's [lon, lat]s (default: the points). */
  heat?: ReadonlyArray<readonly number[]> | null;
}) {
  const clusters = useMemo(
    () =>
      points && {
        points: points.map((p) => ({
          id: p.id,
          position: [p.lon, p.lat] as LngLat,
          color: LEVEL_COLOURS[p.level],
        })),
      },
    [points],
  );
  const heatPoints = useMemo(
    () =>
      heat
        ? heat.map(([lon = 0, lat = 0]) => [lon, lat] as LngLat)
        : (clusters?.points.map((p) => p.position) ?? null),
    [heat, clusters],
  );
  const [fitTo, setFitTo] = useState<LngLat[] | null>(null);
  if (fitTo === null && heatPoints && heatPoints.length > 0) setFitTo(heatPoints);
  return (
    <RoadMap height="100%" waitFor={points !== null} clusters={clusters} heat={heatPoints} fitTo={fitTo} />
  );
}
