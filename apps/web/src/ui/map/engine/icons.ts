// The map's icons, drawn once on a canvas so both engines show the same pictures without an
// image request: MapLibre takes the pixels (addImage), Baidu a data URL (BMapGL.Icon).
import type { ClusterIcon } from '../clusters/cluster-rules';
import type { MarkerIcon } from './engine-types';

export interface IconPicture {
  canvas: HTMLCanvasElement;
  /** CSS pixels. */
  width: number;
  height: number;
  /** Where the picture touches its point, from its top left, CSS pixels. */
  anchor: { x: number; y: number };
}

const RATIO = 2;

function picture(
  width: number,
  height: number,
  anchor: IconPicture['anchor'],
  draw: (g: CanvasRenderingContext2D) => void,
): IconPicture {
  const canvas = document.createElement('canvas');
  canvas.width = width * RATIO;
  canvas.height = height * RATIO;
  // Read back once by MapLibre (getImageData): a canvas kept in memory answers at once, where a
  // GPU-backed one waits for the GPU process (a quarter of a second on software WebGL).
  const g = canvas.getContext('2d', { willReadFrequently: true });
  if (g) {
    g.scale(RATIO, RATIO);
    draw(g);
  }
  return { canvas, width, height, anchor };
}

/** Cluster bubbles: icon one (≤ 4) and two, and the three-tier variant (seed 001 §9). */
export const CLUSTER_STYLE: Record<ClusterIcon, { size: number; fill: string; ring: string }> = {
  one: { size: 34, fill: '#2f7cf6', ring: 'rgba(47,124,246,0.28)' },
  two: { size: 44, fill: '#f08c00', ring: 'rgba(240,140,0,0.28)' },
  small: { size: 34, fill: '#2fa84f', ring: 'rgba(47,168,79,0.28)' },
  medium: { size: 42, fill: '#f08c00', ring: 'rgba(240,140,0,0.28)' },
  large: { size: 52, fill: '#e03131', ring: 'rgba(224,49,49,0.28)' },
};

export function clusterPicture(icon: ClusterIcon): IconPicture {
  const { size, fill, ring } = CLUSTER_STYLE[icon];
  const r = size / 2;
  return picture(size, size, { x: r, y: r }, (g) => {
    g.fillStyle = ring;
    g.beginPath();
    g.arc(r, r, r, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = fill;
    g.beginPath();
    g.arc(r, r, r - 5, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = '#ffffff';
    g.lineWidth = 1.5;
    g.stroke();
  });
}

export const MARKER_COLORS: Record<MarkerIcon, string> = {
  disease: '#e03131',
  start: '#2fa84f',
  end: '#e03131',
  place: '#2f7cf6',
  vertex: '#2f7cf6',
};

/** A map pin with a white dot (or the letter 起/终 for a track's ends). */
export function markerPicture(icon: MarkerIcon, color = MARKER_COLORS[icon]): IconPicture {
  return picture(26, 34, { x: 13, y: 33 }, (g) => {
    g.fillStyle = color;
    g.strokeStyle = '#ffffff';
    g.lineWidth = 1.5;
    g.beginPath();
    g.moveTo(13, 33);
    g.bezierCurveTo(9, 26, 2, 20, 2, 12);
    g.arc(13, 12, 11, Math.PI, 0);
    g.bezierCurveTo(24, 20, 17, 26, 13, 33);
    g.closePath();
    g.fill();
    g.stroke();
    g.fillStyle = '#ffffff';
    if (icon === 'start' || icon === 'end') {
      g.font = 'bold 12px "Microsoft YaHei","PingFang SC","Noto Sans CJK SC",sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(icon === 'start' ? '起' : '终', 13, 12.5);
    } else {
      g.beginPath();
      g.arc(13, 12, 4.5, 0, Math.PI * 2);
      g.fill();
    }
  });
}

/** Disease levels (seed 001 §3: 1 slight, 2 general, 3 serious). */
export const LEVEL_COLORS: Record<string, string> = { '1': '#2fa84f', '2': '#f08c00', '3': '#e03131' };
