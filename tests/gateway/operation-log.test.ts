// 系统管理 › 操作日志 over the gateway (listOperationLogs): every answered call the contract marks
// x-operation-log — users changed, diseases recorded, orders moved — under its module and title,
// with who called, the parameters with secrets masked and whether it succeeded; reads are not
// operations. One tenant's entries, for its administrators only.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, encrypt, gateway, INSPECTOR, tokenOf } from './support/gateway';

let app: FastifyInstance;
let adminToken: string;
beforeAll(async () => {
  app = await gateway();
});
beforeEach(async () => {
  await admin(app, 'POST', '/reset');
  adminToken = await tokenOf(app, ADMIN);
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const logPage = async (token: string, body: object = { current: 1, size: 20 }) =>
  call('POST', '/api/system/operLog/page', token, body);
const entries = async (body?: object) =>
  (await logPage(adminToken, body)).json().data.records as Array<Record<string, unknown>>;

describe('the operation log', () => {
  it('records a user created and one refused, with the password masked; reads are not logged', async () => {
    const password = await encrypt(app, 'Road@Maint2026');
    const created = await call('POST', '/api/system/cscpUserDetails', adminToken, {
      username: 'zhaoliu',
      name: '赵六',
      tenantAccount: 'jtdemo',
      password,
    });
    expect(created.statusCode).toBe(201);
    const refused = await call('POST', '/api/system/cscpUserDetails', adminToken, {
      username: 'inspector',
      name: '重名',
      tenantAccount: 'jtdemo',
    });
    expect(refused.statusCode).toBe(400);
    await call('GET', '/api/system/cscpUserDetailsOr?usernameLike=zhaoliu', adminToken);

    const log = await entries();
    expect(log.map((e) => [e.title, e.status, e.httpStatus])).toEqual([
      ['新增用户', '失败', 400],
      ['新增用户', '成功', 201],
    ]);
    expect(log[1]).toMatchObject({
      module: '用户管理',
      businessType: '新增',
      operationId: 'createCscpUserDetails',
      method: 'POST',
      url: '/api/system/cscpUserDetails',
      operator: 'admin',
      tenantAccount: 'jtdemo',
      ipAddress: '127.0.0.1',
    });
    expect(log[0]).toMatchObject({ errorMsg: '用户名已存在' });
    expect(log[1]).toMatchObject({ errorMsg: '' });
    expect(log[1]?.operTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(log[1]?.params as string)).toEqual({
      body: { username: 'zhaoliu', name: '赵六', tenantAccount: 'jtdemo', password: '***' },
    });
    expect(JSON.stringify(log)).not.toContain(password);
    expect(log[1]).not.toHaveProperty('at');
  });

  it('records a disease recorded and its order dispatched under their modules, and filters them', async () => {
    const disease = (
      await call('POST', '/api/administration/glDisease', adminToken, {
        diseaseType: '1',
        diseaseLevel: 3,
        routeCode: 'G25',
        stakeNo: 'K2050+000',
        direction: '1',
        diseaseArea: 12,
      })
    ).json().data;
    await call('POST', `/api/administration/glWorkOrder/${disease.workOrderId}/dispatch`, adminToken, {
      maintainUnitId: '20193',
    });
    // Dispatching twice is a move the state machine refuses.
    await call('POST', `/api/administration/glWorkOrder/${disease.workOrderId}/dispatch`, adminToken, {
      maintainUnitId: '20193',
    });
    expect((await entries()).map((e) => [e.module, e.title, e.businessType, e.status])).toEqual([
      ['工单管理', '派单', '修改', '失败'],
      ['工单管理', '派单', '修改', '成功'],
      ['病害管理', '新增病害', '新增', '成功'],
    ]);
    const failedOrders = await entries({
      current: 1,
      size: 20,
      filters: [
        { key: 'module', operator: 'like', value: '*工单*' },
        { key: 'status', operator: 'notEqual', value: '!成功' },
      ],
    });
    expect(failedOrders.map((e) => e.title)).toEqual(['派单']);
  });

  it('records a configuration saved and one refused, with the refusal the gateway gave', async () => {
    const save = (value: string) =>
      call('POST', '/api/component/config/saveConfig/captcha_config', adminToken, [
        { code: 'captcha_max_attempts', value },
      ]);
    expect((await save('3')).statusCode).toBe(200);
    const refused = await save('many');
    expect(refused.statusCode).toBe(400);
    const log = await entries();
    expect(log.map((e) => [e.module, e.title, e.status])).toEqual([
      ['系统配置', '保存配置', '失败'],
      ['系统配置', '保存配置', '成功'],
    ]);
    expect(log[0]?.errorMsg).toBe(refused.json().detail);
  });

  it('shows one tenant’s log to its administrators only, and refuses a column it does not have', async () => {
    await call('GET', '/api/system/deblockingAccount/1002', adminToken);
    expect((await logPage(await tokenOf(app, INSPECTOR))).statusCode).toBe(403);
    const unknown = await logPage(adminToken, {
      current: 1,
      size: 10,
      filters: [{ key: 'password', operator: 'like', value: '*a*' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await entries()).map((e) => [e.title, e.method])).toEqual([['解锁账号', 'GET']]);
  });
});
