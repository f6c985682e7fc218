// The caller's token on an operation route: the Authorization header (the jtToken, already
// 'Bearer …'), or the access_token query parameter where the operation declares one (<img>,
// <video> and WebSocket cannot set headers). Shared by the mock's and the proxies' session checks.
import type { FastifyRequest } from 'fastify';
import type { ContractOperation } from './contract';

/** The token of a request: Authorization, or access_token where the operation declares it. */
export function tokenOf(request: FastifyRequest, operation: ContractOperation): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  if (acceptsQueryToken(operation)) {
    const value = (request.query as Record<string, unknown> | undefined)?.access_token;
    if (typeof value === 'string' && value !== '') return `Bearer ${value}`;
  }
  return null;
}

const queryTokenOperations = new WeakMap<ContractOperation, boolean>();
function acceptsQueryToken(operation: ContractOperation): boolean {
  let accepts = queryTokenOperations.get(operation);
  if (accepts === undefined) {
    accepts = operation.parameters.some((p) => p.in === 'query' && p.name === 'access_token');
    queryTokenOperations.set(operation, accepts);
  }
  return accepts;
}
