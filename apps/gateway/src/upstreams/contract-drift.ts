import { type Readable, Transform } from 'node:stream';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Contract, ContractOperation } from '../contract/contract';
import { CONTRACT_SCHEMA_ID, rebase } from '../contract/route-schema';

/** What one sampled answer that differs from the contract looks like in the log and metrics. */
export interface DriftFinding {
  operationId: string;
  status: number;
  /** Ajv's findings as `path message` (no values: an answer may carry user data). */
  errors: string[];
}

export interface ContractDriftOptions {
  /** Check one proxied JSON answer in `every` (0 checks none). */
  every: number;
  /** Answers larger than this are passed on unchecked (the copy is what a check costs). */
  maxBytes?: number;
  /** Called for each checked answer (metrics: checked and drifted counts). */
  onChecked?: (operationId: string, status: number, drifted: boolean) => void;
  /** Called for each answer that differs from the contract (the log). */
  onDrift: (finding: DriftFinding) => void;
}

const OPENAPI_FORMATS = ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'];

/**
 * Proxy mode: a sample of the upstreams' JSON answers is checked against the contract's schema
 * for that operation and status, after the answer has been passed on (never rejected, never
 * delayed), so an upstream that drifts from the contract shows on the dashboard, not in a user's
 * broken screen. One validator per operation, status and media type, compiled on first use.
 */
export class ContractDrift {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction | null>();
  private seen = 0;
  private readonly maxBytes: number;

  constructor(
    private readonly contract: Contract,
    private readonly options: ContractDriftOptions,
  ) {
    this.maxBytes = options.maxBytes ?? 1024 * 1024;
    // Answers are checked as they came: no coercion, no defaults, every finding reported.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false, useDefaults: false });
    addFormats.default(this.ajv);
    for (const format of OPENAPI_FORMATS) this.ajv.addFormat(format, true);
    this.ajv.addSchema({
      $id: CONTRACT_SCHEMA_ID,
      components: { schemas: contract.document.components?.schemas ?? {} },
    });
  }

  /** True for the answers picked for a check (every Nth, counted across the gateway). */
  sample(): boolean {
    if (this.options.every <= 0) return false;
    this.seen = (this.seen + 1) % this.options.every;
    return this.seen === 0;
  }

  /**
   * The answer's stream, passed through unchanged; a copy of its bytes (up to maxBytes) is
   * checked once it has ended.
   */
  watch(stream: Readable, operation: ContractOperation, status: number, contentType: string): Readable {
    const answer = this.recorder(operation, status, contentType);
    // A transform copies each chunk as it is passed on; it does not flow until the reply reads
    // it (a 'data' listener would, losing what arrived before the reply started piping).
    const copy = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        answer.chunk(chunk);
        done(null, chunk);
      },
      flush(done) {
        answer.end();
        done();
      },
    });
    return stream.pipe(copy);
  }

  /**
   * A copy of one answer's bytes (up to maxBytes) as they are passed on — `chunk` for each, `end`
   * once it is complete — checked after it went out (the fast lane feeds it without a stream).
   */
  recorder(
    operation: ContractOperation,
    status: number,
    contentType: string,
  ): { chunk: (chunk: Buffer) => void; end: () => void } {
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const chunks: Buffer[] = [];
    let size = 0;
    return {
      chunk: (chunk) => {
        size += chunk.length;
        if (size <= this.maxBytes) chunks.push(chunk);
      },
      end: () => {
        if (size > this.maxBytes) return;
        // After the answer went out: the check never adds to the client's wait.
        setImmediate(() => this.check(operation, status, mediaType, Buffer.concat(chunks).toString('utf8')));
      },
    };
  }

  /** Checks one answer's text; returns the findings (empty when it matches or is not documented JSON). */
  check(operation: ContractOperation, status: number, mediaType: string, text: string): string[] {
    const validate = this.validator(operation, status, mediaType);
    if (!validate) return [];
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      const errors = ['(body) is not JSON'];
      this.report(operation, status, errors);
      return errors;
    }
    if (validate(body)) {
      this.options.onChecked?.(operation.operationId, status, false);
      return [];
    }
    const errors = (validate.errors ?? []).map((error) =>
      `${error.instancePath || '(body)'} ${error.message ?? ''}`.trim(),
    );
    this.report(operation, status, errors);
    return errors;
  }

  private report(operation: ContractOperation, status: number, errors: string[]): void {
    this.options.onChecked?.(operation.operationId, status, true);
    this.options.onDrift({ operationId: operation.operationId, status, errors: errors.slice(0, 10) });
  }

  private validator(
    operation: ContractOperation,
    status: number,
    mediaType: string,
  ): ValidateFunction | null {
    const key = `${operation.operationId} ${status} ${mediaType}`;
    const known = this.validators.get(key);
    if (known !== undefined) return known;
    const responses = operation.spec.responses ?? {};
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    const response = documented ? this.contract.resolve(documented) : null;
    const schema = response?.content?.[mediaType]?.schema;
    // Only JSON the contract describes is checked: an undocumented status is no schema to drift from.
    const validate =
      schema && (mediaType === 'application/json' || mediaType.endsWith('+json'))
        ? this.ajv.compile(rebase(schema) as object)
        : null;
    this.validators.set(key, validate);
    return validate;
  }
}
