import type { FastifySchema } from 'fastify';
import type { ContractOperation } from './contract';
import type { JsonSchema, ParameterObject } from './openapi-types';

/** The $id under which the contract's components are known to the validators. */
export const CONTRACT_SCHEMA_ID = 'contract.json';

/** Media types Fastify parses into an object that a schema can check; others stream through. */
const VALIDATED_MEDIA_TYPES = new Set(['application/json', 'application/x-www-form-urlencoded']);

/**
 * Turns one contract operation into the Fastify schema that validates its requests: path,
 * query and header parameters, and the body of every media type Fastify parses.
 */
export function routeSchema(operation: ContractOperation): FastifySchema {
  const schema: FastifySchema = {};
  const byLocation = (where: ParameterObject['in']) => operation.parameters.filter((p) => p.in === where);

  const params = objectOf(byLocation('path'), false);
  if (params) schema.params = params;
  const querystring = objectOf(byLocation('query'), false);
  if (querystring) schema.querystring = querystring;
  const headers = objectOf(byLocation('header'), true);
  if (headers) schema.headers = headers;

  const content = operation.requestBody?.content ?? {};
  const bodies = Object.entries(content).filter(
    ([type, media]) => VALIDATED_MEDIA_TYPES.has(type) && media.schema,
  );
  if (bodies.length > 0) {
    schema.body = {
      content: Object.fromEntries(
        bodies.map(([type, media]) => [type, { schema: rebase(media.schema ?? {}) }]),
      ),
    };
  }
  return schema;
}

/** Every media type the operation's request body may have (for the 415 check). */
export function requestMediaTypes(operation: ContractOperation): string[] {
  return Object.keys(operation.requestBody?.content ?? {});
}

function objectOf(parameters: ParameterObject[], lowerCaseNames: boolean): JsonSchema | null {
  if (parameters.length === 0) return null;
  const name = (p: ParameterObject) => (lowerCaseNames ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((p) => [name(p), rebase({ ...asObject(p.schema), description: p.description })]),
    ),
    required: parameters.filter((p) => p.required).map(name),
  };
}

function asObject(schema: JsonSchema | undefined): Record<string, unknown> {
  return typeof schema === 'object' ? schema : {};
}

/** Points the contract's local references at the shared contract schema the validators hold. */
export function rebase<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => rebase(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? CONTRACT_SCHEMA_ID + inner
        : rebase(inner);
  }
  return copy as T;
}
