// Heat map (radius 15, seed 001 §9) and mass markers on the Baidu engine: mapvgl's HeatmapLayer
// and PointLayer on one mapvgl View (research: react-bmapgl has no heat map or mass-marker
// component). Its own chunk: mapvgl is large and only these two layers need it.
import { HeatmapLayer, PointLayer, View } from 'mapvgl';
import { useEffect } from 'react';
import type { LngLat } from '../../geo/coords';
import type { MassPoint } from '../engine-types';
import type { BMap } from './bmapgl-api';

export interface BaiduDataLayersProps {
  map: BMap;
  heat: readonly LngLat[] | null;
  mass: readonly MassPoint[];
  onMassClick(id: string, at: LngLat): void;
}

export default function BaiduDataLayers({ map, heat, mass, onMassClick }: BaiduDataLayersProps) {
  useEffect(() => {
    const view = new View({ map });
    if (heat && heat.length > 0) {
      const layer = new HeatmapLayer({ size: 15, unit: 'px', max: 10, height: 0 });
      view.addLayer(layer);
      layer.setData(
        heat.map(([lng, lat]) => ({
          geometry: { type: 'Point', coordinates: [lng, lat] },
          properties: { count: 1 },
        })),
      );
    }
    if (mass.length > 0) {
      const layer = new PointLayer({
        size: 7,
        color: (item: { properties: { color?: string } }) => item.properties.color ?? '#e03131',
        enablePicked: true,
        onClick: (event: {
          dataItem?: { properties: { id: string }; geometry: { coordinates: LngLat } };
        }) => {
          if (event.dataItem) onMassClick(event.dataItem.properties.id, event.dataItem.geometry.coordinates);
        },
      });
      view.addLayer(layer);
      layer.setData(
        mass.map((item) => ({
          geometry: { type: 'Point', coordinates: [item.position[0], item.position[1]] },
          properties: { id: item.id, color: item.color },
        })),
      );
    }
    return () => view.destroy();
  }, [map, heat, mass, onMassClick]);
  return null;
}
