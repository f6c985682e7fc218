// The parts of an OpenAPI 3.1 document the gateway reads. Only what is used is typed; JSON
// Schema objects stay opaque (they go to Ajv as they are).

export interface Reference {
  $ref: string;
}

export type JsonSchema = Record<string, unknown> | boolean;

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
}

export interface HeaderObject {
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, MediaTypeObject>;
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface RequestBodyObject {
  required?: boolean;
  description?: string;
  content: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<ParameterObject | Reference>;
  requestBody?: RequestBodyObject | Reference;
  responses: Record<string, ResponseObject | Reference>;
  'x-upstream'?: 'api' | 'chat' | 'storage' | 'tts' | 'maps' | 'gateway';
  /** The upstream's own path of a proxied operation, `{name}` standing for a path parameter. */
  'x-upstream-path'?: string;
  /** Query parameters the gateway always adds upstream (e.g. Baidu's output=json). */
  'x-upstream-query'?: Record<string, string>;
  'x-inferred'?: boolean;
  'x-inferred-note'?: string;
}

export type PathItemObject = {
  parameters?: Array<ParameterObject | Reference>;
} & Partial<
  Record<'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace', OperationObject>
>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  security?: Array<Record<string, string[]>>;
  paths?: Record<string, PathItemObject | Reference>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    [section: string]: unknown;
  };
}
