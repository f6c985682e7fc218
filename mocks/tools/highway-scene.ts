// The sign-in background: a highway running to the horizon under a blue dusk sky, hills on
// both sides, lane markings and street lamps in perspective, light trails on the lanes. Drawn
// on the 1920×1080 design; `phase` (0…1) moves the markings towards the viewer by one dash
// period, so frames with phase 0…1 repeated make a seamless loop for the video.

const W = 1920;
const H = 1080;
const HORIZON = 610;
/** The vanishing point: left of centre, so the road runs under the title, not under the form. */
const VP = { x: 760, y: HORIZON };
/** Screen y of the ground at depth z (z = 1 is the bottom edge of the picture). */
const groundY = (z: number) => HORIZON + (H - HORIZON) / z;
/** Screen x of a line that meets the bottom edge at `bottomX`, at screen row y. */
const along = (bottomX: number, y: number) => VP.x + ((bottomX - VP.x) * (y - HORIZON)) / (H - HORIZON);

const ROAD_LEFT = -420;
const ROAD_RIGHT = 1560;
const LANE_LINES = [ROAD_LEFT + (ROAD_RIGHT - ROAD_LEFT) / 3, ROAD_LEFT + ((ROAD_RIGHT - ROAD_LEFT) * 2) / 3];
const DASH_PERIOD = 1.2;
const DASH_LENGTH = 0.5;
const LAMP_PERIOD = 2 * DASH_PERIOD;

const f = (n: number) => n.toFixed(1);

function quad(points: Array<[number, number]>, fill: string, opacity = 1): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`).join(' ');
  return `<path d="${d} Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}

/** One painted stripe between depths zNear and zFar along the line meeting the bottom at bottomX. */
function stripe(bottomX: number, zNear: number, zFar: number, halfWidth: number, fill: string): string {
  const yNear = groundY(zNear);
  const yFar = groundY(zFar);
  const wNear = halfWidth / zNear;
  const wFar = halfWidth / zFar;
  const xNear = along(bottomX, yNear);
  const xFar = along(bottomX, yFar);
  return quad(
    [
      [xFar - wFar, yFar],
      [xFar + wFar, yFar],
      [xNear + wNear, yNear],
      [xNear - wNear, yNear],
    ],
    fill,
  );
}

function laneDashes(phase: number): string {
  const shift = phase * DASH_PERIOD;
  const parts: string[] = [];
  for (const lineX of LANE_LINES) {
    for (let z = 0.5 - shift; z < 60; z += DASH_PERIOD) {
      const near = Math.max(z, 0.35);
      const far = z + DASH_LENGTH;
      if (far <= near) continue;
      parts.push(stripe(lineX, near, far, 9, '#f4f6f8'));
    }
  }
  return parts.join('');
}

function lamps(phase: number): string {
  const shift = phase * LAMP_PERIOD;
  const parts: string[] = [];
  for (const side of [-1, 1] as const) {
    const baseX = side < 0 ? ROAD_LEFT - 160 : ROAD_RIGHT + 160;
    for (let z = 0.9 - shift; z < 40; z += LAMP_PERIOD) {
      if (z < 0.45) continue;
      const y = groundY(z);
      const x = along(baseX, y);
      const height = 520 / z;
      const arm = (side < 0 ? 1 : -1) * (120 / z);
      const width = Math.max(1.2, 10 / z);
      const top = y - height;
      parts.push(
        `<path d="M${f(x)} ${f(y)} L${f(x)} ${f(top)} L${f(x + arm)} ${f(top + 12 / z)}" stroke="#0d1b2e" ` +
          `stroke-opacity="0.85" stroke-width="${f(width)}" fill="none" stroke-linecap="round"/>`,
        `<circle cx="${f(x + arm)}" cy="${f(top + 16 / z)}" r="${f(Math.max(1.5, 26 / z))}" fill="url(#lampGlow)"/>`,
      );
    }
  }
  return parts.join('');
}

/** Car lights travelling down the lanes: white towards the viewer, red away from it. */
function lightTrails(phase: number): string {
  const trails = [
    { x: ROAD_LEFT + 330, colour: '#ff5a4f', offset: 0.1, toward: false },
    { x: ROAD_LEFT + 990, colour: '#ffe7b0', offset: 0.55, toward: true },
    { x: ROAD_RIGHT - 330, colour: '#bfe6ff', offset: 0.3, toward: true },
  ];
  return trails
    .map(({ x, colour, offset, toward }) => {
      const t = (phase + offset) % 1;
      const z = toward ? 12 - t * 10.5 : 1.5 + t * 10.5;
      const zFar = z + 3.2;
      return `<g filter="url(#soft)">${stripe(x, z, zFar, 14, colour)}</g>`;
    })
    .join('');
}

/** Guardrails along both shoulders: straight in perspective, so one quadrilateral each. */
function guardrails(): string {
  const zNear = 0.32;
  const zFar = 90;
  return [ROAD_LEFT - 70, ROAD_RIGHT + 70]
    .map((bottomX) => {
      const edge = (z: number, lift: number): [number, number] => {
        const y = groundY(z);
        return [along(bottomX, y), y - lift / z];
      };
      return quad([edge(zFar, 70), edge(zFar, 46), edge(zNear, 46), edge(zNear, 70)], '#c9d3dc', 0.8);
    })
    .join('');
}

/** Furrows of the fields on both sides, converging on the vanishing point. */
function furrows(): string {
  const lines: string[] = [];
  for (let i = 1; i <= 9; i++) {
    for (const bottomX of [ROAD_LEFT - 260 - i * i * 60, ROAD_RIGHT + 260 + i * i * 60]) {
      const y = H;
      lines.push(`<line x1="${f(VP.x)}" y1="${HORIZON}" x2="${f(bottomX)}" y2="${y}"/>`);
    }
  }
  return `<g stroke="#8fd3c8" stroke-opacity="0.08" stroke-width="2">${lines.join('')}</g>`;
}

/** A row of trees on the horizon, left and right of the road. */
function treeLine(): string {
  const trees: string[] = [];
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let x = 0; x < W; x += 14 + random() * 18) {
    if (Math.abs(x - VP.x) < 70) continue;
    const r = 8 + random() * 12;
    trees.push(`<ellipse cx="${f(x)}" cy="${f(HORIZON - r * 0.6)}" rx="${f(r)}" ry="${f(r * 1.25)}"/>`);
  }
  return `<g fill="#173f4a">${trees.join('')}</g>`;
}

function hills(): string {
  const layer = (points: Array<[number, number]>, fill: string) => {
    const [first, ...rest] = points;
    if (!first) return '';
    let d = `M0 ${HORIZON + 2} L${first[0]} ${first[1]}`;
    for (let i = 0; i < rest.length; i += 2) {
      const control = rest[i];
      const end = rest[i + 1] ?? control;
      if (control && end) d += ` Q${control[0]} ${control[1]} ${end[0]} ${end[1]}`;
    }
    return `<path d="${d} L${W} ${HORIZON + 2} Z" fill="${fill}"/>`;
  };
  return [
    layer(
      [
        [0, 520],
        [180, 470],
        [360, 520],
        [560, 560],
        [760, 540],
        [980, 500],
        [1200, 530],
        [1420, 470],
        [1640, 505],
        [1800, 520],
        [1920, 490],
      ],
      'url(#hillFar)',
    ),
    layer(
      [
        [0, 560],
        [140, 540],
        [300, 575],
        [480, 600],
        [640, 590],
        [900, 588],
        [1100, 580],
        [1300, 545],
        [1520, 570],
        [1720, 585],
        [1920, 560],
      ],
      'url(#hillNear)',
    ),
  ].join('');
}

/** Faint nodes and links in the sky: the "digital brain" motif of the platform's visual style. */
function network(): string {
  const nodes: Array<[number, number]> = [
    [1180, 110],
    [1300, 70],
    [1420, 140],
    [1560, 90],
    [1680, 170],
    [1800, 110],
    [1500, 230],
    [1360, 210],
    [1650, 290],
    [1860, 250],
  ];
  const links: Array<[number, number]> = [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [2, 7],
    [7, 6],
    [6, 4],
    [6, 8],
    [8, 9],
    [5, 9],
    [3, 6],
  ];
  const lines = links
    .map(([a, b]) => {
      const p = nodes[a];
      const q = nodes[b];
      return p && q ? `<line x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}"/>` : '';
    })
    .join('');
  const dots = nodes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5"/>`).join('');
  return (
    `<g stroke="#9fd8ff" stroke-opacity="0.22" stroke-width="1.5">${lines}</g>` +
    `<g fill="#cfeeff" fill-opacity="0.55">${dots}</g>`
  );
}

/**
 * `phase` moves markings and lamps by one period (0…1); `trailPhase` moves the car lights along
 * the whole road (0…1), so a video can loop the markings several times per loop of the lights.
 */
export function highwaySceneSvg(width: number, height: number, phase = 0, trailPhase = phase): string {
  const road = quad(
    [
      [VP.x - 4, HORIZON],
      [VP.x + 4, HORIZON],
      [ROAD_RIGHT + 140, H],
      [ROAD_LEFT - 140, H],
    ],
    'url(#asphalt)',
  );
  const shoulders = [ROAD_LEFT, ROAD_RIGHT].map((x) => stripe(x, 0.3, 80, 12, '#e9edf1')).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#061a3d"/>
      <stop offset="0.45" stop-color="#0f4a8f"/>
      <stop offset="0.78" stop-color="#4f9ad6"/>
      <stop offset="1" stop-color="#bfe3f7"/>
    </linearGradient>
    <radialGradient id="sunGlow" cx="${VP.x}" cy="${HORIZON - 20}" r="520" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#fff3d6" stop-opacity="0.85"/>
      <stop offset="0.35" stop-color="#ffd9a0" stop-opacity="0.25"/>
      <stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="hillFar" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4c7fb4"/>
      <stop offset="1" stop-color="#6f9fcb"/>
    </linearGradient>
    <linearGradient id="hillNear" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#23507a"/>
      <stop offset="1" stop-color="#2f5f84"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2c5a5e"/>
      <stop offset="1" stop-color="#12302e"/>
    </linearGradient>
    <linearGradient id="asphalt" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5b6470"/>
      <stop offset="1" stop-color="#23272e"/>
    </linearGradient>
    <radialGradient id="lampGlow">
      <stop offset="0" stop-color="#fff6dc"/>
      <stop offset="0.4" stop-color="#ffd27a" stop-opacity="0.7"/>
      <stop offset="1" stop-color="#ffd27a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#031024" stop-opacity="0.55"/>
      <stop offset="0.45" stop-color="#031024" stop-opacity="0"/>
      <stop offset="0.7" stop-color="#031024" stop-opacity="0"/>
      <stop offset="1" stop-color="#031024" stop-opacity="0.35"/>
    </linearGradient>
    <linearGradient id="bottomShade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.75" stop-color="#020a18" stop-opacity="0"/>
      <stop offset="1" stop-color="#020a18" stop-opacity="0.6"/>
    </linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
    <filter id="cloud" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
  </defs>
  <rect width="${W}" height="${HORIZON + 2}" fill="url(#sky)"/>
  <g filter="url(#cloud)" fill="#dcefff" fill-opacity="0.16">
    <ellipse cx="300" cy="180" rx="320" ry="46"/>
    <ellipse cx="1080" cy="140" rx="380" ry="40"/>
    <ellipse cx="1600" cy="360" rx="300" ry="34"/>
    <ellipse cx="560" cy="420" rx="260" ry="28"/>
  </g>
  ${network()}
  <rect width="${W}" height="${HORIZON + 2}" fill="url(#sunGlow)"/>
  ${hills()}
  <rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#ground)"/>
  ${treeLine()}
  ${furrows()}
  ${road}
  ${shoulders}
  ${laneDashes(phase)}
  ${lightTrails(trailPhase)}
  ${guardrails()}
  ${lamps(phase)}
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
  <rect width="${W}" height="${H}" fill="url(#bottomShade)"/>
</svg>`;
}
