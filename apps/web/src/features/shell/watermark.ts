// The watermark overlay (seed 000 §2 "optional watermark overlay", §9 "removal is monitored"):
// one fixed, click-through element over the page whose background repeats a canvas-drawn mark.
// Removing it, hiding it or changing its attributes (devtools, a script) brings it back at once:
// a MutationObserver on the overlay and its parent, the pattern of antd's Watermark. Hand-written
// because no small library draws watermark-dom's parameters and defaults exactly (seed 000 §3, §9).
import { canvasFont, tileSize, type WatermarkOptions } from './watermark-options';

export const WATERMARK_ATTRIBUTE = 'data-watermark';

interface Tile {
  url: string;
  width: number;
  height: number;
}

/** Draws one mark with its gaps; the background repeats it. */
export function drawWatermarkTile(options: WatermarkOptions, ratio = window.devicePixelRatio || 1): Tile {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The watermark needs a 2D canvas');
  const lines = options.text.split('\n');
  context.font = canvasFont(options);
  const textWidth = Math.max(...lines.map((line) => context.measureText(line).width));
  const { width, height } = tileSize(options, textWidth);
  canvas.width = Math.ceil(width * ratio);
  canvas.height = Math.ceil(height * ratio);
  // Resizing the canvas reset its state: set everything again.
  context.scale(ratio, ratio);
  context.font = canvasFont(options);
  context.fillStyle = options.color;
  context.globalAlpha = options.alpha;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const markWidth = width - options.xSpace;
  const markHeight = height - options.ySpace;
  context.translate(markWidth / 2, markHeight / 2);
  context.rotate((-options.angle * Math.PI) / 180);
  const lineHeight = options.fontSize * 1.5;
  lines.forEach((line, index) => {
    context.fillText(line, 0, (index - (lines.length - 1) / 2) * lineHeight);
  });
  return { url: canvas.toDataURL('image/png'), width, height };
}

/** Inline and !important: no stylesheet rule can hide it, and any inline change is an attribute mutation. */
function overlayStyle(tile: Tile, zIndex: number): string {
  const rules: Array<[string, string]> = [
    ['position', 'fixed'],
    ['inset', '0'],
    ['width', '100%'],
    ['height', '100%'],
    ['display', 'block'],
    ['visibility', 'visible'],
    ['opacity', '1'],
    ['pointer-events', 'none'],
    ['z-index', String(zIndex)],
    ['background-image', `url("${tile.url}")`],
    ['background-repeat', 'repeat'],
    ['background-size', `${tile.width}px ${tile.height}px`],
    ['transform', 'none'],
    ['clip-path', 'none'],
    ['filter', 'none'],
  ];
  return rules.map(([name, value]) => `${name}:${value} !important`).join(';');
}

/**
 * Puts the watermark over `parent` (the page) and keeps it there until the returned function is
 * called. A tampered overlay is replaced by a fresh one rather than repaired, so whatever was
 * done to the old element cannot carry over.
 */
export function mountWatermark(options: WatermarkOptions, parent: HTMLElement = document.body): () => void {
  const tile = drawWatermarkTile(options);
  const style = overlayStyle(tile, options.zIndex);
  const create = () => {
    const element = document.createElement('div');
    element.setAttribute(WATERMARK_ATTRIBUTE, '');
    element.setAttribute('aria-hidden', 'true');
    element.setAttribute('style', style);
    return element;
  };

  let overlay = create();
  const observer = new MutationObserver((records) => {
    const tampered = records.some(
      (record) =>
        record.target === overlay ||
        overlay.contains(record.target) ||
        [...record.removedNodes].includes(overlay),
    );
    if (tampered) reinstate();
  });
  const observe = () => {
    observer.observe(parent, { childList: true });
    observer.observe(overlay, { attributes: true, childList: true, subtree: true, characterData: true });
  };
  const reinstate = () => {
    observer.disconnect();
    overlay.remove();
    overlay = create();
    parent.appendChild(overlay);
    observe();
  };

  parent.appendChild(overlay);
  observe();
  return () => {
    observer.disconnect();
    overlay.remove();
  };
}
