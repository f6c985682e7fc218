// The named QA scenarios: each is data, a list of the admin API's own actions, so a scenario
// does exactly what the same calls to /__mock would do. Every one starts from the seed.

import type { components } from '@jt/api-contract';

export type AdminAction = components['schemas']['Action'];

export interface Scenario {
  name: string;
  description: string;
  actions: AdminAction[];
}

const reset: AdminAction = { action: 'reset' };
const jtdemo = (userName: string, state: components['schemas']['UserStateChange']): AdminAction => ({
  action: 'user',
  tenantAccount: 'jtdemo',
  userName,
  state,
});

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'seed',
    description:
      '初始数据：九个 jtdemo 账号（zhangsan 已锁定），验证码为滑块，失败 3 次后需要验证码，5 次锁定 3600 秒',
    actions: [reset],
  },
  {
    name: 'lockout',
    description: 'inspector 已锁定（还剩 3125 秒）；admin 已失败 4 次（还剩 1 次，需要验证码）',
    actions: [reset, jtdemo('inspector', { lockedForSeconds: 3125 }), jtdemo('admin', { failedAttempts: 4 })],
  },
  {
    name: 'expired-password',
    description: 'admin 与 inspector 的密码超过 password_expire_period（密码状态 2）',
    actions: [reset, jtdemo('admin', { passwordStatus: 2 }), jtdemo('inspector', { passwordStatus: 2 })],
  },
  {
    name: 'first-login',
    description: 'admin 与 inspector 首次登录（密码状态 1），须先修改密码',
    actions: [reset, jtdemo('admin', { passwordStatus: 1 }), jtdemo('inspector', { passwordStatus: 1 })],
  },
  {
    name: 'weak-password',
    description: 'admin 的初始密码强度较弱（密码状态 3）',
    actions: [reset, jtdemo('admin', { passwordStatus: 3 })],
  },
  {
    name: 'kick-out',
    description: 'admin 与 inspector 的会话在登录 60 秒后被踢出（下一次调用 403 error.user.kickOut）',
    actions: [
      reset,
      jtdemo('admin', { kickOutAfterSeconds: 60 }),
      jtdemo('inspector', { kickOutAfterSeconds: 60 }),
    ],
  },
  {
    name: 'session-expired',
    description: '登录后第一次读取菜单树时答 401（会话中途失效）',
    actions: [
      reset,
      { action: 'fault', fault: { operationId: 'getPlatformMenuTree', kind: 'status', status: 401 } },
    ],
  },
  {
    name: 'network-faults',
    description:
      '登录后：用户信息延迟 3 秒；菜单树 500 一次；配置读取超时一次；字典断开连接一次；租户列表返回残缺的 JSON 一次',
    actions: [
      reset,
      { action: 'fault', fault: { operationId: 'getCurrentUserDetail', kind: 'delay', delayMs: 3000 } },
      { action: 'fault', fault: { operationId: 'getPlatformMenuTree', kind: 'status', status: 500 } },
      { action: 'fault', fault: { operationId: 'getConfigByCodes', kind: 'timeout' } },
      { action: 'fault', fault: { operationId: 'listDicInfo', kind: 'drop' } },
      { action: 'fault', fault: { operationId: 'getTenantList', kind: 'malformed' } },
    ],
  },
  {
    name: 'captcha-number',
    description: '数字验证码（captcha_type 0），每次登录都需要',
    actions: [reset, { action: 'signInPolicy', policy: { captchaType: '0', captchaAttempts: 0 } }],
  },
  {
    name: 'captcha-puzzle',
    description: '滑块验证码（captcha_type 1），每次登录都需要',
    actions: [reset, { action: 'signInPolicy', policy: { captchaType: '1', captchaAttempts: 0 } }],
  },
  {
    name: 'captcha-clickword',
    description: '文字点选验证码（captcha_type 2），每次登录都需要',
    actions: [reset, { action: 'signInPolicy', policy: { captchaType: '2', captchaAttempts: 0 } }],
  },
  {
    name: 'single-tenant',
    description: '单租户模式（sass_model 1），公共租户 jtdemo',
    actions: [
      reset,
      { action: 'config', code: 'sass_config', values: { sass_model: '1', common_tenant_account: 'jtdemo' } },
    ],
  },
  {
    name: 'assistant-slow',
    description: '超级管家的各个智能体回答很慢（每秒 2 个 token），用于测试等待、停止和超时',
    actions: [reset, { action: 'chatAgent', agent: 'all', settings: { tokensPerSecond: 2 } }],
  },
  {
    name: 'assistant-stream-faults',
    description:
      '对话流出错各一次：巡查助手 3 个事件后断开连接；管家 5 个事件后收到 error 事件；病害助手直接答 HTTP 500；处置助手 2 个事件后卡住不再发送',
    actions: [
      reset,
      { action: 'chatFault', fault: { agent: 'patrol', kind: 'cut', afterFrames: 3 } },
      { action: 'chatFault', fault: { agent: 'main', kind: 'error', afterFrames: 5 } },
      { action: 'chatFault', fault: { agent: 'disease', kind: 'status', status: 500 } },
      { action: 'chatFault', fault: { agent: 'disposal', kind: 'stall', afterFrames: 2 } },
    ],
  },
  {
    name: 'assistant-recognition-empty',
    description: '上传图片识别什么也没发现（接下来 20 次识别）',
    actions: [reset, { action: 'nextRecognition', recognition: { results: [], times: 20 } }],
  },
  {
    name: 'assistant-report-fails',
    description: '巡查记录和施工报告下载失败一次（HTTP 500，客户端提示“服务未响应！”）',
    actions: [
      reset,
      {
        action: 'fault',
        fault: { operationId: 'weeklyInspectionRecordReportLoad', kind: 'status', status: 500 },
      },
      { action: 'fault', fault: { operationId: 'ysReportLoad', kind: 'status', status: 500 } },
    ],
  },
  {
    name: 'login-video',
    description: '登录页使用视频背景布局（页面配置 2）',
    actions: [reset, { action: 'pageConfig', type: '0', id: '2' }],
  },
];

export function scenarioNamed(name: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.name === name);
}

export function unknownScenarioMessage(name: string): string {
  return `No scenario named '${name}'. Scenarios: ${SCENARIOS.map((s) => s.name).join(', ')}`;
}
