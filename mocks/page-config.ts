// The stored page configurations (seed 000 §2 "Sign-in page", §3 "Page configuration"): the
// sign-in page as placed components on the 1920×1080 design, in two variants QA can switch
// between (image background, video background), and the home page's (empty) layout. The
// images and the video are files of mocks/files, read through the minio download call.

import { type components, pageComponentTypeValues } from '@jt/api-contract';

/** The design size every position refers to (seed 000 §9). */
export const PAGE_DESIGN = { width: 1920, height: 1080 } as const;

export type PageComponentType = components['schemas']['PageComponentType'];

/** Every component type of seed 000 §2, in the contract's order. */
export const PAGE_COMPONENT_TYPES: readonly PageComponentType[] = pageComponentTypeValues;

/** A widget of the home page (page type '1'): the contract names them all home…. */
export const isHomeWidget = (type: string): boolean => type.startsWith('home');

/** The sign-in page's component types (seed 000 §2). */
export const SIGN_IN_COMPONENT_TYPES: readonly PageComponentType[] = PAGE_COMPONENT_TYPES.filter(
  (type) => !isHomeWidget(type),
);

/** One placed component (contract PageComponent); every field is present, null when unused. */
export interface PageComponent {
  component: PageComponentType;
  x: number;
  y: number;
  w: number;
  h: number;
  z: number;
  imageName: string | null;
  coverPhotoName: string | null;
  videoName: string | null;
  textContent: string | null;
  fontSize: number | null;
  fontColor: string | null;
  placeholder: string | null;
  checkMessage: string | null;
  style: Record<string, string | number>;
}

/** A stored page configuration as getCurrentPageConfig answers it (configData is JSON text). */
export interface SeedPageConfig {
  id: string;
  name: string;
  /** '0' the sign-in page, '1' the home page. */
  type: '0' | '1';
  configData: string;
}

type Placement = Pick<PageComponent, 'component' | 'x' | 'y' | 'w' | 'h' | 'z'>;

/** A component placed at `at`, every other field null unless given. */
export function place(
  at: Placement,
  rest: Partial<Omit<PageComponent, keyof Placement>> = {},
): PageComponent {
  return {
    ...at,
    imageName: null,
    coverPhotoName: null,
    videoName: null,
    textContent: null,
    fontSize: null,
    fontColor: null,
    placeholder: null,
    checkMessage: null,
    style: {},
    ...rest,
  };
}

// The form card on the right; its fields share one column. Tenant input and tenant select share
// a slot (multi- or single-tenant mode), as do user name / phone and password / SMS code (the
// account and phone tabs): the page shows one of each pair.
const CARD = { x: 1240, y: 200, w: 520, h: 590 };
const FIELD_X = CARD.x + 50;
const FIELD_W = CARD.w - 100;
const FIELD_H = 48;
const row = (n: number) => 360 + n * 68;

const fieldStyle = {
  backgroundColor: 'rgba(255, 255, 255, 0.94)',
  borderRadius: 4,
  border: '1px solid rgba(64, 158, 255, 0.45)',
};
const FIELD_TEXT = '#1f2d3d';
const FOOTER_TEXT = '#c9dcf5';

function input(
  component: PageComponentType,
  slot: number,
  placeholder: string,
  checkMessage: string | null = null,
): PageComponent {
  return place(
    { component, x: FIELD_X, y: row(slot), w: FIELD_W, h: FIELD_H, z: 3 },
    { fontSize: 16, fontColor: FIELD_TEXT, placeholder, checkMessage, style: fieldStyle },
  );
}

function signInComponents(background: PageComponent, formTitle: string): PageComponent[] {
  return [
    background,
    place(
      { component: 'logo', x: 72, y: 36, w: 64, h: 64, z: 2 },
      { imageName: 'logo.png', style: { objectFit: 'contain' } },
    ),
    place(
      { component: 'logoTitle', x: 152, y: 44, w: 560, h: 48, z: 2 },
      {
        textContent: '交通数字大脑',
        fontSize: 30,
        fontColor: '#ffffff',
        style: { fontWeight: 'bold', letterSpacing: 4, lineHeight: '48px' },
      },
    ),
    place(
      { component: 'gradientTitle', x: 120, y: 250, w: 1000, h: 100, z: 2 },
      {
        textContent: '公路智慧巡检养护平台',
        fontSize: 68,
        fontColor: '#ffffff',
        style: {
          backgroundImage: 'linear-gradient(180deg, #ffffff 20%, #8fd3ff 100%)',
          fontWeight: 'bold',
          letterSpacing: 10,
          lineHeight: '100px',
        },
      },
    ),
    place(
      { component: 'formBackground', ...CARD, z: 1 },
      {
        imageName: 'login-form-bg.png',
        style: { borderRadius: 12, backgroundColor: 'rgba(6, 30, 72, 0.55)' },
      },
    ),
    place(
      { component: 'formTitle', x: FIELD_X, y: 236, w: FIELD_W, h: 44, z: 3 },
      {
        textContent: formTitle,
        fontSize: 28,
        fontColor: '#ffffff',
        style: { textAlign: 'center', fontWeight: 'bold', letterSpacing: 4 },
      },
    ),
    place(
      { component: 'loginTab', x: FIELD_X, y: 298, w: FIELD_W, h: 40, z: 3 },
      {
        textContent: '账号登录,手机登录',
        fontSize: 18,
        fontColor: '#8fc8ff',
        style: { borderBottom: '1px solid rgba(143, 200, 255, 0.35)' },
      },
    ),
    input('tenantInput', 0, '请输入租户账号', '请填写租户账号'),
    input('tenantSelect', 0, '请选择租户'),
    input('userNameInput', 1, '请输入用户名'),
    input('phoneInput', 1, '请输入手机号'),
    input('passwordInput', 2, '请输入密码'),
    input('phoneCodeInput', 2, '请输入短信验证码', '请输入6位短信验证码'),
    input('captcha', 3, '请输入验证码'),
    place(
      { component: 'rememberMe', x: FIELD_X, y: row(4) - 4, w: 200, h: 24, z: 3 },
      { textContent: '记住密码', fontSize: 14, fontColor: '#d0e4ff' },
    ),
    place(
      { component: 'loginButton', x: FIELD_X, y: row(4) + 40, w: FIELD_W, h: 52, z: 3 },
      {
        textContent: '登 录',
        fontSize: 20,
        fontColor: '#ffffff',
        style: {
          backgroundImage: 'linear-gradient(90deg, #1677ff 0%, #22b8ff 100%)',
          borderRadius: 4,
          letterSpacing: 8,
        },
      },
    ),
    place(
      { component: 'wechat', x: 1772, y: 872, w: 116, h: 148, z: 2 },
      {
        imageName: 'wechat-qrcode.png',
        textContent: '扫码关注公众号',
        fontSize: 13,
        fontColor: FOOTER_TEXT,
        style: { textAlign: 'center' },
      },
    ),
    place(
      { component: 'company', x: 460, y: 976, w: 1000, h: 22, z: 2 },
      {
        textContent: '技术支持：江苏交通数字科技有限公司',
        fontSize: 14,
        fontColor: FOOTER_TEXT,
        style: { textAlign: 'center' },
      },
    ),
    place(
      { component: 'organizer', x: 460, y: 1002, w: 1000, h: 22, z: 2 },
      {
        textContent: '主办单位：南京市江宁区交通运输局',
        fontSize: 14,
        fontColor: FOOTER_TEXT,
        style: { textAlign: 'center' },
      },
    ),
    place(
      { component: 'webCode', x: 460, y: 1028, w: 490, h: 22, z: 2 },
      {
        textContent: '网站标识码：3201150016',
        fontSize: 14,
        fontColor: FOOTER_TEXT,
        style: { textAlign: 'right' },
      },
    ),
    place(
      { component: 'filingNumber', x: 970, y: 1028, w: 490, h: 22, z: 2 },
      {
        imageName: 'beian-police.png',
        textContent: '苏公网安备 32011502011287号',
        fontSize: 14,
        fontColor: FOOTER_TEXT,
        style: { textAlign: 'left' },
      },
    ),
  ];
}

const FULL = {
  component: 'background',
  x: 0,
  y: 0,
  w: PAGE_DESIGN.width,
  h: PAGE_DESIGN.height,
  z: 0,
} as const;

/** Sign-in page with the generated highway picture as background. */
export const imageSignInComponents = signInComponents(
  place(FULL, { imageName: 'login-background.jpg', style: { objectFit: 'cover' } }),
  '用户登录',
);

/** Sign-in page with the looping highway video as background (poster: its first frame). */
export const videoSignInComponents = signInComponents(
  place(FULL, {
    videoName: 'login-background.mp4',
    coverPhotoName: 'login-background-cover.jpg',
    style: { objectFit: 'cover' },
  }),
  '欢迎登录',
);

export const seedPageConfigs: readonly SeedPageConfig[] = [
  { id: '1', name: '默认登录页（图片背景）', type: '0', configData: JSON.stringify(imageSignInComponents) },
  { id: '2', name: '登录页（视频背景）', type: '0', configData: JSON.stringify(videoSignInComponents) },
  // The home page has no configurable components in this build: an empty layout.
  { id: '3', name: '默认首页', type: '1', configData: '[]' },
];

/** Which configuration of each page type is in use (QA switches the sign-in page to '2'). */
export const seedCurrentPageConfig: Readonly<Record<SeedPageConfig['type'], string>> = { '0': '1', '1': '3' };

/** The style previews minioDownload answers for `?id=` (page configuration id → picture). */
export const stylePreviews: Readonly<Record<string, string>> = {
  '1': 'login-style-1-preview.jpg',
  '2': 'login-style-2-preview.jpg',
};
