import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import type { MockDomain } from '../mock-domain';
import { menuAccessOf, roleRecords } from '../roles';
import type { SessionUser } from '../session-user';
import type { MockStore } from '../store/mock-store';
import { tenantRecords } from '../tenants';
import { dictionaryEntries, dictionaryRecords, tableConfig, tableConfigRecords } from './catalogs';
import { type ConfigCode, configValues } from './config-values';
import { menuRecords, menuTreeFor } from './menu-entries';
import { type PageType, pageConfigs } from './page-configs';
import { ok } from './result';
import { tenantPage } from './tenants';

type Schemas = components['schemas'];

/**
 * The configuration side of sign-in and the shell (seed 000 §7): configuration codes, the
 * sign-in page's layout, dictionaries, table columns, the user's menu tree and the tenant list,
 * all read from the mock's store so what QA changes shows in the next answer.
 */
export const configDomain: MockDomain = {
  name: 'config',
  operations: [
    'getConfigByCode',
    'getConfigByCodes',
    'getGlobalConfig',
    'getTenantConfig',
    'getCurrentPageConfig',
    'listDicInfo',
    'getDynamicTableConfigByParam',
    'getPlatformMenuTree',
    'getTenantList',
  ],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = requireStore(ctx.store);
    const values = configValues(store);
    // Declared at start, so QA's reset reseeds them even before their first call.
    menuRecords(store);
    roleRecords(store);
    pageConfigs(store);
    tenantRecords(store);
    dictionaryRecords(store);
    tableConfigRecords(store);
    const route = (operationId: string, handler: (request: FastifyRequest, reply: FastifyReply) => unknown) =>
      app.route(
        operationRoute(ctx.contract.operation(operationId), ctx.hooks, {
          handler: async (r, s) => handler(r, s),
        }),
      );

    const byCode = async (request: FastifyRequest) => {
      const { code } = request.params as { code: ConfigCode };
      return ok(values.entries(code));
    };
    route('getConfigByCode', byCode);
    route('getGlobalConfig', byCode);

    route('getConfigByCodes', async (request) => {
      const codes = request.body as Schemas['ConfigCodeList'];
      return ok(codes.flatMap((code) => values.entries(code)));
    });

    route('getTenantConfig', async (request) => {
      const { code, tenantAccount } = request.body as Schemas['TenantConfigRequest'];
      const known = tenantRecords(store)
        .values()
        .some((tenant) => tenant.tenantAccount === tenantAccount);
      // An unknown tenant has no configuration: the backend's query finds no entry.
      const value = known ? values.get('password_config', code) : undefined;
      return ok(value === undefined ? [] : [{ code, value }]);
    });

    route('getCurrentPageConfig', async (request, reply) => {
      const { type } = request.query as { type: PageType };
      const config = pageConfigs(store).current(type);
      if (!config) {
        return reply
          .code(500)
          .send(problem(500, `没有类型为 ${type} 的页面配置`, request.url, 'error.pageConfig.missing'));
      }
      return ok({ id: config.id, name: config.name, type: config.type, configData: config.configData });
    });

    route('listDicInfo', async (request) => {
      const { dicCodeList } = request.body as Schemas['DicInfoRequest'];
      return ok(dictionaryEntries(store, dicCodeList));
    });

    route('getDynamicTableConfigByParam', async (request) => {
      const { route: path } = request.body as Schemas['TableConfigRequest'];
      return ok(tableConfig(store, path));
    });

    route('getPlatformMenuTree', async (request, reply) => {
      const user: SessionUser | undefined = request.sessionUser;
      // The session check sets the user on every call that needs a token; without one there is
      // nobody whose rights could filter the tree.
      if (!user) {
        return reply.code(401).send(problem(401, '身份认证信息已失效，请重新登录', request.url));
      }
      const { resourceId } = request.body as Schemas['MenuTreeRequest'];
      // The roles decide as they are now: a grant changed in 角色管理 shows at the next sign-in's call.
      const access = menuAccessOf(roleRecords(store).values(), user.roles);
      return ok(menuTreeFor(menuRecords(store).values(), access, resourceId));
    });

    route('getTenantList', async (request) => {
      const body = request.body as Schemas['TenantListRequest'];
      return ok(tenantPage(tenantRecords(store).values(), body));
    });
  },
};

function requireStore(store: MockStore | null): MockStore {
  if (!store) throw new Error('The config mock domain needs the mock store (an upstream in mock mode)');
  return store;
}
