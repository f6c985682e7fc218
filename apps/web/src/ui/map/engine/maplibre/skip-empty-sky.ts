// MapLibre draws its sky at every frame: one full-canvas pass before the layers, even for a style
// that has no `sky` (it then draws the default sky, transparent: no pixel changes). On a machine
// without a GPU (SwiftShader; an intranet desktop or a VDI session) that pass costs about a third
// of a panning frame (bench/map-engine.mjs). The style served by the gateway has no sky, so its
// pass is left out. MapLibre offers no option for this: the painter's draw functions are
// internal, so this only ever removes the sky pass and does nothing if their shape changes
// (tested: map-offline.test.ts runs no sky program).
import type { Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';

interface PainterLike {
  drawFunctions?: Record<string, unknown>;
}

function leaveOutSky(map: MaplibreMap): void {
  const painter = (map as unknown as { painter?: PainterLike }).painter;
  const draw = painter?.drawFunctions;
  if (!painter || typeof draw?.sky !== 'function') return;
  // Its own copy: MapLibre shares one table of draw functions between every map on the page.
  painter.drawFunctions = { ...draw, sky: () => undefined };
}

/** Leaves MapLibre's sky pass out when the style has no sky, now and after a WebGL context is restored. */
export function skipEmptySky(map: MaplibreMap, style: StyleSpecification): void {
  if (style.sky) return;
  leaveOutSky(map);
  map.on('webglcontextrestored', () => leaveOutSky(map));
}
