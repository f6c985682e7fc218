import platform from '@jt/api-contract/openapi.json' with { type: 'json' };
import type { OpenApiDocument } from '../contract/openapi-types';

// A small contract that exercises the gateway's mechanics (validation, examples, Prefer,
// forwarding) independently of the platform's domains, which later replace examples with
// stateful handlers. It keeps the platform's own gateway surface (health, app config).
const platformDocument = platform as unknown as OpenApiDocument;
const surface = Object.fromEntries(
  Object.entries(platformDocument.paths ?? {}).filter(
    ([path]) => path === '/healthz' || path === '/app-config.json',
  ),
);

const problem = {
  type: 'object',
  required: ['status', 'title'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    message: { type: 'string' },
    params: { type: 'string' },
  },
};

export const fixtureContract: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'fixture', version: '1.0.0' },
  security: [{ jtToken: [] }],
  paths: {
    ...surface,
    '/api/demo/login': {
      post: {
        operationId: 'demoLogin',
        'x-upstream': 'api',
        security: [],
        parameters: [{ name: 'Jtcaptchakey', in: 'header', schema: { type: 'string', maxLength: 36 } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['username', 'password'],
                properties: {
                  username: { type: 'string', minLength: 1 },
                  password: { type: 'string' },
                  rememberme: { type: 'string', enum: ['0', '1'] },
                  roles: {
                    type: 'array',
                    items: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
                  },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'signed in',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/LoginResult' },
                examples: {
                  success: { value: { code: 200, msg: '登录成功', data: { token: 'Bearer abc' } } },
                  firstLogin: {
                    value: { code: 200, msg: '首次登录', data: { token: '', passwordStatus: { code: 1 } } },
                  },
                },
              },
            },
          },
          '401': {
            description: 'wrong password or locked',
            content: {
              'application/json': {
                examples: {
                  wrongPassword: {
                    value: { attempts: 4, badPasswordAttempts: 5, captchaAttempts: 3, lockoutTime: 0 },
                  },
                  locked: { value: { badPasswordAttempts: 5, captchaAttempts: 3, lockoutTime: 3600 } },
                },
              },
            },
          },
          '500': { description: 'failure', content: { 'application/json': { schema: problem } } },
        },
      },
    },
    '/api/demo/records/{id}': {
      get: {
        operationId: 'demoRecord',
        'x-upstream': 'api',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'level', in: 'query', schema: { type: 'string', enum: ['1', '2', '3'] } },
        ],
        responses: {
          '200': {
            description: 'the record',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['code', 'data'],
                  properties: {
                    code: { type: 'integer', examples: [200] },
                    data: {
                      type: 'object',
                      required: ['roadName'],
                      properties: { roadName: { type: 'string', examples: ['G6 京藏高速'] } },
                    },
                  },
                },
              },
            },
          },
          '404': { description: 'no such record' },
        },
      },
    },
    '/api/demo/form': {
      post: {
        operationId: 'demoForm',
        'x-upstream': 'api',
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['fileName'],
                properties: { fileName: { type: 'string' }, serviceType: { type: 'string' } },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'a file',
            content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    '/chat/{agent}/v1/chat-messages': {
      post: {
        operationId: 'demoChat',
        'x-upstream': 'chat',
        parameters: [
          { name: 'agent', in: 'path', required: true, schema: { type: 'string', enum: ['main', 'patrol'] } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['query', 'user'],
                properties: { query: { type: 'string' }, user: { type: 'string' } },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'stream',
            content: {
              'text/event-stream': {
                schema: { type: 'string' },
                example: 'data: {"event":"message","answer":"您好"}\n\ndata: {"event":"message_end"}\n\n',
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      LoginResult: {
        type: 'object',
        required: ['code', 'msg'],
        properties: {
          code: { type: 'integer' },
          msg: { type: 'string' },
          data: {
            type: 'object',
            properties: {
              token: { type: 'string' },
              passwordStatus: { $ref: '#/components/schemas/PasswordStatus' },
            },
          },
        },
      },
      PasswordStatus: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' } } },
    },
  },
};
