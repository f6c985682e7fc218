// Request rules of the QA admin API (/__mock): a POST must say Content-Type: application/json, so
// a cross-site form (which can only send form or text types) can never reset the mock or add a
// fault in a tester's browser; and a JSON POST may come without a body (POST /__mock/reset with
// the type and nothing else is a complete request).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../../http/problem';

const PREFIX = '/__mock/';

export const adminRequestRules = fp(
  async (app: FastifyInstance) => {
    const json = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' && request.url.startsWith(PREFIX)) return done(null, undefined);
      return json(request, body as string, done);
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || !request.url.startsWith(PREFIX)) return;
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type === 'application/json') return;
      return reply
        .code(415)
        .type('application/json')
        .send({
          ...problem(
            415,
            `Content-Type ${type ?? '(none)'} is not accepted here; the admin API takes application/json (an empty body is fine)`,
            request.url,
          ),
        });
    });
  },
  { name: 'mock-admin-request-rules' },
);
