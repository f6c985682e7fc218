// What the user chose for a table — columns shown or hidden (列设置), their order (dragged by the
// header) and their widths (dragged at the header's edge) — kept per user and per route, so a
// table opens as that user left it. Only the columns the user saw are remembered: a column the
// configuration adds later starts as the configuration says (isShow, its place at the end of the
// user's order), and a remembered choice never hides every column. Pure, tested directly.
import type { ConfiguredColumn } from './table-columns';
import { initiallyHidden, orderedColumns } from './table-columns';

/** The localStorage key (the app's own, not a seed's; logout clears it with the rest). */
export const COLUMN_CHOICES_KEY = 'jt-table-columns';

/** The narrowest and widest a dragged column may be (px): a header stays readable and reachable. */
export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 800;

/** One user's choice on one route. */
export interface RouteChoice {
  /** Column key → shown (only the columns the user chose for). */
  shown: Record<string, boolean>;
  /** Column keys in the order the user dragged them to (empty: the configured order). */
  order: string[];
  /** Column key → width in px the user dragged it to. */
  widths: Record<string, number>;
}

/** User (userId) → route → choice. */
export type ColumnChoices = Record<string, Record<string, RouteChoice>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseRouteChoice(value: unknown): RouteChoice | null {
  if (!isRecord(value)) return null;
  const shown = isRecord(value.shown)
    ? Object.fromEntries(Object.entries(value.shown).filter(([, v]) => typeof v === 'boolean'))
    : {};
  const order = Array.isArray(value.order)
    ? [...new Set(value.order.filter((key): key is string => typeof key === 'string'))]
    : [];
  const widths = isRecord(value.widths)
    ? Object.fromEntries(
        Object.entries(value.widths)
          .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
          .filter(([, width]) => Number.isFinite(width))
          .map(([key, width]) => [key, clampWidth(width)]),
      )
    : {};
  return { shown: shown as Record<string, boolean>, order, widths };
}

/** The stored choices, or none when the stored text is absent or not of this shape. */
export function parseChoices(text: string | null): ColumnChoices {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value)) return {};
    const choices: ColumnChoices = {};
    for (const [user, routes] of Object.entries(value)) {
      if (!isRecord(routes)) continue;
      const kept: Record<string, RouteChoice> = {};
      for (const [route, choice] of Object.entries(routes)) {
        const parsed = parseRouteChoice(choice);
        if (parsed) kept[route] = parsed;
      }
      choices[user] = kept;
    }
    return choices;
  } catch {
    return {};
  }
}

/** A dragged width as kept: whole pixels between the narrowest and widest allowed. */
export function clampWidth(width: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

/** The keys hidden on this route: the user's choice where made, else the configuration's. */
export function hiddenColumns(
  columns: readonly ConfiguredColumn[],
  chosen: Record<string, boolean> | undefined,
): Set<string> {
  const configured = initiallyHidden(columns);
  if (!chosen) return configured;
  const hidden = new Set(
    columns
      .filter((column) => (column.key in chosen ? !chosen[column.key] : configured.has(column.key)))
      .map((column) => column.key),
  );
  return hidden.size < columns.length ? hidden : configured;
}

const side = (column: ConfiguredColumn) => (column.fixed === 'left' ? 0 : column.fixed === 'right' ? 2 : 1);

/**
 * The columns as the user arranged them: the configured order with the user's order over it (the
 * columns it names in its order, the others after them as configured), the columns fixed left
 * first and fixed right last whatever the order says (a fixed column cannot sit between moving
 * ones), the dragged widths over the configured ones. `orderby` is renumbered to the new places.
 */
export function arrangedColumns(
  columns: readonly ConfiguredColumn[],
  choice: RouteChoice | undefined,
): ConfiguredColumn[] {
  const configured = orderedColumns(columns);
  const place = new Map((choice?.order ?? []).map((key, index) => [key, index]));
  const rank = (column: ConfiguredColumn, index: number) => place.get(column.key) ?? place.size + index;
  return configured
    .map((column, index) => ({ column, side: side(column), rank: rank(column, index) }))
    .sort((a, b) => a.side - b.side || a.rank - b.rank)
    .map(({ column }, index) => {
      const width = choice?.widths[column.key];
      return { ...column, orderby: index + 1, ...(width !== undefined ? { width } : {}) };
    });
}

/** Whether a column can be dragged to another place (a fixed one keeps its side). */
export const isMovable = (column: ConfiguredColumn): boolean => !column.fixed;

/**
 * The order after dragging `from` onto `to` (dnd-kit's arrayMove: `from` takes `to`'s place, the
 * columns between shift by one). Unknown keys, the same key, or a fixed column on either end: the
 * order as it was.
 */
export function movedOrder(columns: readonly ConfiguredColumn[], from: string, to: string): string[] {
  const keys = columns.map((column) => column.key);
  const source = columns.find((column) => column.key === from);
  const target = columns.find((column) => column.key === to);
  if (!source || !target || from === to || !isMovable(source) || !isMovable(target)) return keys;
  const rest = keys.filter((key) => key !== from);
  rest.splice(keys.indexOf(to), 0, from);
  return rest;
}

const EMPTY_CHOICE: RouteChoice = { shown: {}, order: [], widths: {} };

function withRouteChoice(
  choices: ColumnChoices,
  user: string,
  route: string,
  change: (before: RouteChoice) => RouteChoice,
): ColumnChoices {
  const routes = choices[user] ?? {};
  return { ...choices, [user]: { ...routes, [route]: change(routes[route] ?? EMPTY_CHOICE) } };
}

/** The choices with this route's columns recorded as now shown or hidden. */
export function withShown(
  choices: ColumnChoices,
  user: string,
  route: string,
  columns: readonly ConfiguredColumn[],
  hidden: ReadonlySet<string>,
): ColumnChoices {
  return withRouteChoice(choices, user, route, (before) => ({
    ...before,
    shown: Object.fromEntries(columns.map((column) => [column.key, !hidden.has(column.key)])),
  }));
}

/** The choices with this route's columns in the dragged order. */
export function withOrder(
  choices: ColumnChoices,
  user: string,
  route: string,
  order: readonly string[],
): ColumnChoices {
  return withRouteChoice(choices, user, route, (before) => ({ ...before, order: [...new Set(order)] }));
}

/** The choices with one column of this route at the dragged width (clamped). */
export function withWidth(
  choices: ColumnChoices,
  user: string,
  route: string,
  key: string,
  width: number,
): ColumnChoices {
  return withRouteChoice(choices, user, route, (before) => ({
    ...before,
    widths: { ...before.widths, [key]: clampWidth(width) },
  }));
}

/** The choices without this user's choice for `route` (reset: the configuration again). */
export function withoutRoute(choices: ColumnChoices, user: string, route: string): ColumnChoices {
  const { [route]: _dropped, ...routes } = choices[user] ?? {};
  return { ...choices, [user]: routes };
}

/** What one kept choice changes, for the user's settings page. */
export interface ChoiceSummary {
  route: string;
  /** The columns the user chose to hide. */
  hidden: string[];
  /** The dragged order (keys), empty when not reordered. */
  order: string[];
  /** key → width. */
  widths: Record<string, number>;
}

/** One user's kept choices, by route (sorted), for listing and resetting. */
export function userChoices(choices: ColumnChoices, user: string): ChoiceSummary[] {
  return Object.entries(choices[user] ?? {})
    .map(([route, choice]) => ({
      route,
      hidden: Object.entries(choice.shown)
        .filter(([, shown]) => !shown)
        .map(([key]) => key),
      order: choice.order,
      widths: choice.widths,
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
