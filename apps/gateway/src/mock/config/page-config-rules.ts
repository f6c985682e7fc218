// What a stored page layout must be before the designer may keep it (issue 15, seed 000 §2–§3):
// every component inside the 1920×1080 design with a size, each type once, and a sign-in page
// that can still sign in; a home layout of home widgets only. The contract has already checked the shapes and the component types.
import { isHomeWidget, PAGE_DESIGN, type PageComponent, type PageComponentType } from '@jt/mocks/page-config';
import type { PageType } from './page-configs';

/** The components a sign-in page cannot do without, with the refusal naming each. */
export const SIGN_IN_REQUIRED: readonly { component: PageComponentType; refusal: string }[] = [
  { component: 'loginButton', refusal: '登录页必须包含登录按钮' },
  { component: 'userNameInput', refusal: '登录页必须包含用户名输入框' },
  { component: 'passwordInput', refusal: '登录页必须包含密码输入框' },
];

export const PAGE_CONFIG_REFUSALS = {
  missing: '页面配置不存在',
  typeChanged: '页面配置的类型不能修改',
  outside: (component: string) =>
    `组件 ${component} 超出 ${PAGE_DESIGN.width}×${PAGE_DESIGN.height} 的设计范围`,
  noSize: (component: string) => `组件 ${component} 的宽度和高度必须大于 0`,
  twice: (component: string) => `组件 ${component} 重复`,
  notOnHome: (component: string) => `首页不能包含组件 ${component}`,
  notOnSignIn: (component: string) => `登录页不能包含组件 ${component}`,
  inUse: '当前使用的页面配置不能删除',
} as const;

type Placed = Pick<PageComponent, 'component' | 'x' | 'y' | 'w' | 'h'>;

/** The first reason the layout cannot be stored for the page type, or null when it can. */
export function layoutRefusal(type: PageType, components: readonly Placed[]): string | null {
  const seen = new Set<string>();
  for (const placed of components) {
    if (seen.has(placed.component)) return PAGE_CONFIG_REFUSALS.twice(placed.component);
    // A home layout is made of home widgets only; a sign-in layout has none of them.
    if (type === '1' && !isHomeWidget(placed.component))
      return PAGE_CONFIG_REFUSALS.notOnHome(placed.component);
    if (type === '0' && isHomeWidget(placed.component))
      return PAGE_CONFIG_REFUSALS.notOnSignIn(placed.component);
    seen.add(placed.component);
    if (!(placed.w > 0 && placed.h > 0)) return PAGE_CONFIG_REFUSALS.noSize(placed.component);
    const inside =
      placed.x >= 0 &&
      placed.y >= 0 &&
      placed.x + placed.w <= PAGE_DESIGN.width &&
      placed.y + placed.h <= PAGE_DESIGN.height;
    if (!inside) return PAGE_CONFIG_REFUSALS.outside(placed.component);
  }
  if (type === '0') {
    const lost = SIGN_IN_REQUIRED.find((required) => !seen.has(required.component));
    if (lost) return lost.refusal;
  }
  return null;
}
