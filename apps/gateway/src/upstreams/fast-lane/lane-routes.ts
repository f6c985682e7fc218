// Which requests the fast lane takes, and the contract checks it makes on them: the lane's own
// find-my-way router (the router Fastify uses, with Fastify's defaults) over the operations it
// serves, each with the same compiled validators of its path and query parameters the Fastify
// route has. A request that does not match, or fails a check, is left to Fastify, which answers it
// (404, 400 in the documented shape …) exactly as before: the lane only ever takes the happy path.
import { parse as parseQuery } from 'node:querystring';
import type { FastifySchemaCompiler } from 'fastify';
import Router, { type HTTPMethod } from 'find-my-way';
import type { ContractOperation } from '../../contract/contract';
import { requestMediaTypes, routeSchema } from '../../contract/route-schema';

type Check = (value: unknown) => boolean;

/** One operation as the lane serves it, everything per request worked out at start. */
export interface LaneOperation {
  operation: ContractOperation;
  checkParams: Check | null;
  checkQuery: Check | null;
  /** The query check's verdict on a request without a query, worked out once at start. */
  passesWithoutQuery: boolean;
  /** The request must have a body (a body-less call is Fastify's to refuse). */
  bodyRequired: boolean;
  /** Uploads (multipart) stream through the lane; JSON and form bodies are Fastify's to validate. */
  streamsUploads: boolean;
}

export interface LaneMatch {
  route: LaneOperation;
  params: Record<string, string | undefined>;
}

/** Characters the lane forwards as they are in a request target (printable ASCII, no space). */
const PLAIN_TARGET = /^[\x21-\x7e]*$/;

export class LaneRoutes {
  private readonly router = Router({ maxParamLength: 100 });

  constructor(operations: readonly ContractOperation[], compile: FastifySchemaCompiler<unknown>) {
    for (const operation of operations) {
      const schema = routeSchema(operation);
      const compiled = (part: 'params' | 'querystring', value: unknown): Check | null =>
        value === undefined
          ? null
          : (compile({
              schema: value as object,
              method: operation.method,
              url: operation.url,
              httpPart: part,
            }) as Check);
      const checkQuery = compiled('querystring', schema.querystring);
      const route: LaneOperation = {
        operation,
        checkParams: compiled('params', schema.params),
        checkQuery,
        passesWithoutQuery: checkQuery === null || checkQuery({}),
        bodyRequired: operation.requestBody?.required === true,
        streamsUploads: requestMediaTypes(operation).includes('multipart/form-data'),
      };
      this.router.on(operation.method as HTTPMethod, operation.url, () => {}, route);
    }
  }

  /**
   * The operation of a request the lane can serve as the Fastify route would, or null (Fastify's
   * then): the method and path match, the target is plain ASCII (forwarded as it came, so no
   * normalisation can differ), no `..` segment, and the path and query pass the contract.
   */
  match(method: string, url: string): LaneMatch | null {
    if (!PLAIN_TARGET.test(url)) return null;
    const question = url.indexOf('?');
    const path = question === -1 ? url : url.slice(0, question);
    // reply-from refuses (400) a target whose decoded text has a `..` segment: Fastify's to answer.
    if ((url.includes('.') || url.includes('%')) && isTraversal(url)) return null;
    let found: ReturnType<typeof this.router.find>;
    try {
      found = this.router.find(method as HTTPMethod, path);
    } catch {
      return null;
    }
    if (found === null) return null;
    const route = found.store as LaneOperation;
    const params = found.params as Record<string, string | undefined>;
    if (route.checkParams && !route.checkParams({ ...params })) return null;
    if (
      question === -1
        ? !route.passesWithoutQuery
        : route.checkQuery && !route.checkQuery({ ...parseQuery(url.slice(question + 1)) })
    ) {
      return null;
    }
    return { route, params };
  }
}

function isTraversal(url: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return true;
  }
  return decoded === '..' || decoded.includes('/..') || decoded.includes('../');
}
