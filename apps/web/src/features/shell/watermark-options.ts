// The watermark's options (seed 000 §3 "Watermark config", §7 water_mark_config, §9 defaults):
// read from the water_mark_config entries that getConfigByCodes answers; enable_watermark_config
// '0' means enabled. Parameter names and defaults follow the watermark-dom library the original
// app used (watermark_txt, watermark_x_space, …), whose height default (80) the seed does not list.

export interface WatermarkOptions {
  /** The text; each line of it drawn on its own line. */
  text: string;
  /** Horizontal gap between two marks, px. */
  xSpace: number;
  /** Vertical gap between two marks, px. */
  ySpace: number;
  font: string;
  color: string;
  /** Font size, px. */
  fontSize: number;
  /** Opacity, 0 to 1. */
  alpha: number;
  /** Rotation, degrees (counter-clockwise). */
  angle: number;
  /** Width of one mark, px. */
  width: number;
  /** Height of one mark, px. */
  height: number;
  zIndex: number;
}

/** The defaults of seed 000 §9 (font, colour and height: watermark-dom's). */
export const WATERMARK_DEFAULTS: Readonly<WatermarkOptions> = {
  text: '',
  xSpace: 50,
  ySpace: 50,
  font: '微软雅黑',
  color: '#000000',
  fontSize: 18,
  alpha: 0.15,
  angle: 15,
  width: 100,
  height: 80,
  zIndex: 9999999,
};

/** The mark width when the options come from the configuration (seed 000 §9: "300 when loaded from config"). */
export const CONFIG_WATERMARK_WIDTH = 300;

/**
 * The options of water_mark_config, or null when the watermark is not enabled (any value of
 * enable_watermark_config other than '0') or has no text to draw. A missing or unreadable
 * parameter takes its default.
 */
export function parseWatermarkConfig(values: Readonly<Record<string, string>>): WatermarkOptions | null {
  if (values.enable_watermark_config !== '0') return null;
  const text = (values.watermark_txt ?? '').trim();
  if (text === '') return null;
  return {
    ...WATERMARK_DEFAULTS,
    text,
    width: CONFIG_WATERMARK_WIDTH,
    xSpace: number(values.watermark_x_space, WATERMARK_DEFAULTS.xSpace, { min: 0 }),
    ySpace: number(values.watermark_y_space, WATERMARK_DEFAULTS.ySpace, { min: 0 }),
    font: nonEmpty(values.watermark_font, WATERMARK_DEFAULTS.font),
    color: nonEmpty(values.watermark_color, WATERMARK_DEFAULTS.color),
    fontSize: number(values.watermark_fontsize, WATERMARK_DEFAULTS.fontSize, { min: 1 }),
    alpha: number(values.watermark_alpha, WATERMARK_DEFAULTS.alpha, { min: 0, max: 1 }),
    angle: number(values.watermark_angle, WATERMARK_DEFAULTS.angle, {}),
  };
}

/** '18px', '18' and ' 18 ' all read as 18; out of range or unreadable gives the fallback. */
function number(text: string | undefined, fallback: number, range: { min?: number; max?: number }): number {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(text ?? '');
  if (!match) return fallback;
  const value = Number(match[1]);
  if (range.min !== undefined && value < range.min) return fallback;
  if (range.max !== undefined && value > range.max) return fallback;
  return value;
}

function nonEmpty(text: string | undefined, fallback: string): string {
  const value = text?.trim();
  return value ? value : fallback;
}

/** The canvas font shorthand of the options. */
export function canvasFont(options: Pick<WatermarkOptions, 'fontSize' | 'font'>): string {
  return `${options.fontSize}px ${options.font}`;
}

/** One tile of the repeated background: a mark plus its gaps. */
export function tileSize(options: WatermarkOptions, textWidth: number): { width: number; height: number } {
  const lines = options.text.split('\n').length;
  const markWidth = Math.max(options.width, Math.ceil(textWidth));
  const markHeight = Math.max(options.height, Math.ceil(options.fontSize * 1.5 * lines));
  return { width: markWidth + options.xSpace, height: markHeight + options.ySpace };
}
