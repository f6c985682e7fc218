import type { JsonSchema, Reference } from '../../contract/openapi-types';

type Resolve = <T extends object>(value: T | Reference) => T;
type Schema = Record<string, unknown>;

const MAX_DEPTH = 8;

/**
 * The value the mock answers when the contract gives a schema but no example, built the way
 * Prism's static mode does: default, then the first of examples, const, enum, then by type.
 */
export function sampleFromSchema(schema: JsonSchema | undefined, resolve: Resolve, depth = 0): unknown {
  if (schema === undefined || typeof schema === 'boolean' || depth > MAX_DEPTH) return null;
  const s = resolve<Schema>(schema as Schema);
  if ('default' in s) return s.default;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('example' in s) return s.example;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as JsonSchema[]).map((part) => sampleFromSchema(part, resolve, depth + 1));
    return parts.every(isObject) ? Object.assign({}, ...parts) : parts.at(-1);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const first = (s[key] as JsonSchema[] | undefined)?.[0];
    if (first !== undefined) return sampleFromSchema(first, resolve, depth + 1);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((s.required as string[] | undefined) ?? Object.keys(properties));
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name))
          .map(([name, inner]) => [name, sampleFromSchema(inner, resolve, depth + 1)]),
      );
    }
    case 'array':
      return s.items === undefined ? [] : [sampleFromSchema(s.items as JsonSchema, resolve, depth + 1)];
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function sampleString(s: Schema): string {
  switch (s.format) {
    case 'date-time':
      return '2026-11-22T08:00:00+08:00';
    case 'date':
      return '2026-11-22';
    case 'uri':
      return 'https://example.invalid/';
    case 'binary':
      return '';
    default:
      return 'string';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
