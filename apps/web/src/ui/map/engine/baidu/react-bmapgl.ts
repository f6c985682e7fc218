// react-bmapgl 1.0.0's components with the prop types they really take. Its own declarations
// miss Map's `children`, make every child's `map` required although Map injects it, and omit
// Marker's `title` (upstream PR #87, fixed only in 1.0.2, which needs React 19's typings).
// Deep imports: the package index also loads mapvgl and Baidu's analytics snippet.
import type { ComponentType, ReactNode, Ref } from 'react';
import TrafficLayerComponent from 'react-bmapgl/dist/Layer/TrafficLayer';
import MapComponent from 'react-bmapgl/dist/Map/Map';
import MarkerComponent from 'react-bmapgl/dist/Overlay/Marker';
import PolygonComponent from 'react-bmapgl/dist/Overlay/Polygon';
import PolylineComponent from 'react-bmapgl/dist/Overlay/Polyline';
import type { BMap, BPoint } from './bmapgl-api';

export interface BaiduMapProps {
  ref?: Ref<{ map?: BMap }>;
  center: BPoint;
  zoom: number;
  minZoom?: number;
  maxZoom?: number;
  tilt?: number;
  heading?: number;
  enableScrollWheelZoom?: boolean;
  enableTilt?: boolean;
  enableRotate?: boolean;
  style?: React.CSSProperties;
  children?: ReactNode;
}

export interface GraphyProps {
  path: BPoint[];
  strokeColor?: string;
  strokeWeight?: number;
  strokeStyle?: 'solid' | 'dashed';
  fillColor?: string;
  fillOpacity?: number;
}

export interface MarkerProps {
  position: BPoint;
  icon?: unknown;
  title?: string;
  onClick?: () => void;
}

export const BaiduMap = MapComponent as unknown as ComponentType<BaiduMapProps>;
export const TrafficLayer = TrafficLayerComponent as unknown as ComponentType<Record<string, never>>;
export const Marker = MarkerComponent as unknown as ComponentType<MarkerProps>;
export const Polygon = PolygonComponent as unknown as ComponentType<GraphyProps>;
export const Polyline = PolylineComponent as unknown as ComponentType<GraphyProps>;
