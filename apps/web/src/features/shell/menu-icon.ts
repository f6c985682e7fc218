// Menu icons (seed 000 §3, §7): an entry's base64 image when it has one, else its place in the
// menu sprite of sprite_config (sprite_url_key, one icon every sprite_width_key px in a picture of
// sprite_pic_default_size_key px; defaults 100 and 1000, §9), scaled down to the menu's icon size.

export interface SpriteSettings {
  /** Width of one icon in the sprite picture, px. */
  iconWidth: number;
  /** Width of the whole sprite picture, px. */
  size: number;
}

export interface SpriteIconStyle {
  backgroundPosition: string;
  backgroundSize: string;
}

/** Reads 'x y' as two px lengths ('-100px 0px', '-100 0', '0px'); null for anything else. */
export function parseImagePosition(position: string | null | undefined): [number, number] | null {
  const parts = (position ?? '').trim().split(/\s+/);
  if (parts.length === 0 || parts.length > 2 || parts[0] === '') return null;
  const values = parts.map((part) => /^(-?\d+(?:\.\d+)?)(px)?$/i.exec(part));
  if (values.some((match) => !match)) return null;
  const [x, y = 0] = values.map((match) => Number(match?.[1]));
  return [x ?? 0, y];
}

/**
 * The background of one sprite icon shown at `displaySize` px: position and picture size scaled
 * by displaySize / iconWidth, so the icon's cell fills the box. Null without a usable position.
 */
export function spriteIconStyle(
  imagePosition: string | null | undefined,
  sprite: SpriteSettings,
  displaySize: number,
): SpriteIconStyle | null {
  const position = parseImagePosition(imagePosition);
  if (!position || sprite.iconWidth <= 0 || sprite.size <= 0) return null;
  const scale = displaySize / sprite.iconWidth;
  const [x, y] = position.map((value) => round(value * scale));
  return {
    backgroundPosition: `${x}px ${y}px`,
    backgroundSize: `${round(sprite.size * scale)}px auto`,
  };
}

const round = (value: number) => Math.round(value * 100) / 100 + 0;

/** Only data URLs of images are used as base64 icons; a bare base64 string is taken as PNG. */
export function base64IconSource(base64: string | null | undefined): string | null {
  const value = base64?.trim();
  if (!value) return null;
  if (value.startsWith('data:image/')) return value;
  if (/^[A-Za-z0-9+/=\s]+$/.test(value)) return `data:image/png;base64,${value.replace(/\s+/g, '')}`;
  return null;
}
