/**
 * Draws the captcha backgrounds the project ships: 310×155 road scenes (highway, mountain road,
 * bridge, tunnel, winter, countryside, coast, dusk), the project's own work. Seeded, so running
 * it again rewrites the very same PNGs. Run after changing a scene:
 *
 *   npx tsx apps/gateway/src/mock/captcha/scenes/draw-road-scenes.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { mocksRoot } from '../../../paths';
import { type Random, seededRandom } from '../random';

const W = 310;
const H = 155;

type Ctx = SKRSContext2D;
type Paint = Ctx['fillStyle'];

interface RoadShape {
  horizonY: number;
  vanishX: number;
  /** Width of the road at the bottom edge. */
  bottomWidth: number;
  /** Horizontal shift of the road's far end relative to its near end (a bend). */
  bend: number;
  asphalt: string;
  /** Lane dividers as fractions across the road (−0.5 left edge … 0.5 right edge). */
  dividers: number[];
  edgeColor: string;
  dividerColor: string;
}

function verticalGradient(g: Ctx, y0: number, y1: number, stops: Array<[number, string]>) {
  const gradient = g.createLinearGradient(0, y0, 0, y1);
  for (const [at, color] of stops) gradient.addColorStop(at, color);
  return gradient;
}

function sky(g: Ctx, horizonY: number, stops: Array<[number, string]>) {
  g.fillStyle = verticalGradient(g, 0, horizonY, stops);
  g.fillRect(0, 0, W, horizonY + 1);
}

function sun(g: Ctx, x: number, y: number, radius: number, core: string, glow: string) {
  const gradient = g.createRadialGradient(x, y, radius * 0.2, x, y, radius * 4);
  gradient.addColorStop(0, glow);
  gradient.addColorStop(1, 'rgba(255,255,255,0)');
  g.fillStyle = gradient;
  g.fillRect(x - radius * 4, y - radius * 4, radius * 8, radius * 8);
  g.fillStyle = core;
  g.beginPath();
  g.arc(x, y, radius, 0, Math.PI * 2);
  g.fill();
}

function clouds(g: Ctx, rnd: Random, count: number, maxY: number, color: string) {
  for (let i = 0; i < count; i++) {
    const cx = rnd.int(-20, W + 20);
    const cy = rnd.int(8, maxY);
    const size = rnd.int(10, 24);
    g.fillStyle = color;
    for (let puff = 0; puff < 6; puff++) {
      g.beginPath();
      g.ellipse(
        cx + rnd.int(-size, size),
        cy + rnd.int(-size / 4, size / 4),
        size * (0.5 + rnd.next() * 0.6),
        size * (0.3 + rnd.next() * 0.25),
        0,
        0,
        Math.PI * 2,
      );
      g.fill();
    }
  }
}

/** A mountain ridge by midpoint displacement, filled down to `baseY`. */
function ridge(g: Ctx, rnd: Random, baseY: number, height: number, roughness: number, fill: Paint) {
  const points = new Array<number>(65).fill(0);
  points[0] = rnd.next() * height;
  points[64] = rnd.next() * height;
  for (let step = 32, amplitude = height; step >= 1; step /= 2, amplitude *= roughness) {
    for (let i = step; i < 64; i += step * 2) {
      const mid = ((points[i - step] ?? 0) + (points[i + step] ?? 0)) / 2;
      points[i] = mid + (rnd.next() - 0.4) * amplitude;
    }
  }
  g.fillStyle = fill;
  g.beginPath();
  g.moveTo(0, H);
  points.forEach((p, i) => {
    g.lineTo((i / 64) * W, baseY - Math.max(0, Math.min(height * 1.4, p)));
  });
  g.lineTo(W, H);
  g.closePath();
  g.fill();
}

function roadAt(shape: RoadShape, y: number) {
  const t = (y - shape.horizonY) / (H - shape.horizonY); // 0 far … 1 near
  const center = shape.vanishX + shape.bend * (1 - t) * (1 - t) + (W / 2 - shape.vanishX) * t;
  const width = Math.max(1, shape.bottomWidth * t);
  return { center, width, t };
}

function road(g: Ctx, shape: RoadShape) {
  const rows: Array<{ y: number; center: number; width: number; t: number }> = [];
  for (let y = shape.horizonY; y <= H; y += 1) rows.push({ y, ...roadAt(shape, y) });
  g.fillStyle = shape.asphalt;
  g.beginPath();
  rows.forEach((r, i) => {
    const x = r.center - r.width / 2;
    if (i === 0) g.moveTo(x, r.y);
    else g.lineTo(x, r.y);
  });
  for (const r of [...rows].reverse()) g.lineTo(r.center + r.width / 2, r.y);
  g.closePath();
  g.fill();

  // Asphalt shading: darker far away, a little worn in the wheel tracks.
  for (const r of rows) {
    g.fillStyle = `rgba(0,0,0,${0.18 * (1 - r.t)})`;
    g.fillRect(r.center - r.width / 2, r.y, r.width, 1);
    g.fillStyle = 'rgba(255,255,255,0.05)';
    for (const track of [-0.3, -0.18, 0.18, 0.3])
      g.fillRect(r.center + track * r.width - r.width * 0.03, r.y, r.width * 0.06, 1);
  }
  // Solid edge lines and dashed dividers, dashes evenly spaced in depth (perspective).
  for (const r of rows) {
    const line = Math.max(0.6, r.width * 0.012);
    g.fillStyle = shape.edgeColor;
    g.fillRect(r.center - r.width * 0.47 - line / 2, r.y, line, 1);
    g.fillRect(r.center + r.width * 0.47 - line / 2, r.y, line, 1);
    const depth = 1 / Math.max(r.t, 0.01);
    if (Math.floor(depth * 3.2) % 2 === 0) {
      g.fillStyle = shape.dividerColor;
      for (const f of shape.dividers) g.fillRect(r.center + f * r.width - line / 2, r.y, line, 1);
    }
  }
}

function guardrail(g: Ctx, shape: RoadShape, side: -1 | 1, color: string) {
  g.strokeStyle = color;
  g.lineWidth = 1;
  let previous: { x: number; y: number } | null = null;
  for (let y = shape.horizonY + 2; y <= H; y += 1) {
    const r = roadAt(shape, y);
    const x = r.center + side * r.width * 0.56;
    const railY = y - 6 * r.t;
    if (previous) {
      g.beginPath();
      g.moveTo(previous.x, previous.y);
      g.lineTo(x, railY);
      g.stroke();
    }
    previous = { x, y: railY };
    const depth = 1 / Math.max(r.t, 0.01);
    if (
      Math.floor(depth * 6) % 3 === 0 &&
      Math.floor((1 / Math.max(roadAt(shape, y - 1).t, 0.01)) * 6) % 3 !== 0
    ) {
      g.fillStyle = color;
      g.fillRect(x - 0.5, railY, Math.max(1, r.t * 2), 7 * r.t);
    }
  }
}

function pine(g: Ctx, x: number, y: number, height: number, color: string) {
  g.fillStyle = '#4a3520';
  g.fillRect(x - height * 0.04, y - height * 0.2, height * 0.08, height * 0.2);
  g.fillStyle = color;
  for (let tier = 0; tier < 3; tier++) {
    const top = y - height + tier * height * 0.22;
    const half = height * (0.18 + tier * 0.07);
    g.beginPath();
    g.moveTo(x, top);
    g.lineTo(x - half, top + height * 0.45);
    g.lineTo(x + half, top + height * 0.45);
    g.closePath();
    g.fill();
  }
}

function roundTree(g: Ctx, rnd: Random, x: number, y: number, size: number, colors: readonly string[]) {
  g.fillStyle = '#5a4128';
  g.fillRect(x - size * 0.06, y - size * 0.5, size * 0.12, size * 0.5);
  for (let blob = 0; blob < 5; blob++) {
    g.fillStyle = rnd.pick(colors);
    g.beginPath();
    g.arc(
      x + rnd.int(-4, 5) * size * 0.06,
      y - size * 0.7 + rnd.int(-4, 5) * size * 0.05,
      size * 0.32,
      0,
      Math.PI * 2,
    );
    g.fill();
  }
}

function bareTree(g: Ctx, rnd: Random, x: number, y: number, size: number, color: string) {
  g.strokeStyle = color;
  const branch = (bx: number, by: number, length: number, angle: number, depth: number) => {
    const ex = bx + Math.cos(angle) * length;
    const ey = by - Math.sin(angle) * length;
    g.lineWidth = Math.max(0.5, depth * 0.7);
    g.beginPath();
    g.moveTo(bx, by);
    g.lineTo(ex, ey);
    g.stroke();
    if (depth > 0) {
      branch(ex, ey, length * 0.7, angle + 0.3 + rnd.next() * 0.3, depth - 1);
      branch(ex, ey, length * 0.7, angle - 0.3 - rnd.next() * 0.3, depth - 1);
    }
  };
  branch(x, y, size * 0.35, Math.PI / 2, 4);
}

function trees(
  rnd: Random,
  shape: RoadShape,
  side: -1 | 1,
  every: number,
  draw: (x: number, y: number, size: number) => void,
) {
  for (let y = shape.horizonY + 4; y <= H + 10; y += 1) {
    const r = roadAt(shape, Math.min(y, H));
    if (rnd.next() > 1 / every) continue;
    const x = r.center + side * r.width * (0.62 + rnd.next() * 0.5);
    draw(x, y, 6 + r.t * 46);
  }
}

/** Film grain: what makes the scene read like a photograph (and the darkened hole visible). */
function grain(g: Ctx, rnd: Random, amount: number) {
  const image = g.getImageData(0, 0, W, H);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    const n = (rnd.next() - 0.5) * amount;
    data[i] = clamp((data[i] ?? 0) + n);
    data[i + 1] = clamp((data[i + 1] ?? 0) + n);
    data[i + 2] = clamp((data[i + 2] ?? 0) + n);
  }
  g.putImageData(image, 0, 0);
}

function clamp(value: number) {
  return Math.max(0, Math.min(255, Math.round(value)));
}

function ground(g: Ctx, horizonY: number, stops: Array<[number, string]>) {
  g.fillStyle = verticalGradient(g, horizonY, H, stops);
  g.fillRect(0, horizonY, W, H - horizonY);
}

const scenes: Record<string, (g: Ctx, rnd: Random) => void> = {
  'highway-noon': (g, rnd) => {
    const shape: RoadShape = {
      horizonY: 62,
      vanishX: 170,
      bottomWidth: 420,
      bend: 0,
      asphalt: '#54585c',
      dividers: [-0.24, 0, 0.24],
      edgeColor: '#f0f0ea',
      dividerColor: '#f4f4f0',
    };
    sky(g, shape.horizonY, [
      [0, '#2f78c4'],
      [1, '#b9dcf2'],
    ]);
    clouds(g, rnd, 7, 40, 'rgba(255,255,255,0.75)');
    ridge(g, rnd, shape.horizonY + 2, 26, 0.55, '#8aa6bf');
    ridge(g, rnd, shape.horizonY + 4, 14, 0.5, '#5d8a4e');
    ground(g, shape.horizonY, [
      [0, '#6f9a4a'],
      [1, '#3f6e2a'],
    ]);
    road(g, shape);
    guardrail(g, shape, -1, '#c9ccd0');
    guardrail(g, shape, 1, '#c9ccd0');
    trees(rnd, shape, -1, 9, (x, y, s) => roundTree(g, rnd, x, y, s, ['#2f6b2a', '#3d7d33', '#275a22']));
    trees(rnd, shape, 1, 9, (x, y, s) => roundTree(g, rnd, x, y, s, ['#2f6b2a', '#3d7d33', '#4b8a3c']));
    grain(g, rnd, 14);
  },
  'highway-sunset': (g, rnd) => {
    const shape: RoadShape = {
      horizonY: 70,
      vanishX: 140,
      bottomWidth: 380,
      bend: -30,
      asphalt: '#3a3036',
      dividers: [-0.16, 0.16],
      edgeColor: '#f3d9a6',
      dividerColor: '#f6e3bd',
    };
    sky(g, shape.horizonY, [
      [0, '#3b2a5c'],
      [0.55, '#c8566a'],
      [1, '#f6b25c'],
    ]);
    sun(g, 220, shape.horizonY - 8, 11, '#fff1c4', 'rgba(255,200,120,0.55)');
    clouds(g, rnd, 5, 45, 'rgba(120,60,90,0.45)');
    ridge(g, rnd, shape.horizonY + 2, 30, 0.6, '#4d2f4c');
    ridge(g, rnd, shape.horizonY + 6, 16, 0.5, '#2e2033');
    ground(g, shape.horizonY, [
      [0, '#3b2b33'],
      [1, '#1f1a1e'],
    ]);
    road(g, shape);
    guardrail(g, shape, 1, '#e0b98a');
    trees(rnd, shape, -1, 12, (x, y, s) => pine(g, x, y, s, '#1b1419'));
    grain(g, rnd, 12);
  },
  'mountain-curve': (g, rnd) => {
    const shape: RoadShape = {
      horizonY: 58,
      vanishX: 250,
      bottomWidth: 300,
      bend: 90,
      asphalt: '#5b5e60',
      dividers: [0],
      edgeColor: '#efefe6',
      dividerColor: '#f2c230',
    };
    sky(g, shape.horizonY, [
      [0, '#5a9bd6'],
      [1, '#d8ecf6'],
    ]);
    clouds(g, rnd, 4, 30, 'rgba(255,255,255,0.8)');
    ridge(g, rnd, shape.horizonY + 10, 50, 0.62, '#6e8fa6');
    ridge(g, rnd, shape.horizonY + 20, 40, 0.58, '#3f7a45');
    ground(g, shape.horizonY, [
      [0, '#4d8a3e'],
      [1, '#2f5f26'],
    ]);
    road(g, shape);
    guardrail(g, shape, -1, '#d7d9dc');
    trees(rnd, shape, -1, 5, (x, y, s) => pine(g, x, y, s, rnd.pick(['#1f4d24', '#2a5e2c', '#183f1d'])));
    trees(rnd, shape, 1, 7, (x, y, s) => pine(g, x, y, s, rnd.pick(['#1f4d24', '#2a5e2c'])));
    grain(g, rnd, 16);
  },
  'river-bridge': (g, rnd) => {
    sky(g, 80, [
      [0, '#6aa7da'],
      [1, '#e3f0f7'],
    ]);
    clouds(g, rnd, 6, 45, 'rgba(255,255,255,0.8)');
    ridge(g, rnd, 84, 34, 0.6, '#7f9cb0');
    ridge(g, rnd, 88, 18, 0.55, '#4f7d4a');
    g.fillStyle = verticalGradient(g, 86, H, [
      [0, '#6d9fb8'],
      [1, '#2f5f78'],
    ]);
    g.fillRect(0, 86, W, H - 86);
    for (let i = 0; i < 90; i++) {
      g.fillStyle = `rgba(255,255,255,${0.15 + rnd.next() * 0.2})`;
      const y = rnd.int(90, H);
      g.fillRect(rnd.int(0, W), y, 4 + (y - 86) * 0.2, 1);
    }
    // The bridge: deck, railing, piers and their reflections.
    g.fillStyle = '#c9c2b6';
    g.fillRect(0, 66, W, 9);
    g.fillStyle = '#8f877b';
    g.fillRect(0, 75, W, 3);
    for (let x = 4; x < W; x += 6) g.fillRect(x, 60, 1, 6);
    g.fillRect(0, 60, W, 1.5);
    for (const px of [40, 120, 200, 280]) {
      g.fillStyle = '#b3ab9f';
      g.fillRect(px - 5, 78, 10, 40);
      g.fillStyle = 'rgba(60,70,80,0.35)';
      g.fillRect(px - 5, 118, 10, 30);
    }
    for (let i = 0; i < 5; i++) {
      const x = rnd.int(10, W - 30);
      g.fillStyle = rnd.pick(['#c0392b', '#2c3e50', '#f1c40f', '#ecf0f1', '#2980b9']);
      g.fillRect(x, 61, 16, 5);
      g.fillStyle = '#1b1b1b';
      g.fillRect(x + 2, 65.5, 3, 1.5);
      g.fillRect(x + 11, 65.5, 3, 1.5);
    }
    grain(g, rnd, 14);
  },
  'tunnel-portal': (g, rnd) => {
    const shape: RoadShape = {
      horizonY: 86,
      vanishX: 158,
      bottomWidth: 330,
      bend: 0,
      asphalt: '#505457',
      dividers: [0],
      edgeColor: '#f2f2ec',
      dividerColor: '#f2f2ec',
    };
    sky(g, shape.horizonY, [
      [0, '#7fb0dc'],
      [1, '#d6e8f4'],
    ]);
    ridge(
      g,
      rnd,
      110,
      90,
      0.55,
      verticalGradient(g, 10, 110, [
        [0, '#4d7a3f'],
        [1, '#2f5a2a'],
      ]),
    );
    // Portal: concrete face, dark arch, lamps inside.
    g.fillStyle = '#b8b4aa';
    g.fillRect(100, 50, 116, 40);
    g.fillStyle = '#9c978c';
    g.fillRect(100, 50, 116, 4);
    g.fillStyle = '#17191b';
    g.beginPath();
    g.moveTo(118, 90);
    g.lineTo(118, 70);
    g.arc(158, 72, 40, Math.PI, 0);
    g.lineTo(198, 90);
    g.closePath();
    g.fill();
    for (let i = 0; i < 6; i++) {
      g.fillStyle = 'rgba(255,214,120,0.9)';
      g.beginPath();
      g.arc(158 - 22 + i * 0.5, 48 + 16 + i * 3, 1.3 - i * 0.12, 0, Math.PI * 2);
      g.arc(158 + 22 - i * 0.5, 48 + 16 + i * 3, 1.3 - i * 0.12, 0, Math.PI * 2);
      g.fill();
    }
    g.fillStyle = '#2a6f3a';
    g.fillRect(136, 54, 44, 10);
    g.fillStyle = '#ffffff';
    g.fillRect(140, 58, 36, 2);
    ground(g, shape.horizonY, [
      [0, '#6b7d52'],
      [1, '#3e5a2c'],
    ]);
    road(g, shape);
    guardrail(g, shape, -1, '#d0d2d4');
    guardrail(g, shape, 1, '#d0d2d4');
    grain(g, rnd, 14);
  },
  'winter-road': (g, rnd) => {
    const shape: RoadShape = {
      horizonY: 66,
      vanishX: 120,
      bottomWidth: 340,
      bend: 40,
      asphalt: '#4b4f55',
      dividers: [0],
      edgeColor: '#f5f5f5',
      dividerColor: '#f5c542',
    };
    sky(g, shape.horizonY, [
      [0, '#9fb4c8'],
      [1, '#e6edf2'],
    ]);
    ridge(g, rnd, shape.horizonY + 2, 30, 0.6, '#c9d4de');
    ridge(g, rnd, shape.horizonY + 4, 12, 0.5, '#a9b8c4');
    ground(g, shape.horizonY, [
      [0, '#e4ebf0'],
      [1, '#f7fafc'],
    ]);
    road(g, shape);
    trees(rnd, shape, -1, 6, (x, y, s) => bareTree(g, rnd, x, y, s, '#4a4540'));
    trees(rnd, shape, 1, 7, (x, y, s) => pine(g, x, y, s, '#2f4a3a'));
    for (let i = 0; i < 160; i++) {
      g.fillStyle = 'rgba(255,255,255,0.85)';
      g.beginPath();
      g.arc(rnd.int(0, W), rnd.int(0, H), 0.6 + rnd.next() * 1.1, 0, Math.PI * 2);
      g.fill();
    }
    grain(g, rnd, 10);
  },
  'rapeseed-country': (g, rnd) => {
    const shape: RoadShape = {
      horizonY: 64,
      vanishX: 200,
      bottomWidth: 240,
      bend: -50,
      asphalt: '#6a6660',
      dividers: [],
      edgeColor: '#e9e6df',
      dividerColor: '#e9e6df',
    };
    sky(g, shape.horizonY, [
      [0, '#4f93d2'],
      [1, '#cfe6f5'],
    ]);
    clouds(g, rnd, 6, 38, 'rgba(255,255,255,0.85)');
    ridge(g, rnd, shape.horizonY + 2, 20, 0.55, '#7d9a78');
    // Village: white walls, dark grey roofs.
    for (let i = 0; i < 7; i++) {
      const x = rnd.int(0, 90) + (i > 3 ? 200 : 0);
      const w = rnd.int(12, 20);
      g.fillStyle = '#f1eee6';
      g.fillRect(x, shape.horizonY - 7, w, 9);
      g.fillStyle = '#3b3f44';
      g.beginPath();
      g.moveTo(x - 2, shape.horizonY - 7);
      g.lineTo(x + w / 2, shape.horizonY - 13);
      g.lineTo(x + w + 2, shape.horizonY - 7);
      g.fill();
    }
    ground(g, shape.horizonY, [
      [0, '#d9c22a'],
      [1, '#e8c80f'],
    ]);
    for (let y = shape.horizonY; y < H; y += 2) {
      for (let i = 0; i < 18; i++) {
        g.fillStyle = rnd.pick(['rgba(255,230,60,0.8)', 'rgba(120,150,40,0.6)', 'rgba(250,210,20,0.8)']);
        g.fillRect(rnd.int(0, W), y, 1 + (y - shape.horizonY) * 0.05, 1 + (y - shape.horizonY) * 0.03);
      }
    }
    road(g, shape);
    trees(rnd, shape, 1, 14, (x, y, s) => roundTree(g, rnd, x, y, s, ['#3f7a2f', '#4d8c38']));
    grain(g, rnd, 14);
  },
  'coastal-road': (g, rnd) => {
    const shape: RoadShape = {
      horizonY: 60,
      vanishX: 60,
      bottomWidth: 330,
      bend: -20,
      asphalt: '#575b60',
      dividers: [0],
      edgeColor: '#f2f2ee',
      dividerColor: '#f2f2ee',
    };
    sky(g, shape.horizonY, [
      [0, '#3a86c8'],
      [1, '#cde7f6'],
    ]);
    clouds(g, rnd, 5, 36, 'rgba(255,255,255,0.8)');
    g.fillStyle = verticalGradient(g, shape.horizonY, H, [
      [0, '#4f9ec9'],
      [1, '#1d5f8a'],
    ]);
    g.fillRect(0, shape.horizonY, W, H - shape.horizonY);
    for (let i = 0; i < 120; i++) {
      const y = rnd.int(shape.horizonY + 2, H);
      g.fillStyle = 'rgba(255,255,255,0.35)';
      g.fillRect(rnd.int(0, W), y, 3 + (y - shape.horizonY) * 0.15, 1);
    }
    // Cliffs on the land side (left of the road), a beach strip on the sea side.
    g.fillStyle = verticalGradient(g, 20, H, [
      [0, '#9a8766'],
      [1, '#5d513d'],
    ]);
    g.beginPath();
    g.moveTo(0, H);
    g.lineTo(0, 22);
    for (let x = 0; x <= 70; x += 5) g.lineTo(x, 22 + x * 0.55 + rnd.int(-5, 6));
    g.lineTo(62, shape.horizonY + 4);
    g.lineTo(0, H);
    g.closePath();
    g.fill();
    for (let i = 0; i < 40; i++) {
      g.fillStyle = rnd.pick(['rgba(60,50,35,0.5)', 'rgba(190,170,130,0.4)', 'rgba(70,110,50,0.6)']);
      const y = rnd.int(26, H);
      g.fillRect(rnd.int(0, Math.max(4, 60 - (y - 26) * 0.3)), y, rnd.int(3, 9), rnd.int(1, 4));
    }
    g.save();
    g.beginPath();
    g.rect(0, 0, W, H);
    g.clip();
    for (let y = shape.horizonY; y <= H; y++) {
      const r = roadAt(shape, y);
      g.fillStyle = '#d9c9a0';
      g.fillRect(r.center + r.width * 0.5, y, r.width * 0.25, 1);
      g.fillStyle = '#7c8d4f';
      g.fillRect(r.center - r.width * 0.9, y, r.width * 0.4, 1);
    }
    g.restore();
    road(g, shape);
    guardrail(g, shape, 1, '#e4e6e8');
    grain(g, rnd, 14);
  },
};

async function main() {
  const out = join(mocksRoot, 'captcha', 'backgrounds');
  await mkdir(out, { recursive: true });
  let seed = 20_240_601;
  for (const [name, draw] of Object.entries(scenes)) {
    const canvas = createCanvas(W, H);
    const g = canvas.getContext('2d');
    draw(g, seededRandom(seed++));
    // A pixel the scene left uncovered would turn black once the alpha channel is dropped.
    const alpha = g.getImageData(0, 0, W, H).data.filter((_, i) => i % 4 === 3);
    if (alpha.some((a) => a !== 255)) throw new Error(`${name}: the scene leaves pixels uncovered`);
    const png = await canvas.encode('png');
    await writeFile(join(out, `${name}.png`), png);
    console.log(`${name}.png ${png.length} bytes`);
  }
}

await main();
