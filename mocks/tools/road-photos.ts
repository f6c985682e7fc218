// Pictures of road defects for the object-storage mock (the assistant's disease pictures and the
// repair steps of a pothole): an asphalt surface seen from above with a lane line, and the
// defect drawn on it. Drawn for the mock; no photograph is used.

export type RoadPhotoKind =
  | 'pothole'
  | 'potholeWide'
  | 'crack'
  | 'potholeCones'
  | 'potholeMarked'
  | 'cutClean'
  | 'filled'
  | 'compacted';

const W = 800;
const H = 600;

const pothole = (cx: number, cy: number, scale: number) => {
  const outline = [
    [-95, -20],
    [-70, -62],
    [-18, -78],
    [40, -66],
    [92, -38],
    [104, 12],
    [70, 58],
    [10, 74],
    [-52, 62],
    [-98, 28],
  ]
    .map(([x = 0, y = 0], i) => `${i === 0 ? 'M' : 'L'}${cx + x * scale} ${cy + y * scale}`)
    .join(' ');
  return `<path d="${outline} Z" fill="url(#hole)" stroke="#9a9a94" stroke-width="${6 * scale}" stroke-linejoin="round"/>
  <path d="${outline} Z" fill="url(#gravel)" fill-opacity="0.55"/>
  <g fill="#2a2b2c">${[
    [-30, -10, 9],
    [22, 18, 7],
    [48, -22, 6],
    [-55, 24, 6],
    [5, -40, 5],
  ]
    .map(
      ([x = 0, y = 0, r = 0]) => `<circle cx="${cx + x * scale}" cy="${cy + y * scale}" r="${r * scale}"/>`,
    )
    .join('')}</g>`;
};

const crack = () => {
  const main = 'M140 40 L178 120 L160 190 L205 270 L190 350 L238 430 L222 500 L260 580';
  const branches =
    'M178 120 L230 150 L262 140 M205 270 L150 300 M190 350 L250 372 L290 360 M238 430 L290 470';
  return `<path d="${main}" stroke="#17181a" stroke-width="7" fill="none" stroke-linejoin="round"/>
  <path d="${branches}" stroke="#1c1d20" stroke-width="3.5" fill="none" stroke-linejoin="round"/>
  <path d="${main}" stroke="#6e6e6a" stroke-width="2" fill="none" transform="translate(4 2)" stroke-opacity="0.6"/>`;
};

const cone = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="34" rx="30" ry="10" fill="#000" fill-opacity="0.35"/>` +
  `<path d="M-24 34 L-8 -40 H8 L24 34 Z" fill="#ff6a13"/>` +
  '<path d="M-15 -4 H15 L18 10 H-18 Z" fill="#ffffff"/><rect x="-30" y="30" width="60" height="8" rx="2" fill="#d8540c"/></g>';

const patch = (fill: string, stroke: string, texture: number) =>
  `<rect x="270" y="200" width="300" height="210" fill="${fill}" stroke="${stroke}" stroke-width="4"/>` +
  `<rect x="270" y="200" width="300" height="210" fill="url(#gravel)" fill-opacity="${texture}"/>`;

function defect(kind: RoadPhotoKind): string {
  switch (kind) {
    case 'pothole':
      return pothole(420, 310, 1.3);
    case 'potholeWide':
      return pothole(380, 330, 1.7);
    case 'crack':
      return crack();
    case 'potholeCones':
      return (
        pothole(420, 310, 1.3) + [cone(230, 160), cone(640, 170), cone(210, 470), cone(650, 480)].join('')
      );
    case 'potholeMarked':
      return (
        pothole(420, 310, 1.3) +
        '<rect x="270" y="200" width="300" height="210" fill="none" stroke="#ffe14d" stroke-width="6" stroke-dasharray="22 12"/>'
      );
    case 'cutClean':
      return patch('#26272a', '#7c7c78', 0.35);
    case 'filled':
      return patch('#1b1c1e', '#3a3a3a', 0.8);
    case 'compacted':
      return patch('#232427', '#2e2f31', 0.15);
  }
}

export function roadPhotoSvg(kind: RoadPhotoKind): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <filter id="noise" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="2" seed="4"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.6 -0.05"/>
    </filter>
    <radialGradient id="hole" cx="0.45" cy="0.45" r="0.6">
      <stop offset="0" stop-color="#1d1e20"/>
      <stop offset="0.7" stop-color="#34363a"/>
      <stop offset="1" stop-color="#55575a"/>
    </radialGradient>
    <pattern id="gravel" width="24" height="24" patternUnits="userSpaceOnUse">
      <circle cx="5" cy="6" r="2.4" fill="#6d6d69"/>
      <circle cx="16" cy="14" r="1.8" fill="#7a7a76"/>
      <circle cx="9" cy="19" r="1.4" fill="#5e5e5b"/>
    </pattern>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.10"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.18"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="#5c5e61"/>
  <rect width="${W}" height="${H}" filter="url(#noise)"/>
  <rect x="690" y="0" width="26" height="${H}" fill="#e8e3cf" fill-opacity="0.9"/>
  <rect x="690" y="0" width="26" height="${H}" filter="url(#noise)" opacity="0.5"/>
  ${defect(kind)}
  <rect width="${W}" height="${H}" fill="url(#light)"/>
</svg>`;
}
