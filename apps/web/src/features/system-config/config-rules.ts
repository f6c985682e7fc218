// The fields of the configuration pages (通用配置, 会话配置, 地图配置) and the checks the form makes
// before saving: the same ones the gateway's saveConfig makes, so a refusal is seen at the field.
import { mapCenterError, type Schemas } from '@jt/api-contract';

export type ConfigCode = Schemas['ConfigCode'];
export type ConfigKey = Schemas['ConfigKey'];

export type FieldKind =
  | { kind: 'switch' }
  | { kind: 'select'; options: ReadonlyArray<{ value: string; label: string }> }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'decimal'; min: number; max: number }
  | { kind: 'color' }
  | { kind: 'pixels' }
  | { kind: 'text'; max: number }
  | { kind: 'route' }
  | { kind: 'mapCenter' }
  | { kind: 'geoJson' };

export interface ConfigField {
  key: ConfigKey;
  label: string;
  type: FieldKind;
}

export interface ConfigSection {
  code: ConfigCode;
  title: string;
  /** The code of the section's 保存 in the menu tree (seed 000 §6): its page's, as the gateway reads it off `code`. */
  button: string;
  fields: readonly ConfigField[];
}

/** The button codes of the configuration pages' 保存 (验证码配置's card has its own). */
export const CONFIG_BUTTONS = {
  general: 'config:save',
  captcha: 'captcha:save',
  map: 'mapConfig:save',
  session: 'session:save',
  skin: 'skin:save',
} as const;

export const CONFIG_TEXTS = {
  save: '保存',
  saved: '保存成功',
  saveFailed: '保存失败',
  loadFailed: '配置读取失败',
  required: '不能为空',
  on: '开启',
  off: '关闭',
} as const;

/** The message for a value the field refuses; '' when it may be saved. */
export function fieldError(type: FieldKind, raw: string): string {
  const value = raw ?? '';
  switch (type.kind) {
    case 'switch':
      return value === '0' || value === '1' ? '' : '请选择开启或关闭';
    case 'select':
      return type.options.some((o) => o.value === value) ? '' : '请选择一项';
    case 'integer':
      return /^-?\d+$/.test(value.trim()) && Number(value) >= type.min && Number(value) <= type.max
        ? ''
        : `应为 ${type.min} 到 ${type.max} 之间的整数`;
    case 'decimal':
      return /^-?\d+(\.\d+)?$/.test(value.trim()) && Number(value) >= type.min && Number(value) <= type.max
        ? ''
        : `应为 ${type.min} 到 ${type.max} 之间的数`;
    case 'color':
      return /^#[0-9a-fA-F]{6}$/.test(value) ? '' : '应为 #RRGGBB 颜色';
    case 'pixels':
      return /^\d{1,3}px$/.test(value) && Number.parseInt(value, 10) >= 1 ? '' : '应为像素大小，如 18px';
    case 'text':
      if (value.trim() === '') return CONFIG_TEXTS.required;
      return value.length > type.max ? `不能超过 ${type.max} 个字符` : '';
    case 'route':
      return /^\/[\w\-/]*$/.test(value) ? '' : '应为以 / 开头的路由地址';
    case 'geoJson':
      return /^\/media\/[\w\-.]+\.geojson$/.test(value) ? '' : '应为 /media/ 下的 .geojson 文件地址';
    case 'mapCenter':
      return mapCenterError(value);
  }
}

const SWITCH: FieldKind = { kind: 'switch' };

/** 水印配置 (seed 000 §3 watermark config), shown over every page of the shell. */
const WATERMARK_SECTION: ConfigSection = {
  code: 'water_mark_config',
  title: '水印配置',
  button: CONFIG_BUTTONS.general,
  fields: [
    { key: 'enable_watermark_config', label: '启用水印', type: SWITCH },
    { key: 'watermark_txt', label: '水印文字', type: { kind: 'text', max: 100 } },
    { key: 'watermark_font', label: '字体', type: { kind: 'text', max: 50 } },
    { key: 'watermark_fontsize', label: '字号', type: { kind: 'pixels' } },
    { key: 'watermark_color', label: '颜色', type: { kind: 'color' } },
    { key: 'watermark_alpha', label: '透明度（0–1）', type: { kind: 'decimal', min: 0, max: 1 } },
    { key: 'watermark_angle', label: '旋转角度', type: { kind: 'decimal', min: -180, max: 180 } },
    { key: 'watermark_x_space', label: '水平间距', type: { kind: 'integer', min: 0, max: 1000 } },
    { key: 'watermark_y_space', label: '垂直间距', type: { kind: 'integer', min: 0, max: 1000 } },
  ],
};

/** 通用配置: the shell's title and home page, the sign-in's captcha, the big screens, the watermark. */
export const GENERAL_SECTIONS: readonly ConfigSection[] = [
  {
    code: 'common_config',
    title: '系统信息',
    button: CONFIG_BUTTONS.general,
    fields: [
      { key: 'sys_title_name', label: '系统名称', type: { kind: 'text', max: 50 } },
      { key: 'sys_title_logo', label: '系统标志文件', type: { kind: 'text', max: 200 } },
      { key: 'default_home_page', label: '默认首页', type: { kind: 'route' } },
      { key: 'enable_top_menu', label: '顶部菜单', type: SWITCH },
    ],
  },
  {
    code: 'captcha_config',
    title: '验证码配置',
    button: CONFIG_BUTTONS.captcha,
    fields: [
      {
        key: 'captcha_type',
        label: '验证码类型',
        type: {
          kind: 'select',
          options: [
            { value: '0', label: '数字验证码' },
            { value: '1', label: '滑块拼图' },
            { value: '2', label: '文字点选' },
          ],
        },
      },
      { key: 'show_captcha', label: '登录验证码', type: SWITCH },
      { key: 'show_phone_code', label: '短信验证码', type: SWITCH },
      { key: 'captcha_max_attempts', label: '最大失败次数', type: { kind: 'integer', min: 1, max: 20 } },
      {
        key: 'verify_code_forbidden_time',
        label: '锁定时长（秒）',
        type: { kind: 'integer', min: 1, max: 86400 },
      },
    ],
  },
  {
    code: 'big_screen_config',
    title: '大屏配置',
    button: CONFIG_BUTTONS.general,
    fields: [
      { key: 'enable_bigscreen', label: '启用大屏', type: SWITCH },
      { key: 'default_bigscreen_route', label: '默认大屏路由', type: { kind: 'route' } },
    ],
  },
  WATERMARK_SECTION,
];

/** 会话配置: what decides how a sign-in goes (tenant mode, password lifetime). */
export const SESSION_SECTIONS: readonly ConfigSection[] = [
  {
    code: 'sass_config',
    title: '租户模式',
    button: CONFIG_BUTTONS.session,
    fields: [
      { key: 'sass_model', label: '多租户模式', type: SWITCH },
      { key: 'common_tenant_account', label: '默认租户账号', type: { kind: 'text', max: 64 } },
    ],
  },
  {
    code: 'password_config',
    title: '密码有效期',
    button: CONFIG_BUTTONS.session,
    fields: [
      {
        key: 'password_expire_period',
        label: '密码有效期（天）',
        type: { kind: 'integer', min: 1, max: 3650 },
      },
    ],
  },
];

/** 地图配置: what the sign-in puts in the session for the map (seed 000 §3 session values). */
export const MAP_SECTIONS: readonly ConfigSection[] = [
  {
    code: 'map_config',
    title: '地图配置',
    button: CONFIG_BUTTONS.map,
    fields: [
      { key: 'map_center', label: '地图中心（经度,纬度）', type: { kind: 'mapCenter' } },
      { key: 'current_area', label: '当前区域', type: { kind: 'text', max: 50 } },
      { key: 'geo_json', label: '区域边界 GeoJSON', type: { kind: 'geoJson' } },
    ],
  },
];

/** 皮肤设置: the shell's theme colour and header (skin_config, inferred), worn at once when saved. */
export const SKIN_SECTIONS: readonly ConfigSection[] = [
  {
    code: 'skin_config',
    title: '皮肤设置',
    button: CONFIG_BUTTONS.skin,
    fields: [
      { key: 'theme_color', label: '主题色', type: { kind: 'color' } },
      {
        key: 'header_style',
        label: '顶栏样式',
        type: {
          kind: 'select',
          options: [
            { value: 'gradient', label: '渐变' },
            { value: 'solid', label: '纯色' },
          ],
        },
      },
    ],
  },
];
