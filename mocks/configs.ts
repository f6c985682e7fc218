// The system configuration codes of seed 000 §7 and their values, as the mock starts with them.
// Values are text, as the backend stores them; for the switches '0' means on.

export type ConfigCode =
  | 'sprite_config'
  | 'captcha_config'
  | 'sass_config'
  | 'map_config'
  | 'common_config'
  | 'big_screen_config'
  | 'water_mark_config'
  | 'password_config'
  | 'skin_config';

export type ConfigValues = Record<ConfigCode, Record<string, string>>;

export const seedConfigs: ConfigValues = {
  sprite_config: {
    sprite_url_key: 'menu-sprite.png',
    sprite_width_key: '100',
    sprite_pic_default_size_key: '1000',
  },
  captcha_config: {
    // '0' numberCode (digit image), '1' blockPuzzle, '2' clickWord; anything else numberCode.
    captcha_type: '1',
    captcha_max_attempts: '5',
    verify_code_forbidden_time: '60',
    show_captcha: '0',
    show_phone_code: '1',
  },
  sass_config: {
    sass_model: '0',
    common_tenant_account: 'jtdemo',
  },
  map_config: {
    map_center: '118.796877,32.060255',
    current_area: '江宁区',
    geo_json: '/media/jiangning-district.geojson',
  },
  common_config: {
    default_home_page: '/home',
    sys_title_logo: 'platform-logo.png',
    sys_title_name: '交通数字大脑',
    enable_top_menu: '1',
  },
  big_screen_config: {
    enable_bigscreen: '1',
    default_bigscreen_route: '/gl-diseaseInspection',
  },
  water_mark_config: {
    enable_watermark_config: '0',
    watermark_txt: '交通数字大脑 内部资料',
    watermark_x_space: '50',
    watermark_y_space: '50',
    watermark_font: '微软雅黑',
    watermark_color: '#000000',
    watermark_fontsize: '18px',
    watermark_alpha: '0.15',
    watermark_angle: '15',
  },
  password_config: {
    password_expire_period: '90',
  },
  // 皮肤设置: the shell's theme colour (buttons, links, the selected menu entry, the header) and
  // the header's look; the shell applies them when it opens and when they are saved.
  skin_config: {
    theme_color: '#1456c4',
    header_style: 'gradient',
  },
};
