import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { adminOnly } from '../auth/admin-only';
import { authState } from '../auth/auth-state';
import type { MockDomain } from '../mock-domain';
import { adminButtonGuard, type ButtonCode } from '../platform/button-guard';
import { dictionaryEntries } from './catalogs';
import { configRefusal } from './config-rules';
import { type ConfigCode, configValues } from './config-values';
import { deleteDicItem, dictionaryTypes, saveDicItem } from './dictionary-admin';
import { ok } from './result';

type Schemas = components['schemas'];

const OPERATIONS = ['saveConfig', 'listDicTypes', 'saveDicItem', 'deleteDicItem'] as const;

/** The button codes of 数据字典's entries in the menu tree (seed 000 §6); an edit names its originalValue. */
export const DICTIONARY_BUTTONS = { add: 'dict:add', edit: 'dict:edit', delete: 'dict:delete' } as const;

/**
 * The button code of each configuration code's 保存 (seed 000 §6), so saveConfig knows which
 * page's code applies from the code it saves: 通用配置 (系统信息, 大屏配置, 水印配置) config:save,
 * its 验证码配置 card captcha:save, 地图配置 mapConfig:save, 会话配置 (租户模式, 密码有效期)
 * session:save, 皮肤设置 skin:save. No page saves sprite_config: 通用配置's code guards it.
 */
export const CONFIG_SAVE_BUTTONS: Readonly<Record<ConfigCode, string>> = {
  common_config: 'config:save',
  big_screen_config: 'config:save',
  water_mark_config: 'config:save',
  sprite_config: 'config:save',
  captcha_config: 'captcha:save',
  map_config: 'mapConfig:save',
  sass_config: 'session:save',
  password_config: 'session:save',
  skin_config: 'skin:save',
};

/**
 * The write side of the configuration codes and dictionaries (系统管理 › 通用配置, 会话配置,
 * 地图配置, 数据字典): administrators change what the sign-in, the shell and the map read. The
 * configuration codes are platform-wide, as their reads are (getGlobalConfig, getConfigByCode).
 */
export const configAdminDomain: MockDomain = {
  name: 'config-admin',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The config-admin mock domain needs the mock store');
    const values = configValues(store);
    const accounts = authState(store).accounts;

    type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const json = (reply: FastifyReply, status: number, body: unknown) =>
      reply.code(status).type('application/json').send(JSON.stringify(body));
    const admin = adminOnly(accounts);
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string, key: string) =>
      json(reply, 400, problem(400, reason, request.url, `error.${key}`));
    const route = (id: (typeof OPERATIONS)[number], handler: Handler, code?: ButtonCode) =>
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler: adminButtonGuard(admin, store, code)(handler),
        }),
      );

    route(
      'saveConfig',
      async (request, reply) => {
        const { code } = request.params as { code: ConfigCode };
        const entries = request.body as Schemas['ConfigEntryList'];
        const reason = configRefusal(code, entries);
        if (reason) return refuse(request, reply, reason, 'config.invalid');
        for (const entry of entries) values.set(code, entry.code, entry.value);
        return ok(values.entries(code));
      },
      (request) => CONFIG_SAVE_BUTTONS[(request.params as { code: ConfigCode }).code],
    );

    route('listDicTypes', async () => ok(dictionaryTypes(store)));

    route(
      'saveDicItem',
      async (request, reply) => {
        const body = request.body as Schemas['DicItemSave'];
        const outcome = saveDicItem(store, body);
        if (!outcome.ok) return refuse(request, reply, outcome.reason, 'dic.invalid');
        return ok(dictionaryEntries(store, [body.dicCode]));
      },
      (request) =>
        (request.body as Schemas['DicItemSave']).originalValue === undefined
          ? DICTIONARY_BUTTONS.add
          : DICTIONARY_BUTTONS.edit,
    );

    route(
      'deleteDicItem',
      async (request, reply) => {
        const { dicCode, value } = request.body as Schemas['DicItemKey'];
        const outcome = deleteDicItem(store, dicCode, value);
        if (!outcome.ok) return refuse(request, reply, outcome.reason, 'dic.invalid');
        return ok(dictionaryEntries(store, [dicCode]));
      },
      DICTIONARY_BUTTONS.delete,
    );
  },
};
