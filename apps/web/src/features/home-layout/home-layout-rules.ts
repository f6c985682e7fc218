// The home page's layouts apart from React: which components are home widgets (the contract
// names them home…), a widget's box on the 1920×1080 design as shares of the stage (the home
// page stretches the design to its width; text keeps its size), the widgets in drawing order,
// and the day the figures count from.
import {
  DESIGN_HEIGHT,
  DESIGN_WIDTH,
  type PageComponent,
  type PageComponentType,
  parseConfigData,
} from '../auth/login/page-config';

export type HomeWidgetType = Extract<PageComponentType, `home${string}`>;

export const isHomeWidget = (type: string): type is HomeWidgetType => type.startsWith('home');

/** The layout's home widgets (configData JSON text), lowest z first as they are drawn. */
export function homeWidgets(configData: string): PageComponent[] {
  return parseConfigData(configData)
    .filter((component) => isHomeWidget(component.component))
    .sort((a, b) => a.z - b.z);
}

const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(4)}%`;

/** The widget's place on the stage, in shares of the design. */
export function widgetBox(component: Pick<PageComponent, 'x' | 'y' | 'w' | 'h' | 'z'>) {
  return {
    left: share(component.x, DESIGN_WIDTH),
    top: share(component.y, DESIGN_HEIGHT),
    width: share(component.w, DESIGN_WIDTH),
    height: share(component.h, DESIGN_HEIGHT),
    zIndex: component.z,
  };
}

/** The start of today in China time ('yyyy-MM-dd 00:00:00'), as the world's records write it. */
export function chinaDayStart(nowMs: number): string {
  return `${new Date(nowMs + 8 * 3600_000).toISOString().slice(0, 10)} 00:00:00`;
}
