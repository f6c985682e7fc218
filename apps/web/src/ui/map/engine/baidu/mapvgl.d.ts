// mapvgl ships no typings: the little the Baidu engine uses, as loosely as mapvgl takes it.
declare module 'mapvgl' {
  export class View {
    constructor(options: { map: unknown; effects?: unknown[] });
    addLayer(layer: unknown): void;
    destroy(): void;
  }
  export class HeatmapLayer {
    constructor(options: Record<string, unknown>);
    setData(data: unknown[]): void;
  }
  export class PointLayer {
    constructor(options: Record<string, unknown>);
    setData(data: unknown[]): void;
  }
}
