// The page designer's pure rules (issue 15): placing, moving and resizing a component inside the
// 1920×1080 design, the sign-in page's required components, and the save call's body. The
// gateway decides what is stored (savePageConfig); these keep the canvas from making what it
// would refuse.
import type { Schemas } from '@jt/api-contract';
import {
  DESIGN_HEIGHT,
  DESIGN_WIDTH,
  type PageComponent,
  type PageComponentType,
} from '../auth/login/page-config';
import { isHomeWidget } from '../home-layout/home-layout-rules';
import { HOME_TEXTS } from '../home-layout/home-texts';

export type PageType = Schemas['PageConfigType'];
export type Box = Pick<PageComponent, 'x' | 'y' | 'w' | 'h'>;

/**
 * The button codes of 首页管理 (新增首页 and 复制 add a layout, 设为当前, 删除) in the menu tree
 * (seed 000 §6).
 */
export const HOME_LAYOUT_BUTTONS = { add: 'home:add', use: 'home:use', delete: 'home:delete' } as const;

/** Each designer's 保存 and 设为当前: 自定义登录页's own codes; 自定义首页's 设为当前 is 首页管理's. */
export const DESIGNER_BUTTONS: Readonly<Record<PageType, { save: string; use: string }>> = {
  '0': { save: 'customLogin:save', use: 'customLogin:use' },
  '1': { save: 'customHome:save', use: HOME_LAYOUT_BUTTONS.use },
};

/** Smallest size the handles leave a component (design pixels). */
export const MIN_SIZE = 8;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The box moved to (x, y), kept whole inside the design; positions are whole pixels. */
export function moveTo(box: Box, x: number, y: number): Box {
  return {
    ...box,
    x: clamp(Math.round(x), 0, DESIGN_WIDTH - box.w),
    y: clamp(Math.round(y), 0, DESIGN_HEIGHT - box.h),
  };
}

/** The box moved by (dx, dy), as the arrow keys nudge it. */
export const nudge = (box: Box, dx: number, dy: number): Box => moveTo(box, box.x + dx, box.y + dy);

/** The box given a new position and size (a resize handle), clipped to the design. */
export function resizeTo(next: Box): Box {
  const x = clamp(Math.round(next.x), 0, DESIGN_WIDTH - MIN_SIZE);
  const y = clamp(Math.round(next.y), 0, DESIGN_HEIGHT - MIN_SIZE);
  return {
    x,
    y,
    w: clamp(Math.round(next.w), MIN_SIZE, DESIGN_WIDTH - x),
    h: clamp(Math.round(next.h), MIN_SIZE, DESIGN_HEIGHT - y),
  };
}

/** The arrow key's step: 1 design pixel, 10 with Shift; null for other keys. */
export function arrowStep(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/** The component types a page of the type is made of: home widgets on the home page, the rest on the sign-in page. */
export function componentTypesFor(type: PageType, all: readonly PageComponentType[]): PageComponentType[] {
  return all.filter((component) => isHomeWidget(component) === (type === '1'));
}

/** What 添加组件 calls a type: a home widget by its Chinese name, a sign-in component by its identifier. */
export function componentLabel(component: PageComponentType): string {
  return isHomeWidget(component) ? HOME_TEXTS.widgets[component] : component;
}

/** The types not yet placed, which 添加组件 offers. */
export function addableTypes(
  all: readonly PageComponentType[],
  placed: readonly PageComponent[],
): PageComponentType[] {
  const used = new Set(placed.map((component) => component.component));
  return all.filter((type) => !used.has(type));
}

/** A new component of the type, centred on the design, on top of the others. */
export function newComponent(type: PageComponentType, placed: readonly PageComponent[]): PageComponent {
  const widget = isHomeWidget(type);
  const w = type === 'background' ? DESIGN_WIDTH : widget ? 940 : 300;
  const h = type === 'background' ? DESIGN_HEIGHT : widget ? 400 : 48;
  return {
    component: type,
    x: (DESIGN_WIDTH - w) / 2,
    y: (DESIGN_HEIGHT - h) / 2,
    w,
    h,
    z: type === 'background' ? 0 : Math.max(0, ...placed.map((component) => component.z)) + 1,
    imageName: null,
    coverPhotoName: null,
    videoName: null,
    // A home widget's title is its text (the name until the designer changes it).
    textContent: widget ? HOME_TEXTS.widgets[type] : null,
    fontSize: 16,
    fontColor: '#ffffff',
    placeholder: null,
    checkMessage: null,
    style: {},
  };
}

/** The savePageConfig body for the edited layout. */
export function saveBody(
  config: { id: string; name: string | null; type: PageType },
  components: readonly PageComponent[],
): Schemas['PageConfigSave'] {
  return { id: config.id, name: config.name ?? '', type: config.type, configData: [...components] };
}
