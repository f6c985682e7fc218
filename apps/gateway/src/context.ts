import type { GatewayConfig } from './config';
import type { Contract } from './contract/contract';
import type { OperationHooks } from './contract/operation-route';
import type { GatewayMetrics } from './http/metrics';
import type { OpenStreams } from './http/open-streams';
import type { PasswordKeys } from './keys/password-keys';
import type { CaptchaGate } from './mock/captcha/captcha-gate';
import type { ChatTasks } from './mock/chat/tasks';
import type { MockStore } from './mock/store/mock-store';
import type { World } from './mock/world/world';
import type { ContractDrift } from './upstreams/contract-drift';

/**
 * What one gateway instance shares with its plugins, passed as a plugin option (never a module
 * global, so tests can build many gateways side by side).
 */
export interface GatewayContext {
  config: GatewayConfig;
  contract: Contract;
  hooks: OperationHooks;
  passwordKeys: PasswordKeys;
  /** The mock's embedded store; null when no upstream is mocked. */
  store: MockStore | null;
  /** The mock's road-maintenance world (mock/world); null unless the api upstream is mocked. */
  world: World | null;
  /** Set by the mock's captcha domain; the auth domain asks it at sign-in. */
  captchaGate: CaptchaGate | null;
  /** Set by the mock's chat domain: the answers streaming now (QA's view of them). */
  chatTasks: ChatTasks | null;
  startedAt: number;
  version: string;
  /** True from the start of a shutdown: /readyz answers 503 so a load balancer stops sending. */
  draining: boolean;
  /** Event streams relayed right now; ended with a final error frame at shutdown. */
  streams: OpenStreams;
  /** Prometheus metrics; null unless METRICS_PORT is set. */
  metrics: GatewayMetrics | null;
  /** Proxy mode: the sampled check of upstream answers against the contract; null when off. */
  contractDrift: ContractDrift | null;
}

export interface ContextOptions {
  ctx: GatewayContext;
}
