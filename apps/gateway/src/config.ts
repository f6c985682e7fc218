import { isAbsolute, resolve } from 'node:path';
import { repoRoot } from './paths';

/** The agents behind the assistant, each with its own chat-service key (seed 001 §1). */
export const CHAT_AGENTS = [
  'main',
  'acceptance',
  'policy',
  'disease',
  'patrol',
  'traffic',
  'operation',
  'disposal',
] as const;
export type ChatAgent = (typeof CHAT_AGENTS)[number];

export const UPSTREAMS = ['api', 'chat', 'storage', 'tts', 'maps'] as const;
export type UpstreamName = (typeof UPSTREAMS)[number];
export type UpstreamMode = 'mock' | 'proxy';

export interface ApiUpstream {
  mode: UpstreamMode;
  /** Base URL of the platform backend (proxy mode). */
  url: string | null;
}
export interface ChatUpstream {
  mode: UpstreamMode;
  url: string | null;
  /** Bearer key of each agent (proxy mode); never sent to the browser. */
  agentKeys: Record<ChatAgent, string>;
}
export interface StorageUpstream {
  mode: UpstreamMode;
  url: string | null;
  bucket: string;
  /** Credentials of a private bucket (requests signed with AWS Signature V4); empty for a public one. */
  accessKey: string;
  secretKey: string;
  /** The region the signature names (MinIO's default: us-east-1). */
  region: string;
}
export interface TtsUpstream {
  mode: UpstreamMode;
  url: string;
  appId: string;
  apiKey: string;
  apiSecret: string;
}
export interface MapsUpstream {
  mode: UpstreamMode;
  url: string;
  /** Server-type AK of the web services; added by the gateway. */
  ak: string;
  /** SK of a server AK that uses SN checks: the gateway signs each call with it (empty: no sn). */
  sk: string;
  /** Browser-type AK of the map script: public by nature, restricted by Referer. */
  browserAk: string;
}

export interface GatewayConfig {
  port: number;
  host: string;
  /** Directory of the mock's persistent store; null keeps everything in memory (tests). */
  dataDir: string | null;
  /** Create dataDir when missing: only the default (.data of the checkout); a configured one must exist. */
  createDataDir: boolean;
  /** The built web app served at '/'; null serves no app (API-only). */
  webRoot: string | null;
  /** `npm run dev`: the Vite dev server the web app is proxied to (hot reload through the gateway). */
  webDevServer: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** A named QA scenario loaded at start (mock mode). */
  scenario: string | null;
  /** The QA admin API under /__mock (mock mode only). */
  mockAdmin: boolean;
  /**
   * Which proxies in front may say who the client is (X-Forwarded-For): false (none, the socket's
   * address counts), a hop count, or the proxies' addresses/CIDRs (Fastify's trustProxy).
   */
  trustProxy: false | number | string[];
  /** Sign-in throttling: attempts per client address and per account within the window. */
  signInLimits: { perIp: number; perAccount: number; windowSeconds: number };
  /** Redis shared by several instances (sign-in throttling); null keeps the counters in memory. */
  redisUrl: string | null;
  /** Milliseconds a SIGTERM waits for in-flight requests and streams before the process exits. */
  shutdownTimeoutMs: number;
  /** Port of the Prometheus /metrics listener (on metricsHost); null serves no metrics. */
  metricsPort: number | null;
  metricsHost: string;
  /** The API reference at /docs (on by default in mock mode, off in production). */
  apiDocs: boolean;
  /** Largest request body accepted, uploads included (bytes); a longer one is refused while streaming. */
  bodyLimitBytes: number;
  /** Proxy mode: one upstream JSON answer in this many is checked against the contract (0: none). */
  contractDriftEvery: number;
  /** Seed of the mock's road-maintenance world (the same seed gives the same world). */
  worldSeed: number;
  /** RSA key pair for passwords; null means "generate one for the mock and keep it in dataDir". */
  rsa: { publicKeyPem: string; privateKeyPem: string | null } | null;
  upstreams: {
    api: ApiUpstream;
    chat: ChatUpstream;
    storage: StorageUpstream;
    tts: TtsUpstream;
    maps: MapsUpstream;
  };
}

/** Every problem of the environment at once, one line each, so one restart fixes them all. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Reads the gateway configuration from environment variables (and `--scenario NAME` among the
 * command-line arguments). Pure: the same input gives the same config or the same ConfigError.
 */
export function loadConfig(env: Env, argv: readonly string[] = []): GatewayConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const port = read.integer('PORT', 8080, 1, 65535);
  const host = read.text('HOST', '127.0.0.1');
  const dataDirRaw = read.text('DATA_DIR', resolve(repoRoot, '.data'));
  const dataDir = dataDirRaw === ':memory:' ? null : absolute(dataDirRaw);
  const createDataDir = read.optional('DATA_DIR') === null;
  // WEB_ROOT set but empty means an API-only gateway.
  const webRootRaw =
    env.WEB_ROOT?.trim() === '' ? '' : read.text('WEB_ROOT', resolve(repoRoot, 'apps/web/dist'));
  const webRoot = webRootRaw === '' ? null : absolute(webRootRaw);
  const webDevServer = read.url('WEB_DEV_SERVER', 'mock', ['http:']);
  const logLevel = read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  const scenario = scenarioFrom(argv, problems) ?? read.optional('SCENARIO');

  const apiMode = read.mode('API_MODE');
  const api: ApiUpstream = { mode: apiMode, url: read.url('API_URL', apiMode, ['http:', 'https:']) };

  const chatMode = read.mode('CHAT_MODE');
  const chatUrl = read.url('CHAT_URL', chatMode, ['http:', 'https:']);
  const agentKeys = Object.fromEntries(
    CHAT_AGENTS.map((agent) => [agent, read.secret(`CHAT_KEY_${agent.toUpperCase()}`, chatMode)]),
  ) as Record<ChatAgent, string>;
  const chat: ChatUpstream = { mode: chatMode, url: chatUrl, agentKeys };

  const storageMode = read.mode('STORAGE_MODE');
  const storage: StorageUpstream = {
    mode: storageMode,
    url: read.url('STORAGE_URL', storageMode, ['http:', 'https:']),
    bucket: read.text('STORAGE_BUCKET', 'jt-platform'),
    accessKey: read.text('STORAGE_ACCESS_KEY', ''),
    secretKey: read.text('STORAGE_SECRET_KEY', ''),
    region: read.text('STORAGE_REGION', 'us-east-1'),
  };
  if ((storage.accessKey === '') !== (storage.secretKey === '')) {
    problems.push(
      'STORAGE_ACCESS_KEY and STORAGE_SECRET_KEY: give both (a private bucket) or neither (a public one)',
    );
  }

  const ttsMode = read.mode('TTS_MODE');
  const tts: TtsUpstream = {
    mode: ttsMode,
    url: read.url('TTS_URL', 'mock', ['ws:', 'wss:']) ?? 'wss://tts-api.xfyun.cn/v2/tts',
    appId: read.secret('TTS_APP_ID', ttsMode),
    apiKey: read.secret('TTS_API_KEY', ttsMode),
    apiSecret: read.secret('TTS_API_SECRET', ttsMode),
  };

  const mapsMode = read.mode('MAPS_MODE');
  const maps: MapsUpstream = {
    mode: mapsMode,
    url: read.url('MAPS_URL', 'mock', ['http:', 'https:']) ?? 'https://api.map.baidu.com',
    ak: read.secret('MAPS_AK', mapsMode),
    sk: read.text('MAPS_SK', ''),
    browserAk: read.text('MAPS_BROWSER_AK', ''),
  };

  const trustProxy = readTrustProxy(read.optional('TRUST_PROXY'), problems);
  const signInLimits = {
    perIp: read.integer('SIGNIN_LIMIT_IP', 100, 1, 1_000_000),
    perAccount: read.integer('SIGNIN_LIMIT_ACCOUNT', 10, 1, 1_000_000),
    windowSeconds: read.integer('SIGNIN_LIMIT_WINDOW', 60, 1, 86_400),
  };
  const redisUrl = read.url('REDIS_URL', 'mock', ['redis:', 'rediss:']);
  const shutdownTimeoutMs = read.integer('SHUTDOWN_TIMEOUT', 10, 1, 3600) * 1000;
  const metricsPortRaw = read.optional('METRICS_PORT');
  const metricsPort = metricsPortRaw === null ? null : read.integer('METRICS_PORT', 9464, 1, 65535);
  const metricsHost = read.text('METRICS_HOST', '127.0.0.1');
  const apiDocs = read.flag('API_DOCS', apiMode === 'mock');
  const bodyLimitBytes = read.integer('BODY_LIMIT_MB', 10, 1, 10_240) * 1024 * 1024;
  const contractDriftEvery = read.integer('CONTRACT_DRIFT_EVERY', 100, 0, 1_000_000);

  const rsa = readRsa(read, apiMode, problems);
  const mockAdmin = read.flag('MOCK_ADMIN', apiMode === 'mock');
  const worldSeed = read.integer('WORLD_SEED', 20_260_518, 0, 2 ** 32 - 1);
  if (mockAdmin && apiMode === 'proxy') problems.push('MOCK_ADMIN: the QA admin API needs API_MODE=mock');
  if (scenario !== null && apiMode === 'proxy') problems.push('SCENARIO: scenarios need API_MODE=mock');

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    createDataDir,
    webRoot,
    webDevServer,
    logLevel,
    scenario,
    mockAdmin,
    trustProxy,
    signInLimits,
    redisUrl,
    shutdownTimeoutMs,
    metricsPort,
    metricsHost,
    apiDocs,
    bodyLimitBytes,
    contractDriftEvery,
    worldSeed,
    rsa,
    upstreams: { api, chat, storage, tts, maps },
  };
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}

/** TRUST_PROXY: off, a hop count (1 = one load balancer), or the proxies' addresses and CIDRs. */
function readTrustProxy(raw: string | null, problems: string[]): GatewayConfig['trustProxy'] {
  if (raw === null || ['false', 'no', 'off', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 32) return hops;
  }
  const addresses = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const bad = addresses.filter((part) => !address.test(part) && !named.includes(part));
  if (bad.length > 0 || addresses.length === 0) {
    problems.push(
      `TRUST_PROXY: expected a hop count (e.g. 1) or the proxies' addresses (e.g. 10.0.0.5,10.0.1.0/24), got '${raw}'`,
    );
    return false;
  }
  return addresses;
}

function scenarioFrom(argv: readonly string[], problems: string[]): string | null {
  const index = argv.findIndex((arg) => arg === '--scenario' || arg.startsWith('--scenario='));
  if (index === -1) return null;
  const arg = argv[index] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  if (!value || value.startsWith('--')) {
    problems.push('--scenario: give the scenario name, e.g. --scenario lockout');
    return null;
  }
  return value;
}

function readRsa(read: EnvReader, apiMode: UpstreamMode, problems: string[]): GatewayConfig['rsa'] {
  const publicKeyPem = read.optional('RSA_PUBLIC_KEY');
  const privateKeyPem = read.optional('RSA_PRIVATE_KEY');
  for (const [name, pem, label] of [
    ['RSA_PUBLIC_KEY', publicKeyPem, 'PUBLIC KEY'],
    ['RSA_PRIVATE_KEY', privateKeyPem, 'PRIVATE KEY'],
  ] as const) {
    if (pem !== null && !pem.includes(`-----BEGIN ${label}-----`)) {
      problems.push(`${name}: expected a PEM block starting with -----BEGIN ${label}-----`);
    }
  }
  if (apiMode === 'proxy' && publicKeyPem === null) {
    problems.push("RSA_PUBLIC_KEY: required with API_MODE=proxy (the backend's password public key, PEM)");
  }
  if (apiMode === 'mock' && (publicKeyPem === null) !== (privateKeyPem === null)) {
    problems.push('RSA_PUBLIC_KEY and RSA_PRIVATE_KEY: give both halves of the key pair, or neither');
  }
  if (publicKeyPem === null) return null;
  return { publicKeyPem, privateKeyPem };
}

/** Reads typed values out of the environment, recording a clear problem for each bad one. */
class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  optional(name: string): string | null {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? null : value;
  }

  text(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name}: expected a whole number from ${min} to ${max}, got '${raw}'`);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optional(name);
    if (raw === null) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name}: expected one of ${allowed.join(', ')}, got '${raw}'`);
    return fallback;
  }

  flag(name: string, fallback: boolean): boolean {
    const raw = this.optional(name);
    if (raw === null) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
    this.problems.push(`${name}: expected true or false, got '${raw}'`);
    return fallback;
  }

  mode(name: string): UpstreamMode {
    return this.oneOf(name, ['mock', 'proxy'] as const, 'mock');
  }

  /** A URL, required when the upstream is proxied (pass 'mock' when a public default exists). */
  url(name: string, mode: UpstreamMode, protocols: readonly string[]): string | null {
    const raw = this.optional(name);
    if (raw === null) {
      if (mode === 'proxy') this.problems.push(`${name}: required when ${modeVariable(name)}=proxy`);
      return null;
    }
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      this.problems.push(`${name}: expected an absolute URL, got '${raw}'`);
      return null;
    }
    if (!protocols.includes(parsed.protocol)) {
      this.problems.push(`${name}: expected a ${protocols.join(' or ')} URL, got '${raw}'`);
      return null;
    }
    return raw.replace(/\/+$/, '');
  }

  /** A secret, required when the upstream is proxied; its value is never echoed. */
  secret(name: string, mode: UpstreamMode): string {
    const raw = this.optional(name);
    if (raw === null && mode === 'proxy') {
      this.problems.push(`${name}: required when ${modeVariable(name)}=proxy`);
    }
    return raw ?? '';
  }
}

function modeVariable(name: string): string {
  return `${name.split('_')[0]}_MODE`;
}
