// 系统配置 › 自定义登录页 / 自定义首页 / 首页管理 on the mock (issue 15): administrators list, read,
// store, put in use and delete (not the one in use) the page layouts. The stored layouts and the one in use are the config domain's
// page-configs collection in DATA_DIR, which getCurrentPageConfig and the QA control also read.
import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { adminOnly } from '../auth/admin-only';
import { authState } from '../auth/auth-state';
import type { MockDomain } from '../mock-domain';
import { buttonGuard } from '../platform/button-guard';
import { layoutRefusal, PAGE_CONFIG_REFUSALS } from './page-config-rules';
import { type PageConfigStore, type PageType, pageConfigs } from './page-configs';
import { ok } from './result';

type Schemas = components['schemas'];
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const OPERATIONS = [
  'listPageConfigs',
  'getPageConfig',
  'savePageConfig',
  'usePageConfig',
  'deletePageConfig',
] as const;

/**
 * The button codes of 首页管理 (adds, copies, puts in use and deletes home layouts), 自定义首页
 * (saves one) and 自定义登录页 (saves and puts in use a sign-in layout) in the menu tree (seed 000
 * §6). 首页管理's 复制 adds a layout (home:add); the designers save layouts that are stored.
 */
export const PAGE_CONFIG_BUTTONS = {
  homeAdd: 'home:add',
  homeUse: 'home:use',
  homeDelete: 'home:delete',
  homeSave: 'customHome:save',
  loginSave: 'customLogin:save',
  loginUse: 'customLogin:use',
} as const;

export const pageDesignerDomain: MockDomain = {
  name: 'page-designer',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The page designer mock domain needs the mock store');
    const admin = adminOnly(authState(store).accounts);
    const configs: PageConfigStore = pageConfigs(store);
    // Reading one layout is public (the preview page opens signed out); the rest is administration.
    const route = (
      id: (typeof OPERATIONS)[number],
      handler: Handler,
      code?: (request: FastifyRequest) => string,
    ) =>
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler:
            id === 'getPageConfig' ? handler : admin(code ? buttonGuard(store, code)(handler) : handler),
        }),
      );
    const B = PAGE_CONFIG_BUTTONS;
    /** The stored layout's type (an unknown id: the handler answers its refusal, under the page's code). */
    const typeOf = (request: FastifyRequest): PageType =>
      configs.get((request.params as { id: string }).id)?.type ?? '1';
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) =>
      reply
        .code(400)
        .type('application/json')
        .send(JSON.stringify(problem(400, reason, request.url, 'error.pageConfig.refused')));
    const entry = (config: { id: string; name: string; type: PageType; configData: string }) => ({
      ...config,
      inUse: configs.current(config.type)?.id === config.id,
    });

    route('listPageConfigs', async (request) => {
      const { type } = request.query as { type: PageType };
      const ofType = configs.list().filter((config) => config.type === type);
      return ok(ofType.sort((a, b) => Number(a.id) - Number(b.id)).map(entry));
    });

    route('getPageConfig', async (request, reply) => {
      const config = configs.get((request.params as { id: string }).id);
      return config ? ok(entry(config)) : refuse(request, reply, PAGE_CONFIG_REFUSALS.missing);
    });

    route(
      'savePageConfig',
      async (request, reply) => {
        const body = request.body as Schemas['PageConfigSave'];
        if (body.id !== undefined) {
          const stored = configs.get(body.id);
          if (!stored) return refuse(request, reply, PAGE_CONFIG_REFUSALS.missing);
          if (stored.type !== body.type) return refuse(request, reply, PAGE_CONFIG_REFUSALS.typeChanged);
        }
        const reason = layoutRefusal(body.type, body.configData);
        if (reason) return refuse(request, reply, reason);
        const saved = configs.save({
          ...(body.id === undefined ? {} : { id: body.id }),
          name: body.name,
          type: body.type,
          configData: JSON.stringify(body.configData),
        });
        return ok(entry(saved));
      },
      (request) => {
        const body = request.body as Schemas['PageConfigSave'];
        if (body.type !== '1') return B.loginSave;
        return body.id === undefined ? B.homeAdd : B.homeSave;
      },
    );

    route(
      'usePageConfig',
      async (request, reply) => {
        const config = configs.get((request.params as { id: string }).id);
        if (!config) return refuse(request, reply, PAGE_CONFIG_REFUSALS.missing);
        configs.select(config.type, config.id);
        return ok(entry(config));
      },
      (request) => (typeOf(request) === '1' ? B.homeUse : B.loginUse),
    );

    route(
      'deletePageConfig',
      async (request, reply) => {
        const config = configs.get((request.params as { id: string }).id);
        if (!config) return refuse(request, reply, PAGE_CONFIG_REFUSALS.missing);
        if (configs.current(config.type)?.id === config.id)
          return refuse(request, reply, PAGE_CONFIG_REFUSALS.inUse);
        configs.remove(config.id);
        return { code: 200, msg: '操作成功' };
      },
      (request) => (typeOf(request) === '1' ? B.homeDelete : B.loginSave),
    );
  },
};
