import { describe, expect, it } from 'vitest';
import {
  CONFIG_WATERMARK_WIDTH,
  canvasFont,
  parseWatermarkConfig,
  tileSize,
  WATERMARK_DEFAULTS,
} from './watermark-options';

const config = {
  enable_watermark_config: '0',
  watermark_txt: '交通数字大脑 内部资料',
  watermark_x_space: '60',
  watermark_y_space: '40',
  watermark_font: '宋体',
  watermark_color: '#333333',
  watermark_fontsize: '20px',
  watermark_alpha: '0.3',
  watermark_angle: '30',
};

describe('watermark defaults (seed 000 §9)', () => {
  it('are width 100, angle 15, alpha 0.15, x and y space 50, 18 px, z-index 9999999', () => {
    expect(WATERMARK_DEFAULTS).toMatchObject({
      width: 100,
      angle: 15,
      alpha: 0.15,
      xSpace: 50,
      ySpace: 50,
      fontSize: 18,
      zIndex: 9999999,
    });
  });
});

describe('parseWatermarkConfig', () => {
  it('reads every parameter of water_mark_config, with the config width 300', () => {
    expect(CONFIG_WATERMARK_WIDTH).toBe(300);
    expect(parseWatermarkConfig(config)).toEqual({
      text: '交通数字大脑 内部资料',
      xSpace: 60,
      ySpace: 40,
      font: '宋体',
      color: '#333333',
      fontSize: 20,
      alpha: 0.3,
      angle: 30,
      width: 300,
      height: 80,
      zIndex: 9999999,
    });
  });

  it("is off unless enable_watermark_config is '0'", () => {
    expect(parseWatermarkConfig({ ...config, enable_watermark_config: '1' })).toBeNull();
    expect(parseWatermarkConfig({ ...config, enable_watermark_config: '' })).toBeNull();
    const { enable_watermark_config: _, ...withoutSwitch } = config;
    expect(parseWatermarkConfig(withoutSwitch)).toBeNull();
    expect(parseWatermarkConfig({})).toBeNull();
  });

  it('is off when there is no text to draw', () => {
    expect(parseWatermarkConfig({ ...config, watermark_txt: '   ' })).toBeNull();
  });

  it('gives every missing parameter its default', () => {
    expect(parseWatermarkConfig({ enable_watermark_config: '0', watermark_txt: '内部资料' })).toEqual({
      ...WATERMARK_DEFAULTS,
      text: '内部资料',
      width: 300,
    });
  });

  it('gives every unreadable or out-of-range parameter its default', () => {
    const options = parseWatermarkConfig({
      ...config,
      watermark_x_space: '-5',
      watermark_y_space: 'wide',
      watermark_fontsize: '0px',
      watermark_alpha: '1.5',
      watermark_angle: '15deg',
      watermark_font: ' ',
      watermark_color: '',
    });
    expect(options).toMatchObject({
      xSpace: 50,
      ySpace: 50,
      fontSize: 18,
      alpha: 0.15,
      angle: 15,
      font: '微软雅黑',
      color: '#000000',
    });
  });

  it('reads sizes with or without px and a negative angle', () => {
    expect(
      parseWatermarkConfig({ ...config, watermark_fontsize: ' 16 ', watermark_angle: '-20' }),
    ).toMatchObject({ fontSize: 16, angle: -20 });
  });
});

describe('drawing sizes', () => {
  const options = { ...WATERMARK_DEFAULTS, text: '内部资料', width: 300 };

  it('uses the font size and family as the canvas font', () => {
    expect(canvasFont(options)).toBe('18px 微软雅黑');
  });

  it('makes a tile of one mark plus the x and y spaces', () => {
    expect(tileSize(options, 72)).toEqual({ width: 350, height: 130 });
  });

  it('widens the mark for a text wider than the configured width, and heightens it per line', () => {
    expect(tileSize({ ...options, text: 'a\nb\nc\nd' }, 412.4)).toEqual({ width: 463, height: 158 });
  });
});
