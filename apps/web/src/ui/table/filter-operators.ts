// The table filter operators of seed 000 §9, as the value a filter sends: like wraps the value
// in *, notEqual prefixes !, in joins the values with a comma, gt/ge/lt/le send the value as it
// is. Pure, so the exact strings are tested directly.
import type { components } from '@jt/api-contract';

export type FilterOperator = components['schemas']['TableFilterOperator'];
export type TableFilter = components['schemas']['TableFilter'];

/** What a user typed or picked for one column: text, or several values for `in`. */
export type FilterInput = string | readonly string[];

/** The values of an `in` input: picked values, or typed ones split at commas (, or ，). */
function inValues(input: FilterInput): string[] {
  const parts = typeof input === 'string' ? input.split(/[,，]/) : input;
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** The value a filter sends for `input` (seed 000 §9); null when the input is empty (no filter). */
export function filterValue(operator: FilterOperator, input: FilterInput): string | null {
  if (operator === 'in') {
    const values = inValues(input);
    return values.length === 0 ? null : values.join(',');
  }
  const text = (typeof input === 'string' ? input : input.join(',')).trim();
  if (text === '') return null;
  switch (operator) {
    case 'like':
      return `*${text}*`;
    case 'notEqual':
      return `!${text}`;
    default:
      return text;
  }
}

/** The filters of the inputs by column key; columns left empty send none. */
export function tableFilters(
  operators: Readonly<Record<string, FilterOperator>>,
  inputs: Readonly<Record<string, FilterInput | undefined>>,
): TableFilter[] {
  const filters: TableFilter[] = [];
  for (const [key, operator] of Object.entries(operators)) {
    const input = inputs[key];
    if (input === undefined) continue;
    const value = filterValue(operator, input);
    if (value !== null) filters.push({ key, operator, value });
  }
  return filters;
}
