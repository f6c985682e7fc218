import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { Contract } from './contract';
import { CONTRACT_SCHEMA_ID } from './route-schema';

// OpenAPI's own formats: annotations, nothing to check beyond the type.
const OPENAPI_FORMATS = ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'];

function createAjv(contract: Contract, options: Options): Ajv2020 {
  // strict: false because OpenAPI schemas carry keywords JSON Schema does not know
  // (example, discriminator, xml, x-…); they are annotations.
  const ajv = new Ajv2020({ strict: false, allErrors: false, useDefaults: true, ...options });
  addFormats.default(ajv);
  for (const format of OPENAPI_FORMATS) ajv.addFormat(format, true);
  ajv.addSchema({
    $id: CONTRACT_SCHEMA_ID,
    components: { schemas: contract.document.components?.schemas ?? {} },
  });
  return ajv;
}

/**
 * The gateway's schema compiler. Bodies are checked as sent (no type coercion, nothing
 * removed), so what a handler or an upstream receives is exactly what the client sent; path,
 * query and header values arrive as text and are coerced to the contract's types.
 */
export function contractValidatorCompiler(contract: Contract): FastifySchemaCompiler<unknown> {
  const bodies = createAjv(contract, { coerceTypes: false, removeAdditional: false });
  const parameters = createAjv(contract, { coerceTypes: 'array', removeAdditional: false });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodies : parameters;
    return ajv.compile(schema as object);
  };
}
