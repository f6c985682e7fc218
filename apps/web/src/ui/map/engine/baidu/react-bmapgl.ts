// react-bmapgl 1.0.0's components with the prop types they really take. Its own declarations
// miss Map's `children`, make every child's `map` required although Map injects it, and omit
// Marker's `title` (upstream PR #87, fixed only in 1.0.2, which needs React 19's typings).
// Deep imports: the package index also loads mapvgl and Baidu's analytics snippet.
import type { ComponentType, ReactNode, Ref } from 'react';
import * as TrafficLayerModule from 'react-bmapgl/dist/Layer/TrafficLayer';
import * as MapModule from 'react-bmapgl/dist/Map/Map';
import * as MarkerModule from 'react-bmapgl/dist/Overlay/Marker';
import * as PolygonModule from 'react-bmapgl/dist/Overlay/Polygon';
import * as PolylineModule from 'react-bmapgl/dist/Overlay/Polyline';
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

/**
 * The component a CommonJS module of react-bmapgl exports. Its modules set `__esModule` and
 * `exports.default`; the bundler's interop may hand either the component or the module object,
 * so the default is unwrapped once, whichever arrives.
 */
function componentOf<P>(module: unknown): ComponentType<P> {
  let value = module as { default?: unknown };
  while (value && typeof value === 'object' && 'default' in value)
    value = value.default as { default?: unknown };
  return value as unknown as ComponentType<P>;
}

export const BaiduMap = componentOf<BaiduMapProps>(MapModule);
export const TrafficLayer = componentOf<Record<string, never>>(TrafficLayerModule);
export const Marker = componentOf<MarkerProps>(MarkerModule);
export const Polygon = componentOf<GraphyProps>(PolygonModule);
export const Polyline = componentOf<GraphyProps>(PolylineModule);
