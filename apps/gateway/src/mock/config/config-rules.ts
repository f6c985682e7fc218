// What a configuration key may hold (saveConfig): the keys of each code and their types, so a
// value the sign-in, the shell or the map could not read is refused before it is stored.
import { mapCenterError } from '@jt/api-contract';
import type { ConfigCode } from './config-values';

type Check = (value: string) => string | null;

const SWITCH: Check = (v) => (v === '0' || v === '1' ? null : "只能是 '0'（开启）或 '1'（关闭）");
const integer =
  (min: number, max: number): Check =>
  (v) =>
    /^-?\d+$/.test(v) && Number(v) >= min && Number(v) <= max ? null : `应为 ${min} 到 ${max} 之间的整数`;
const decimal =
  (min: number, max: number): Check =>
  (v) =>
    /^-?\d+(\.\d+)?$/.test(v) && Number(v) >= min && Number(v) <= max
      ? null
      : `应为 ${min} 到 ${max} 之间的数`;
const text =
  (max: number): Check =>
  (v) =>
    v.trim() === '' ? '不能为空' : v.length > max ? `不能超过 ${max} 个字符` : null;
const ROUTE: Check = (v) => (/^\/[\w\-/]*$/.test(v) ? null : '应为以 / 开头的路由地址');
const oneOf =
  (...allowed: string[]): Check =>
  (v) =>
    allowed.includes(v) ? null : `只能是 ${allowed.map((a) => `'${a}'`).join('、')} 之一`;

const COLOUR: Check = (v) => (/^#[0-9a-fA-F]{6}$/.test(v) ? null : '应为 #RRGGBB 颜色');
const MAP_CENTER: Check = (v) => mapCenterError(v) || null;
const GEO_JSON: Check = (v) =>
  /^\/media\/[\w\-.]+\.geojson$/.test(v) ? null : '应为 /media/ 下的 .geojson 文件地址';

/** Every key of every code with its check; a key not listed under its code is refused. */
export const CONFIG_RULES: Record<ConfigCode, Record<string, Check>> = {
  sprite_config: {
    sprite_url_key: text(200),
    sprite_width_key: integer(1, 1000),
    sprite_pic_default_size_key: integer(1, 100000),
  },
  captcha_config: {
    captcha_type: oneOf('0', '1', '2'),
    captcha_max_attempts: integer(1, 20),
    verify_code_forbidden_time: integer(1, 86400),
    show_captcha: SWITCH,
    show_phone_code: SWITCH,
  },
  sass_config: { sass_model: SWITCH, common_tenant_account: text(64) },
  map_config: { map_center: MAP_CENTER, current_area: text(50), geo_json: GEO_JSON },
  common_config: {
    default_home_page: ROUTE,
    sys_title_logo: text(200),
    sys_title_name: text(50),
    enable_top_menu: SWITCH,
  },
  big_screen_config: { enable_bigscreen: SWITCH, default_bigscreen_route: ROUTE },
  water_mark_config: {
    enable_watermark_config: SWITCH,
    watermark_txt: text(100),
    watermark_x_space: integer(0, 1000),
    watermark_y_space: integer(0, 1000),
    watermark_font: text(50),
    watermark_color: COLOUR,
    watermark_fontsize: (v) =>
      /^\d{1,3}px$/.test(v) && Number.parseInt(v, 10) >= 1 ? null : '应为像素大小，如 18px',
    watermark_alpha: decimal(0, 1),
    watermark_angle: decimal(-180, 180),
  },
  password_config: { password_expire_period: integer(1, 3650) },
  skin_config: { theme_color: COLOUR, header_style: oneOf('gradient', 'solid') },
};

/** The first refusal of a save, worded for the administrator; null when every entry may be stored. */
export function configRefusal(
  code: ConfigCode,
  entries: ReadonlyArray<{ code: string; value: string }>,
): string | null {
  const rules = CONFIG_RULES[code];
  const seen = new Set<string>();
  for (const { code: key, value } of entries) {
    const check = rules[key];
    if (!check) return `配置项 ${key} 不属于 ${code}`;
    if (seen.has(key)) return `配置项 ${key} 重复`;
    seen.add(key);
    const reason = check(value);
    if (reason) return `配置项 ${key} ${reason}`;
  }
  return null;
}
