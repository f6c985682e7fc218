// Turns a schema failure into the documented error bodies: the backend's ValidationProblem, or
// Dify's {code, message, status} on the chat service's paths.

export interface SchemaFailure {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface FieldError {
  objectName: string;
  field: string;
  rule: string;
  message: string;
}

export interface ValidationProblem {
  type: string;
  title: 'Bad Request';
  status: 400;
  detail: string;
  path: string;
  message: 'error.validation';
  fieldErrors: FieldError[];
}

export interface DifyInvalidParam {
  code: 'invalid_param';
  message: string;
  status: 400;
}

const CONSTRAINT_VIOLATION = 'https://www.jhipster.tech/problem/constraint-violation';

/** 'body', 'querystring', 'params' or 'headers', as Fastify names the part that failed. */
export function fieldErrorOf(part: string, failure: SchemaFailure): FieldError {
  const segments = failure.instancePath.split('/').slice(1).map(unescapePointer);
  const extra =
    failure.keyword === 'required'
      ? failure.params.missingProperty
      : failure.keyword === 'additionalProperties'
        ? failure.params.additionalProperty
        : undefined;
  if (typeof extra === 'string') segments.push(extra);
  const message =
    failure.keyword === 'additionalProperties'
      ? 'is not a documented property'
      : failure.keyword === 'enum' && Array.isArray(failure.params.allowedValues)
        ? `must be one of ${failure.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
        : (failure.message ?? 'is invalid');
  return { objectName: part, field: toFieldPath(segments), rule: failure.keyword, message };
}

export function validationProblem(part: string, failures: SchemaFailure[], path: string): ValidationProblem {
  const fieldErrors = failures.map((failure) => fieldErrorOf(part, failure));
  return {
    type: CONSTRAINT_VIOLATION,
    title: 'Bad Request',
    status: 400,
    detail: fieldErrors.map(describe).join('; '),
    path,
    message: 'error.validation',
    fieldErrors,
  };
}

/** The same failure, in the chat service's own error shape. */
export function difyInvalidParam(part: string, failures: SchemaFailure[]): DifyInvalidParam {
  return {
    code: 'invalid_param',
    message: failures.map((failure) => describe(fieldErrorOf(part, failure))).join('; '),
    status: 400,
  };
}

function describe(error: FieldError): string {
  const where = error.field === '' ? error.objectName : `${error.objectName}.${error.field}`;
  return `${where} ${error.message} (${error.rule})`;
}

function toFieldPath(segments: string[]): string {
  return segments.reduce((path, segment) => {
    if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
    return path === '' ? segment : `${path}.${segment}`;
  }, '');
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
