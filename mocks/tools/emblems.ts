// The small pictures of the sign-in page and the header, drawn for the mock as SVG: the
// platform logo, the public-security filing badge, a QR-like WeChat picture and the form card
// background. None of them reproduces a real emblem or encodes anything.

/** The platform emblem: a road running into a ring of network nodes, on a blue disc. */
export function logoSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
  <defs>
    <linearGradient id="disc" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#22b8ff"/>
      <stop offset="1" stop-color="#1254d6"/>
    </linearGradient>
  </defs>
  <circle cx="128" cy="128" r="120" fill="url(#disc)"/>
  <circle cx="128" cy="128" r="104" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
  <path d="M72 214 L118 70 H138 L184 214 Z" fill="#ffffff"/>
  <path d="M128 92 V116 M128 134 V162 M128 180 V212" stroke="#1254d6" stroke-width="9" stroke-linecap="round"/>
  <g fill="#ffffff">
    <circle cx="60" cy="96" r="10"/>
    <circle cx="196" cy="96" r="10"/>
    <circle cx="128" cy="44" r="10"/>
  </g>
  <path d="M60 96 L128 44 L196 96" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>
</svg>`;
}

/** A filing badge in the manner of the public-security filing icon (a simplified drawing). */
export function filingBadgeSvg(size: number): string {
  const star = (cx: number, cy: number, r: number) => {
    const points: string[] = [];
    for (let i = 0; i < 10; i++) {
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      const radius = i % 2 === 0 ? r : r * 0.42;
      points.push(
        `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
      );
    }
    return `<polygon points="${points.join(' ')}" fill="#f7d34a"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
  <path d="M20 2 L35 8 V19 C35 28 28.5 34.5 20 38 C11.5 34.5 5 28 5 19 V8 Z" fill="#1c4fa8" stroke="#f7d34a" stroke-width="2"/>
  <circle cx="20" cy="19" r="9.5" fill="#d8292f" stroke="#f7d34a" stroke-width="1.5"/>
  ${star(20, 19, 7)}
</svg>`;
}

/**
 * A QR-like square: the three finder patterns and timing lines of a 25-module code with a fixed
 * pseudo-random fill. It looks like a WeChat QR code but decodes to nothing.
 */
export function qrLikeSvg(size: number): string {
  const n = 25;
  const module = 8;
  const quiet = 4 * module;
  const full = n * module + 2 * quiet;
  const dark = new Set<string>();
  const key = (x: number, y: number) => `${x},${y}`;
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  for (const [fx, fy] of [
    [0, 0],
    [n - 7, 0],
    [0, n - 7],
  ] as const) {
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 7; x++) {
        const ring = x === 0 || y === 0 || x === 6 || y === 6;
        const core = x >= 2 && x <= 4 && y >= 2 && y <= 4;
        if (ring || core) dark.add(key(fx + x, fy + y));
      }
    }
  }
  for (let i = 8; i < n - 8; i++) {
    if (i % 2 === 0) {
      dark.add(key(i, 6));
      dark.add(key(6, i));
    }
  }
  // An alignment pattern as version-2 codes have.
  for (let y = -2; y <= 2; y++) {
    for (let x = -2; x <= 2; x++) {
      if (Math.max(Math.abs(x), Math.abs(y)) !== 1) dark.add(key(18 + x, 18 + y));
    }
  }
  let seed = 20240518;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (inFinder(x, y) || x === 6 || y === 6 || (Math.abs(x - 18) <= 2 && Math.abs(y - 18) <= 2)) continue;
      if (random() < 0.48) dark.add(key(x, y));
    }
  }
  const rects = [...dark]
    .map((k) => {
      const [x = 0, y = 0] = k.split(',').map(Number);
      return `<rect x="${quiet + x * module}" y="${quiet + y * module}" width="${module}" height="${module}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">
  <rect width="${full}" height="${full}" fill="#ffffff"/>
  <g fill="#111111">${rects}</g>
</svg>`;
}

/** The form card: translucent navy panel, a thin border, bright corner brackets and a top glow. */
export function formBackgroundSvg(width: number, height: number): string {
  const c = 26;
  const corners = [
    `M2 ${c} V2 H${c}`,
    `M${width - c} 2 H${width - 2} V${c}`,
    `M2 ${height - c} V${height - 2} H${c}`,
    `M${width - c} ${height - 2} H${width - 2} V${height - c}`,
  ].join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="panel" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b2f6b" stop-opacity="0.78"/>
      <stop offset="1" stop-color="#06183a" stop-opacity="0.86"/>
    </linearGradient>
    <linearGradient id="glow" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#36c5ff" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#36c5ff" stop-opacity="0.95"/>
      <stop offset="1" stop-color="#36c5ff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="12" fill="url(#panel)" stroke="#5fb8ff" stroke-opacity="0.45" stroke-width="1.5"/>
  <rect x="${width * 0.2}" y="0" width="${width * 0.6}" height="3" fill="url(#glow)"/>
  <path d="${corners}" fill="none" stroke="#36c5ff" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}

/** A style preview: the background reduced, with the title bar and form card sketched on it. */
export function stylePreviewOverlaySvg(width: number, height: number, video: boolean): string {
  const sx = width / 1920;
  const sy = height / 1080;
  const r = (x: number, y: number, w: number, h: number, fill: string, opacity: number) =>
    `<rect x="${x * sx}" y="${y * sy}" width="${w * sx}" height="${h * sy}" rx="3" fill="${fill}" fill-opacity="${opacity}"/>`;
  const fields = [360, 428, 496, 564].map((y) => r(1290, y, 420, 48, '#ffffff', 0.9)).join('');
  const play = video
    ? `<circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.1}" fill="#000000" fill-opacity="0.45"/>` +
      `<path d="M${width / 2 - height * 0.035} ${height / 2 - height * 0.05} L${width / 2 + height * 0.055} ${height / 2} L${width / 2 - height * 0.035} ${height / 2 + height * 0.05} Z" fill="#ffffff"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  ${r(72, 36, 64, 64, '#22b8ff', 0.95)}
  ${r(152, 52, 320, 32, '#ffffff', 0.85)}
  ${r(120, 270, 900, 60, '#dff2ff', 0.85)}
  ${r(1240, 200, 520, 590, '#06183a', 0.78)}
  ${r(1390, 240, 220, 36, '#ffffff', 0.85)}
  ${fields}
  ${r(1290, 672, 420, 52, '#1677ff', 1)}
  ${r(660, 980, 600, 18, '#c9dcf5', 0.6)}
  ${r(660, 1028, 600, 18, '#c9dcf5', 0.6)}
  ${play}
</svg>`;
}
