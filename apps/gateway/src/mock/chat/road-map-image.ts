// The road-map pictures the traffic agent draws (message_file → GET /chat/static/{name}): the
// route's line in its traffic colours now, the work zones of repairs under way, its interchanges
// and stakes, a legend. Drawn with @napi-rs/canvas and a CJK subset font the project ships
// (mocks/assistant/fonts), so a picture never depends on the machine's fonts.

import { join } from 'node:path';
import type { LonLat } from '@jt/mocks/world/geo';
import type { RoadLine } from '@jt/mocks/world/road-network';
import { formatStake } from '@jt/mocks/world/stake';
import { formatTime } from '@jt/mocks/world/time';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { mocksRoot } from '../../paths';
import type { TrafficLevel, TrafficSection } from './brains/world-facts';

export const MAP_FONT_FAMILY = 'JtMapSans';
const FONT_FILE = join(mocksRoot, 'assistant', 'fonts', 'JtMapSans-Regular.otf');

const WIDTH = 800;
const HEIGHT = 520;
const PAD = { left: 60, right: 60, top: 90, bottom: 90 };
const COLOURS: Readonly<Record<TrafficLevel | '施工占道', string>> = {
  畅通: '#2fb344',
  缓行: '#f5a623',
  拥堵: '#e02020',
  施工占道: '#ff6a13',
};

let registered = false;
function registerFont(): void {
  if (registered) return;
  if (!GlobalFonts.registerFromPath(FONT_FILE, MAP_FONT_FAMILY))
    throw new Error(`Map font: cannot load ${FONT_FILE}`);
  registered = true;
}

export interface RoadMapInput {
  line: RoadLine;
  /** The moment the picture shows ('截至 …'). */
  atMs: number;
  /** The sections not free at that moment (none for a past day). */
  sections: readonly TrafficSection[];
  /** The work zones (stakes in metres) drawn as markers. */
  workZones: readonly number[];
}

/** The picture as PNG bytes. */
export async function drawRoadMap({ line, atMs, sections, workZones }: RoadMapInput): Promise<Buffer> {
  registerFont();
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f6f9';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);

  const project = projection(line.bd09);
  const pointAtStake = (stakeM: number): [number, number] => {
    const offset = Math.min(Math.max(stakeM - line.startStakeM, 0), line.lengthM);
    let i = 1;
    while (i < line.cumulative.length - 1 && (line.cumulative[i] as number) < offset) i++;
    return project(line.bd09[i] as LonLat);
  };
  const stroke = (fromM: number, toM: number, colour: string, width: number) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    for (let i = 0; i < line.bd09.length; i++) {
      const at = line.startStakeM + (line.cumulative[i] as number);
      if (at < fromM || at > toM) continue;
      const [x, y] = project(line.bd09[i] as LonLat);
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  };

  stroke(line.startStakeM, line.endStakeM, '#c9d1dc', 14);
  stroke(line.startStakeM, line.endStakeM, COLOURS.畅通, 8);
  for (const section of sections) {
    const half = (section.km * 1000) / 2;
    stroke(section.stakeM - half, section.stakeM + half, COLOURS[section.level], 9);
  }
  for (const stakeM of workZones) marker(ctx, pointAtStake(stakeM));

  ctx.font = `13px ${MAP_FONT_FAMILY}`;
  ctx.fillStyle = '#3a4556';
  line.places.forEach((place, i) => {
    const [x, y] = pointAtStake(place.stakeM);
    ctx.beginPath();
    ctx.arc(x, y, 4, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.strokeStyle = '#3a4556';
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.fillStyle = '#3a4556';
    label(ctx, place.name, x, y + (i % 2 === 0 ? -12 : 22));
  });
  ctx.font = `12px ${MAP_FONT_FAMILY}`;
  ctx.fillStyle = '#6b7789';
  const [sx, sy] = pointAtStake(line.startStakeM);
  const [ex, ey] = pointAtStake(line.endStakeM);
  label(ctx, formatStake(line.startStakeM), sx, sy + 40);
  label(ctx, formatStake(line.endStakeM), ex, ey + 40);

  ctx.textAlign = 'left';
  ctx.fillStyle = '#1d2633';
  ctx.font = `22px ${MAP_FONT_FAMILY}`;
  ctx.fillText(`${line.routeName} 实时路况`, PAD.left - 20, 40);
  ctx.font = `14px ${MAP_FONT_FAMILY}`;
  ctx.fillStyle = '#6b7789';
  ctx.fillText(`截至 ${formatTime(atMs).slice(0, 16)}`, PAD.left - 20, 66);
  legend(ctx);
  return canvas.encode('png');
}

/** BD-09 degrees to pixels: the line's box fitted to the picture, north up, true aspect. */
function projection(points: readonly LonLat[]): (point: LonLat) => [number, number] {
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [minLon, maxLon, minLat, maxLat] = [
    Math.min(...lons),
    Math.max(...lons),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const midLat = ((minLat + maxLat) / 2) * (Math.PI / 180);
  const spanX = Math.max((maxLon - minLon) * Math.cos(midLat), 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((WIDTH - PAD.left - PAD.right) / spanX, (HEIGHT - PAD.top - PAD.bottom) / spanY);
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = PAD.top + (HEIGHT - PAD.top - PAD.bottom - spanY * scale) / 2;
  return ([lon, lat]) => [
    offsetX + (lon - minLon) * Math.cos(midLat) * scale,
    offsetY + (maxLat - lat) * scale,
  ];
}

function label(ctx: SKRSContext2D, text: string, x: number, y: number): void {
  ctx.textAlign = 'center';
  ctx.fillText(text, Math.min(Math.max(x, 50), WIDTH - 50), y);
}

function marker(ctx: SKRSContext2D, [x, y]: [number, number]): void {
  ctx.fillStyle = COLOURS.施工占道;
  ctx.beginPath();
  ctx.moveTo(x, y - 16);
  ctx.lineTo(x - 9, y - 2);
  ctx.lineTo(x + 9, y - 2);
  ctx.closePath();
  ctx.fill();
}

function legend(ctx: SKRSContext2D): void {
  ctx.font = `13px ${MAP_FONT_FAMILY}`;
  ctx.textAlign = 'left';
  let x = PAD.left - 20;
  const y = HEIGHT - 30;
  ctx.fillStyle = '#3a4556';
  ctx.fillText('图例', x, y + 4);
  x += 44;
  for (const [name, colour] of Object.entries(COLOURS)) {
    ctx.fillStyle = colour;
    ctx.fillRect(x, y - 4, 28, 8);
    ctx.fillStyle = '#3a4556';
    ctx.fillText(name, x + 34, y + 4);
    x += 34 + ctx.measureText(name).width + 24;
  }
}
