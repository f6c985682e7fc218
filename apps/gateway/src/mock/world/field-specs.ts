import type { FieldKind, FieldSpecs } from '../platform/table-query';

/** Table-query field specs that read `row[key]` for every listed field (filterable and sortable). */
export function fieldSpecs<Row extends object>(
  fields: Readonly<Partial<Record<keyof Row & string, FieldKind>>>,
): FieldSpecs<Row> {
  const specs: Record<string, FieldSpecs<Row>[string]> = {};
  for (const [key, kind] of Object.entries(fields) as Array<[keyof Row & string, FieldKind]>) {
    specs[key] = {
      kind,
      read: (row) => {
        const value = row[key] as unknown;
        return typeof value === 'string' || typeof value === 'number'
          ? value
          : typeof value === 'boolean'
            ? String(value)
            : value === null
              ? null
              : undefined;
      },
    };
  }
  return specs;
}

/** The outcome of a write: done, or refused with the message the user reads. */
export type WorldResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const done = <T>(value: T): WorldResult<T> => ({ ok: true, value });
export const refused = <T>(message: string): WorldResult<T> => ({ ok: false, message });
