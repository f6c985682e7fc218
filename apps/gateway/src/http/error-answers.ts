import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { difyInvalidParam, type SchemaFailure, validationProblem } from '../contract/validation-problem';
import { problem } from './problem';

/**
 * Every error the gateway raises is answered in the documented shape: contract violations as
 * ValidationProblem (Dify's invalid_param on the chat service's paths), everything else as a
 * Problem. Internal details are logged, never sent.
 */
export const errorAnswers = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const onChat = request.routeOptions.config?.upstream === 'chat';
      if (error.validation) {
        const part = error.validationContext ?? 'body';
        const failures = error.validation as SchemaFailure[];
        return reply
          .code(400)
          .type('application/json')
          .send(
            onChat
              ? difyInvalidParam(part, failures)
              : validationProblem(part, failures, pathOf(request.url)),
          );
      }
      if (isUnreadableBody(error)) {
        const failures: SchemaFailure[] = [
          { keyword: 'json', instancePath: '', params: {}, message: error.message },
        ];
        return reply
          .code(400)
          .type('application/json')
          .send(
            onChat
              ? difyInvalidParam('body', failures)
              : validationProblem('body', failures, pathOf(request.url)),
          );
      }
      const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      const detail = status >= 500 ? '服务器内部错误' : error.message;
      if (onChat) {
        return reply
          .code(status)
          .send({ code: status >= 500 ? 'internal_server_error' : 'bad_request', message: detail, status });
      }
      return reply
        .code(status)
        .type('application/json')
        .send(problem(status, detail, request.url));
    });
  },
  { name: 'error-answers' },
);

function isUnreadableBody(error: FastifyError): boolean {
  return (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  );
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}
