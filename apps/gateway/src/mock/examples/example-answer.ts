import type { ContractOperation } from '../../contract/contract';
import type {
  ExampleObject,
  JsonSchema,
  MediaTypeObject,
  Reference,
  ResponseObject,
} from '../../contract/openapi-types';
import type { ExampleSelector } from './prefer';
import { sampleFromSchema } from './schema-sample';

export interface ExampleAnswer {
  status: number;
  /** null for an answer without a body. */
  contentType: string | null;
  /** The example's value, or a file of the project to send (OpenAPI externalValue). */
  body: { kind: 'value'; value: unknown } | { kind: 'file'; path: string } | { kind: 'empty' };
  /** Which example was used, for the journal and the X-Mock-Example header. */
  exampleName: string | null;
}

/** Why no answer could be picked: the selector asked for something the contract lacks. */
export class NoSuchExample extends Error {
  constructor(
    message: string,
    readonly available: string[],
  ) {
    super(message);
    this.name = 'NoSuchExample';
  }
}

type Resolve = <T extends object>(value: T | Reference) => T;

/**
 * Picks the answer the embedded mock gives for an operation that has no stateful handler (or
 * when QA asks for one by code or example name): the lowest 2xx by default.
 */
export function pickExampleAnswer(
  operation: ContractOperation,
  resolve: Resolve,
  selector: ExampleSelector,
  accept = '*/*',
): ExampleAnswer {
  const responses = Object.entries(operation.spec.responses)
    .filter(([code]) => /^\d{3}$/.test(code))
    .map(([code, response]) => ({ code, response: resolve(response) }))
    .sort((a, b) => Number(a.code) - Number(b.code));
  const codes = responses.map((r) => r.code);

  let chosen: { code: string; response: ResponseObject } | undefined;
  if (selector.code !== null) {
    chosen = responses.find((r) => r.code === selector.code);
    if (!chosen) {
      throw new NoSuchExample(
        `${operation.operationId} documents no answer with code ${selector.code}`,
        codes,
      );
    }
  } else if (selector.example !== null) {
    const name = selector.example;
    chosen = responses.find((r) => Object.values(r.response.content ?? {}).some((m) => hasExample(m, name)));
    if (!chosen) {
      throw new NoSuchExample(
        `${operation.operationId} documents no example named '${name}'`,
        responses.flatMap((r) =>
          Object.values(r.response.content ?? {}).flatMap((m) => Object.keys(m.examples ?? {})),
        ),
      );
    }
  } else {
    // The lowest success; for a call that never succeeds (getCountKeyValue), its usual answer
    // rather than the gateway's own 400.
    chosen =
      responses.find((r) => r.code.startsWith('2')) ??
      responses.find((r) => r.code !== '400' && Number(r.code) < 500) ??
      responses[0];
  }
  if (!chosen) throw new NoSuchExample(`${operation.operationId} documents no answer`, codes);

  const status = Number(chosen.code);
  const content = Object.entries(chosen.response.content ?? {});
  if (content.length === 0) return { status, contentType: null, body: { kind: 'empty' }, exampleName: null };

  const [contentType, media] =
    (selector.example !== null
      ? content.find(([, m]) => hasExample(m, selector.example ?? ''))
      : undefined) ??
    content.find(([type]) => accepts(accept, type)) ??
    (content[0] as [string, MediaTypeObject]);

  const named = Object.entries(media.examples ?? {});
  const wanted = selector.example !== null ? named.find(([name]) => name === selector.example) : named[0];
  if (wanted) {
    const [name, exampleOrRef] = wanted;
    const example = resolve<ExampleObject>(exampleOrRef);
    if (example.externalValue)
      return { status, contentType, body: { kind: 'file', path: example.externalValue }, exampleName: name };
    return { status, contentType, body: { kind: 'value', value: example.value }, exampleName: name };
  }
  if (media.example !== undefined)
    return { status, contentType, body: { kind: 'value', value: media.example }, exampleName: null };
  return {
    status,
    contentType,
    body: { kind: 'value', value: sampleFromSchema(media.schema as JsonSchema | undefined, resolve) },
    exampleName: null,
  };
}

function hasExample(media: MediaTypeObject, name: string): boolean {
  return Object.hasOwn(media.examples ?? {}, name);
}

/** A minimal Accept match: exact type, type/*, or anything. */
function accepts(accept: string, type: string): boolean {
  return accept.split(',').some((range) => {
    const wanted = range.split(';')[0]?.trim() ?? '';
    return (
      wanted === '*/*' || wanted === type || (wanted.endsWith('/*') && type.startsWith(wanted.slice(0, -1)))
    );
  });
}
