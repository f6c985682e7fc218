// Where a proxied operation goes: its `x-upstream-path` (the contract's own word for the upstream's
// path, which may differ from the gateway's, e.g. a trailing slash Baidu needs or Dify's /v1) with
// the request's path parameters put in, each encoded as one segment.
import type { ContractOperation } from '../contract/contract';

export function upstreamPath(operation: ContractOperation, params: Record<string, unknown>): string {
  const template = operation.spec['x-upstream-path'];
  if (typeof template !== 'string') {
    throw new Error(`${operation.operationId} has no x-upstream-path in the contract`);
  }
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' || value === '') {
      throw new Error(`${operation.operationId}: path parameter ${name} is missing`);
    }
    return encodeURIComponent(value);
  });
}

/** The parameters of a URL's query string, as sent (not coerced by validation). */
export function queryOf(url: string): URLSearchParams {
  const question = url.indexOf('?');
  return new URLSearchParams(question === -1 ? '' : url.slice(question + 1));
}

/** The query string of a URL without the given parameters ('' or '?…'). */
export function queryWithout(url: string, drop: readonly string[]): string {
  const query = queryOf(url);
  for (const name of drop) query.delete(name);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
