// What QA can do to the mock, as one service: the admin routes and the scenarios both call it,
// so a scenario step and the same call of /__mock behave alike.

import { randomBytes } from 'node:crypto';
import type { components } from '@jt/api-contract';
import type { Contract } from '../../contract/contract';
import { RecognitionControls } from '../assistant/recognition-controls';
import { type AccountRecord, type AuthState, authState, findAccount } from '../auth/auth-state';
import { type SessionService, sessionService } from '../auth/sessions';
import { ChatControls } from '../chat/chat-controls';
import { type ConfigCode, type ConfigValuesStore, configValues } from '../config/config-values';
import { type PageType, pageConfigs } from '../config/page-configs';
import type { MockStore } from '../store/mock-store';
import { exampleProblem } from './fault-injector';
import { ANY_OPERATION, type Fault, type FaultSpec, Faults } from './faults';
import type { Journal } from './journal';
import { type AdminAction, SCENARIOS, scenarioNamed, unknownScenarioMessage } from './scenarios';
import { changeUser, describeUser, type UserState, type UserStateChange } from './user-state';

type Schemas = components['schemas'];

/** A refusal of the admin API: 400 (bad request) or 404 (no such thing), with the reason. */
export class AdminError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

const SSO_LIFETIME_MS = 5 * 60_000;

export class MockAdmin {
  readonly state: AuthState;
  readonly configs: ConfigValuesStore;
  readonly sessions: SessionService;
  readonly faults: Faults;
  readonly chat: ChatControls;
  readonly recognitions: RecognitionControls;
  private readonly meta;

  constructor(
    private readonly store: MockStore,
    private readonly contract: Contract,
    private readonly journal: Journal | null,
  ) {
    this.state = authState(store);
    this.configs = configValues(store);
    this.sessions = sessionService(this.state);
    this.faults = new Faults(store);
    this.chat = new ChatControls(store);
    this.recognitions = new RecognitionControls(store);
    this.meta = store.collection<string>('mockAdmin');
  }

  reset(): void {
    this.store.reset();
    this.journal?.clear();
  }

  users(tenantAccount?: string): UserState[] {
    const now = Date.now();
    return this.state.accounts
      .values()
      .filter((a) => tenantAccount === undefined || a.tenantAccount === tenantAccount)
      .sort((a, b) => Number(a.userId) - Number(b.userId))
      .map((a) => describeUser(this.state, this.configs, a, now));
  }

  setUser(tenantAccount: string, userName: string, change: UserStateChange): UserState {
    const account = this.account(tenantAccount, userName);
    changeUser(this.state, this.configs, this.sessions, account, change, Date.now());
    const updated = this.state.accounts.get(account.userId) ?? account;
    return describeUser(this.state, this.configs, updated, Date.now());
  }

  signInPolicy(): Schemas['SignInPolicy'] {
    const type = this.configs.get('captcha_config', 'captcha_type');
    return {
      ...this.state.thresholds(),
      captchaType: type === '1' || type === '2' ? type : '0',
    };
  }

  setSignInPolicy({ captchaType, ...thresholds }: Schemas['SignInPolicyChange']): Schemas['SignInPolicy'] {
    if (Object.keys(thresholds).length > 0) this.state.setThresholds(thresholds);
    if (captchaType !== undefined) this.configs.set('captcha_config', 'captcha_type', captchaType);
    return this.signInPolicy();
  }

  setConfig(code: ConfigCode, values: Record<string, string>): Schemas['ConfigValues'] {
    const known = this.configs.entries(code).map((entry) => entry.code);
    const unknown = Object.keys(values).filter((key) => !known.includes(key));
    if (unknown.length > 0) {
      throw new AdminError(400, `${code} has no key ${unknown.join(', ')}. Keys: ${known.join(', ')}`);
    }
    for (const [key, value] of Object.entries(values)) this.configs.set(code, key, value);
    return {
      code,
      values: Object.fromEntries(this.configs.entries(code).map((entry) => [entry.code, entry.value])),
    };
  }

  selectPageConfig(type: PageType, id: string): Schemas['PageConfigInUse'] {
    const configs = pageConfigs(this.store);
    if (!configs.select(type, id)) {
      const ids = configs
        .list()
        .filter((config) => config.type === type)
        .map((config) => config.id);
      throw new AdminError(404, `No page configuration '${id}' of type ${type}. Ids: ${ids.join(', ')}`);
    }
    const inUse = configs.current(type);
    return { type, id, name: inUse?.name ?? '' };
  }

  issueSso(tenantAccount: string, userName: string): Schemas['SsoTicket'] {
    const account = this.account(tenantAccount, userName);
    const expiresAt = Date.now() + SSO_LIFETIME_MS;
    const ticket = `ST-${randomBytes(16).toString('hex')}`;
    const param = `SP-${randomBytes(16).toString('hex')}`;
    this.state.ssoTickets.set(ticket, { value: ticket, kind: 'ticket', userId: account.userId, expiresAt });
    this.state.ssoTickets.set(param, { value: param, kind: 'param', userId: account.userId, expiresAt });
    return {
      ticket,
      param,
      expiresAt: new Date(expiresAt).toISOString(),
      loginUrls: { ticket: `/login?ticket=${ticket}`, param: `/login?param=${param}` },
    };
  }

  addFault(spec: FaultSpec): Fault {
    if (spec.operationId !== ANY_OPERATION) {
      const operation = this.contract.operations.find((op) => op.operationId === spec.operationId);
      if (!operation) throw new AdminError(400, `The contract has no operation '${spec.operationId}'`);
      if (operation.path.startsWith('/__mock/')) {
        throw new AdminError(400, `${spec.operationId} is part of the admin API and cannot fail`);
      }
      if (spec.kind === 'status' && spec.example !== undefined) {
        const problem = exampleProblem(this.contract, operation, spec.status ?? 500, spec.example);
        if (problem) throw new AdminError(400, problem);
      }
    } else if (spec.example !== undefined) {
      throw new AdminError(400, "A named example needs one operation, not '*'");
    }
    if (spec.kind === 'delay' && spec.delayMs === undefined) {
      throw new AdminError(400, 'A delay fault needs delayMs');
    }
    return this.faults.add(spec);
  }

  addChatNextAnswer(spec: Schemas['ChatNextAnswerSpec']): Schemas['ChatNextAnswer'] {
    if (spec.text === undefined && spec.payload === undefined) {
      throw new AdminError(400, 'A scripted answer needs text, payload or both');
    }
    const { seq: _seq, ...answer } = this.chat.addNextAnswer(spec);
    return answer;
  }

  apply(action: AdminAction): void {
    switch (action.action) {
      case 'reset':
        this.reset();
        return;
      case 'user':
        this.setUser(action.tenantAccount, action.userName, action.state);
        return;
      case 'signInPolicy':
        this.setSignInPolicy(action.policy);
        return;
      case 'config':
        this.setConfig(action.code, action.values);
        return;
      case 'pageConfig':
        this.selectPageConfig(action.type, action.id);
        return;
      case 'fault':
        this.addFault(action.fault);
        return;
      case 'chatAgent':
        this.chat.setSettings(action.agent, action.settings);
        return;
      case 'chatNextAnswer':
        this.addChatNextAnswer(action.answer);
        return;
      case 'chatFault':
        this.chat.addFault(action.fault);
        return;
      case 'nextRecognition':
        this.recognitions.add(action.recognition);
        return;
    }
  }

  loadScenario(name: string): Schemas['ScenarioLoaded'] {
    const scenario = scenarioNamed(name);
    if (!scenario) throw new AdminError(404, unknownScenarioMessage(name));
    for (const action of scenario.actions) this.apply(action);
    this.meta.set('scenario', name);
    return { name, actions: scenario.actions.length };
  }

  scenarios(): Schemas['ScenarioList'] {
    return { scenarios: SCENARIOS.map((s) => ({ ...s })), loaded: this.meta.get('scenario') ?? null };
  }

  private account(tenantAccount: string, userName: string): AccountRecord {
    const account = findAccount(this.state.accounts, tenantAccount, userName);
    if (!account) throw new AdminError(404, `No account '${userName}' in tenant '${tenantAccount}'`);
    return account;
  }
}
