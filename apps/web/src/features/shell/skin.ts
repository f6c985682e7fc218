// The shell's skin (皮肤设置, skin_config): the theme colour and the header's look as CSS custom
// properties — Semi's primary-colour tokens (buttons, links, the selected menu entry, focus) and
// the header's background. Pure, so the colour arithmetic is tested without a browser.

export type SkinValues = Readonly<Record<string, string>>;

/** What the shell looks like with no skin saved (the platform's blue, the gradient header). */
export const SKIN_DEFAULTS = { theme_color: '#1456c4', header_style: 'gradient' } as const;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb | null {
  const match = HEX.exec(hex.trim());
  return match
    ? [
        Number.parseInt(match[1] ?? '', 16),
        Number.parseInt(match[2] ?? '', 16),
        Number.parseInt(match[3] ?? '', 16),
      ]
    : null;
}

/** The colour mixed towards black by `amount` (0–1), as a hover or a pressed state darkens. */
function darker([r, g, b]: Rgb, amount: number): string {
  const mix = (c: number) => Math.round(c * (1 - amount));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

const rgba = ([r, g, b]: Rgb, alpha: number) => `rgba(${r}, ${g}, ${b}, ${alpha})`;

/**
 * The custom properties of a skin; a colour that is not #RRGGBB falls back to the default, as
 * does an unknown header style (the gateway refuses both; an old store may still hold them).
 */
export function skinVariables(values: SkinValues): Record<string, string> {
  const colour = rgbOf(values.theme_color ?? '') ?? (rgbOf(SKIN_DEFAULTS.theme_color) as Rgb);
  const solid = values.header_style === 'solid';
  const base = `rgb(${colour.join(', ')})`;
  return {
    '--semi-color-primary': base,
    '--semi-color-primary-hover': darker(colour, 0.12),
    '--semi-color-primary-active': darker(colour, 0.24),
    '--semi-color-primary-light-default': rgba(colour, 0.1),
    '--semi-color-primary-light-hover': rgba(colour, 0.16),
    '--semi-color-primary-light-active': rgba(colour, 0.24),
    '--semi-color-focus-border': base,
    '--semi-color-link': base,
    '--semi-color-link-hover': darker(colour, 0.12),
    '--jt-header-from': solid ? base : darker(colour, 0.45),
    '--jt-header-to': base,
  };
}
