// The layout used when the stored page configuration cannot be read or places no form: the
// sign-in must stay possible. Same component model as configData, on the 1920×1080 design.
import type { PageComponent } from './page-config';

function place(
  component: PageComponent['component'],
  x: number,
  y: number,
  w: number,
  h: number,
  rest: Partial<PageComponent> = {},
): PageComponent {
  return {
    component,
    x,
    y,
    w,
    h,
    z: 3,
    imageName: null,
    coverPhotoName: null,
    videoName: null,
    textContent: null,
    fontSize: 16,
    fontColor: '#1f2d3d',
    placeholder: null,
    checkMessage: null,
    style: {},
    ...rest,
  };
}

const row = (n: number) => 400 + n * 68;
const FIELD = { backgroundColor: '#ffffff', borderRadius: 4, border: '1px solid #c9d4e3' };

export const DEFAULT_LAYOUT: readonly PageComponent[] = [
  place('formBackground', 700, 230, 520, 620, {
    z: 1,
    style: { backgroundColor: 'rgba(6, 30, 72, 0.72)', borderRadius: 12 },
  }),
  place('formTitle', 750, 270, 420, 48, {
    textContent: '交通数字大脑',
    fontSize: 30,
    fontColor: '#ffffff',
    style: { textAlign: 'center', fontWeight: 'bold', letterSpacing: 4 },
  }),
  place('loginTab', 750, 336, 420, 40, { textContent: '账号登录', fontSize: 18, fontColor: '#8fc8ff' }),
  place('tenantInput', 750, row(0), 420, 48, { placeholder: '请输入租户账号', style: FIELD }),
  place('tenantSelect', 750, row(0), 420, 48, { placeholder: '请选择租户', style: FIELD }),
  place('userNameInput', 750, row(1), 420, 48, { placeholder: '请输入用户名', style: FIELD }),
  place('passwordInput', 750, row(2), 420, 48, { placeholder: '请输入密码', style: FIELD }),
  place('captcha', 750, row(3), 420, 48, { placeholder: '请输入验证码', style: FIELD }),
  place('rememberMe', 750, row(4) - 4, 200, 24, {
    textContent: '记住密码',
    fontSize: 14,
    fontColor: '#d0e4ff',
  }),
  place('loginButton', 750, row(4) + 40, 420, 52, {
    textContent: '登 录',
    fontSize: 20,
    fontColor: '#ffffff',
    style: { backgroundColor: '#1677ff', borderRadius: 4, letterSpacing: 8 },
  }),
];
