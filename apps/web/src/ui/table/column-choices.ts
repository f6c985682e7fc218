// What the user chose in 列设置, kept per route so a table opens as it was left. Only the
// columns the user saw are remembered: a column the configuration adds later starts as the
// configuration says (isShow), and a remembered choice never hides every column.
import type { ConfiguredColumn } from './table-columns';
import { initiallyHidden } from './table-columns';

/** The localStorage key (the app's own, not a seed's; logout clears it with the rest). */
export const COLUMN_CHOICES_KEY = 'jt-table-columns';

/** Per route: column key → shown. */
export type ColumnChoices = Record<string, Record<string, boolean>>;

/** The stored choices, or none when the stored text is absent or not of this shape. */
export function parseChoices(text: string | null): ColumnChoices {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const choices: ColumnChoices = {};
    for (const [route, columns] of Object.entries(value)) {
      if (typeof columns !== 'object' || columns === null || Array.isArray(columns)) continue;
      const kept = Object.entries(columns).filter(([, shown]) => typeof shown === 'boolean');
      choices[route] = Object.fromEntries(kept) as Record<string, boolean>;
    }
    return choices;
  } catch {
    return {};
  }
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

/** The choices with this route's columns recorded as now shown or hidden. */
export function withChoice(
  choices: ColumnChoices,
  route: string,
  columns: readonly ConfiguredColumn[],
  hidden: ReadonlySet<string>,
): ColumnChoices {
  return {
    ...choices,
    [route]: Object.fromEntries(columns.map((column) => [column.key, !hidden.has(column.key)])),
  };
}
