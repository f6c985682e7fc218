// Prism-style selectors that let QA pick the mock's answer per request:
// `Prefer: code=401`, `Prefer: example=locked` (RFC 7240 preferences, comma-separated), or the
// query parameters `__code` and `__example`.

export interface ExampleSelector {
  code: string | null;
  example: string | null;
}

type HeaderValue = string | string[] | undefined;

export function readSelector(
  prefer: HeaderValue,
  query: Record<string, unknown> | undefined,
): ExampleSelector {
  const preferences = new Map<string, string>();
  for (const header of [prefer].flat()) {
    for (const part of (header ?? '').split(',')) {
      const [name, ...rest] = part.split('=');
      const key = name?.trim().toLowerCase();
      if (!key || rest.length === 0) continue;
      preferences.set(key, unquote(rest.join('=').trim()));
    }
  }
  const fromQuery = (name: string) => {
    const value = query?.[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return {
    code: fromQuery('__code') ?? preferences.get('code') ?? null,
    example: fromQuery('__example') ?? preferences.get('example') ?? null,
  };
}

export function hasSelector(selector: ExampleSelector): boolean {
  return selector.code !== null || selector.example !== null;
}

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}
