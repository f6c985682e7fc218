import bundled from '@jt/api-contract/openapi.json' with { type: 'json' };
import type { HTTPMethods } from 'fastify';
import type { UpstreamName } from '../config';
import type {
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  Reference,
  RequestBodyObject,
} from './openapi-types';

export type OperationUpstream = UpstreamName | 'gateway';

/** One operation of the contract, with what the gateway needs to route it. */
export interface ContractOperation {
  operationId: string;
  method: HTTPMethods;
  /** The path as the contract writes it: /api/component/config/getConfigByCode/{code} */
  path: string;
  /** The path as Fastify routes it: /api/component/config/getConfigByCode/:code */
  url: string;
  upstream: OperationUpstream;
  /** The security schemes any one of which admits the call; empty means public. */
  security: string[];
  parameters: ParameterObject[];
  requestBody: RequestBodyObject | null;
  spec: OperationObject;
}

export interface Contract {
  document: OpenApiDocument;
  operations: ContractOperation[];
  operation(operationId: string): ContractOperation;
  resolve<T extends object>(value: T | Reference): T;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Indexes the bundled contract. Done once at start; the document itself is never changed. */
export function loadContract(document: OpenApiDocument = bundled as unknown as OpenApiDocument): Contract {
  const resolve = <T extends object>(value: T | Reference): T => resolveReference<T>(document, value);
  const operations: ContractOperation[] = [];
  for (const [path, pathItemOrRef] of Object.entries(document.paths ?? {})) {
    const pathItem = resolve(pathItemOrRef);
    for (const method of METHODS) {
      const spec = pathItem[method];
      if (!spec) continue;
      const upstream = spec['x-upstream'];
      if (!spec.operationId || !upstream) {
        throw new Error(
          `${method.toUpperCase()} ${path}: every operation needs an operationId and x-upstream`,
        );
      }
      const security = spec.security ?? document.security ?? [];
      operations.push({
        operationId: spec.operationId,
        method: method.toUpperCase() as HTTPMethods,
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        upstream,
        security: security.flatMap((requirement) => Object.keys(requirement)),
        parameters: [...(pathItem.parameters ?? []), ...(spec.parameters ?? [])].map((p) => resolve(p)),
        requestBody: spec.requestBody ? resolve(spec.requestBody) : null,
        spec,
      });
    }
  }
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  if (byId.size !== operations.length) throw new Error('The contract repeats an operationId');
  return {
    document,
    operations,
    operation(operationId) {
      const op = byId.get(operationId);
      if (!op) throw new Error(`The contract has no operation '${operationId}'`);
      return op;
    },
    resolve,
  };
}

/** Follows a local $ref ('#/components/…') to what it points at; other values pass through. */
function resolveReference<T extends object>(document: OpenApiDocument, value: T | Reference): T {
  let current: unknown = value;
  for (let hops = 0; isReference(current); hops++) {
    if (hops > 20) throw new Error(`Circular $ref ${current.$ref}`);
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    if (current === undefined) throw new Error(`Unresolved $ref ${ref}`);
  }
  return current as T;
}

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}
