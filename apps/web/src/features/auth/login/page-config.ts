// The stored layout of the sign-in page (seed 000 §2, §3 "Page configuration"): configData is JSON
// text of the placed components on the 1920×1080 design. Parsed defensively: a component that is
// not an object with a known type and numeric geometry is skipped, never fatal.
import { pageComponentTypeValues, type Schemas } from '@jt/api-contract';

/** A placed component as parsed: every field of the contract's PageComponent present (null when unused). */
export type PageComponent = Required<Schemas['PageComponent']>;
export type PageComponentType = Schemas['PageComponentType'];

export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

const TYPES: ReadonlySet<string> = new Set<PageComponentType>(pageComponentTypeValues);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function styleOf(value: unknown): Record<string, string | number> {
  if (!isRecord(value)) return {};
  const style: Record<string, string | number> = {};
  for (const [key, entry] of Object.entries(value))
    if (typeof entry === 'string' || finite(entry)) style[key] = entry;
  return style;
}

/** The components of configData, in stacking order (z, then their order in the list). */
export function parseConfigData(configData: string): PageComponent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(configData);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const components: PageComponent[] = [];
  for (const item of parsed) {
    if (!isRecord(item) || typeof item.component !== 'string' || !TYPES.has(item.component)) continue;
    const { x, y, w, h } = item;
    if (!finite(x) || !finite(y) || !finite(w) || !finite(h) || w < 0 || h < 0) continue;
    components.push({
      component: item.component as PageComponentType,
      x,
      y,
      w,
      h,
      z: finite(item.z) ? Math.round(item.z) : 0,
      imageName: optionalText(item.imageName),
      coverPhotoName: optionalText(item.coverPhotoName),
      videoName: optionalText(item.videoName),
      textContent: optionalText(item.textContent),
      fontSize: finite(item.fontSize) ? item.fontSize : null,
      fontColor: optionalText(item.fontColor),
      placeholder: optionalText(item.placeholder),
      checkMessage: optionalText(item.checkMessage),
      style: styleOf(item.style),
    });
  }
  // Array sort is stable (ES2019): equal z keep their order in the list.
  return components.sort((a, b) => a.z - b.z);
}

/** The first component of a type, if the page places one. */
export function findComponent(
  components: readonly PageComponent[],
  type: PageComponentType,
): PageComponent | undefined {
  return components.find((component) => component.component === type);
}

/** The tab names of the login tab ('账号登录,手机登录'), split on commas (either width). */
export function tabNames(component: PageComponent | undefined): string[] {
  return (component?.textContent ?? '')
    .split(/[,，]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

export type LoginTab = 'account' | 'phone';

export interface VisibleState {
  tab: LoginTab;
  tenantField: 'select' | 'input' | 'none';
  /** The captcha component shows the text captcha (numberCode, when required) or the inline widget. */
  captchaInForm: boolean;
  /** The phone sign-in is offered (show_phone_code '0'). */
  phoneShown: boolean;
}

/** Which placed components are drawn in this state of the form. */
export function isVisible(component: PageComponent, state: VisibleState): boolean {
  switch (component.component) {
    case 'tenantInput':
      return state.tenantField === 'input';
    case 'tenantSelect':
      return state.tenantField === 'select';
    case 'userNameInput':
    case 'passwordInput':
      return state.tab === 'account';
    case 'phoneInput':
    case 'phoneCodeInput':
      return state.phoneShown && state.tab === 'phone';
    case 'captcha':
      return state.captchaInForm;
    default:
      return true;
  }
}

/** The components the form draws itself (inputs, tabs, captcha, remember-me, button); the rest only show something. */
const FORM_CONTROL_TYPES: ReadonlySet<PageComponentType> = new Set<PageComponentType>([
  'loginTab',
  'tenantInput',
  'tenantSelect',
  'phoneInput',
  'phoneCodeInput',
  'userNameInput',
  'passwordInput',
  'captcha',
  'rememberMe',
  'loginButton',
]);

export function isFormControl(type: PageComponentType): boolean {
  return FORM_CONTROL_TYPES.has(type);
}

/** Whether the component covers the whole 1920×1080 design (a background that may fill the window). */
export function coversDesign(component: PageComponent): boolean {
  return (
    component.x <= 0 &&
    component.y <= 0 &&
    component.x + component.w >= DESIGN_WIDTH &&
    component.y + component.h >= DESIGN_HEIGHT
  );
}

/**
 * The stored files the page shows whatever the form's state: every image of the components that
 * only show something (form controls have none), and a background video with its poster instead
 * of the background's image. What the page downloads first (login-prefetch.ts). A flowing form
 * (a narrow window, issue 18) draws no form box, so its picture is not shown there.
 */
export function shownFileNames(components: readonly PageComponent[], { flow = false } = {}): string[] {
  const names = new Set<string>();
  for (const component of components) {
    if (isFormControl(component.component)) continue;
    if (flow && NOT_DRAWN_IN_FLOW.has(component.component)) continue;
    const files =
      component.component === 'background' && component.videoName
        ? [component.videoName, component.coverPhotoName]
        : [component.imageName];
    for (const name of files) if (name) names.add(name);
  }
  return [...names];
}

/** What the narrow layout leaves out of the flow: the window's background and the form's box (the flow is the box). */
const OUT_OF_FLOW = new Set(['background', 'formBackground']);

/** Of those, what the narrow layout does not draw at all (the background covers the window instead). */
const NOT_DRAWN_IN_FLOW = new Set(['formBackground']);

/**
 * The components of a narrow window (under 768 px, issue 18) in reading order: top to bottom,
 * then left to right, as the 1920×1080 design places them; the flow stacks them at full width.
 */
export function flowOrder(components: readonly PageComponent[]): PageComponent[] {
  return (
    components
      .filter((component) => !OUT_OF_FLOW.has(component.component))
      // Stable: components at the same place keep their order.
      .sort((a, b) => a.y - b.y || a.x - b.x)
  );
}

/** The background's picture (not a video's poster): the one file drawn over the whole window. */
export function backgroundPictureName(components: readonly PageComponent[]): string | null {
  const background = findComponent(components, 'background');
  return background && !background.videoName ? background.imageName : null;
}
