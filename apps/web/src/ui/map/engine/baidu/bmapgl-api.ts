// The part of Baidu's JSAPI GL the engine calls, typed here (react-bmapgl's own typings declare a
// global namespace we do not want leaking into the app). Tests stub exactly this surface.
export interface BPoint {
  lng: number;
  lat: number;
}
export interface BPixel {
  x: number;
  y: number;
}
export interface BBounds {
  getSouthWest(): BPoint;
  getNorthEast(): BPoint;
}
export interface BMap {
  getCenter(): BPoint;
  getZoom(): number;
  getBounds(): BBounds;
  getTilt(): number;
  getHeading(): number;
  pointToPixel(point: BPoint): BPixel;
  pixelToPoint(pixel: BPixel): BPoint;
  centerAndZoom(point: BPoint, zoom: number): void;
  flyTo?(point: BPoint, zoom: number): void;
  setViewport(points: BPoint[], options?: Record<string, unknown>): void;
  addOverlay(overlay: unknown): void;
  removeOverlay(overlay: unknown): void;
  addEventListener(name: string, handler: (event: { latlng?: BPoint; point?: BPoint }) => void): void;
  removeEventListener(name: string, handler: (event: { latlng?: BPoint; point?: BPoint }) => void): void;
  enableDoubleClickZoom(): void;
  disableDoubleClickZoom(): void;
}
export interface BMapGLNamespace {
  Map: new (container: HTMLElement, options?: Record<string, unknown>) => BMap;
  Point: new (lng: number, lat: number) => BPoint;
  Size: new (width: number, height: number) => unknown;
  Icon: new (url: string, size: unknown, options?: Record<string, unknown>) => unknown;
  Prism: new (points: BPoint[], altitude: number, options?: Record<string, unknown>) => unknown;
}

declare global {
  interface Window {
    BMapGL?: BMapGLNamespace;
    /** Read by react-bmapgl's analytics snippet: true keeps it from injecting Baidu's tracker. */
    _hmt_private?: boolean;
  }
}

export function bmapgl(): BMapGLNamespace {
  const api = window.BMapGL;
  if (!api?.Map) throw new Error('BMapGL is not loaded');
  return api;
}
