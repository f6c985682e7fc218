import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>, argv: string[] = []): string[] {
  try {
    loadConfig(env, argv);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('gateway configuration', () => {
  it('defaults to everything on the embedded mock at 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.webRoot).toMatch(/apps\/web\/dist$/);
    expect(config.mockAdmin).toBe(true);
    expect(Object.values(config.upstreams).map((u) => u.mode)).toEqual([
      'mock',
      'mock',
      'mock',
      'mock',
      'mock',
    ]);
    expect(config.upstreams.tts.url).toBe('wss://tts-api.xfyun.cn/v2/tts');
    expect(config.upstreams.maps.url).toBe('https://api.map.baidu.com');
  });

  it('keeps the store in memory with DATA_DIR=:memory: and serves no app with an empty WEB_ROOT', () => {
    const config = loadConfig({ DATA_DIR: ':memory:', WEB_ROOT: '' });
    expect(config.dataDir).toBeNull();
    expect(config.webRoot).toBeNull();
  });

  it('names each bad value with the rule it breaks, all at once', () => {
    expect(
      problemsOf({ PORT: '80a', HOST: '0.0.0.0', LOG_LEVEL: 'loud', API_MODE: 'real', MOCK_ADMIN: 'maybe' }),
    ).toEqual([
      "PORT: expected a whole number from 1 to 65535, got '80a'",
      "LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
      "API_MODE: expected one of mock, proxy, got 'real'",
      "MOCK_ADMIN: expected true or false, got 'maybe'",
    ]);
    expect(problemsOf({ PORT: '70000' })).toEqual([
      "PORT: expected a whole number from 1 to 65535, got '70000'",
    ]);
  });

  it('requires the URL and secrets of every proxied upstream, and never echoes a secret', () => {
    const problems = problemsOf({
      API_MODE: 'proxy',
      CHAT_MODE: 'proxy',
      STORAGE_MODE: 'proxy',
      TTS_MODE: 'proxy',
      MAPS_MODE: 'proxy',
    });
    expect(problems).toEqual([
      'API_URL: required when API_MODE=proxy',
      'CHAT_URL: required when CHAT_MODE=proxy',
      'CHAT_KEY_MAIN: required when CHAT_MODE=proxy',
      'CHAT_KEY_ACCEPTANCE: required when CHAT_MODE=proxy',
      'CHAT_KEY_POLICY: required when CHAT_MODE=proxy',
      'CHAT_KEY_DISEASE: required when CHAT_MODE=proxy',
      'CHAT_KEY_PATROL: required when CHAT_MODE=proxy',
      'CHAT_KEY_TRAFFIC: required when CHAT_MODE=proxy',
      'CHAT_KEY_OPERATION: required when CHAT_MODE=proxy',
      'CHAT_KEY_DISPOSAL: required when CHAT_MODE=proxy',
      'STORAGE_URL: required when STORAGE_MODE=proxy',
      'TTS_APP_ID: required when TTS_MODE=proxy',
      'TTS_API_KEY: required when TTS_MODE=proxy',
      'TTS_API_SECRET: required when TTS_MODE=proxy',
      'MAPS_AK: required when MAPS_MODE=proxy',
      "RSA_PUBLIC_KEY: required with API_MODE=proxy (the backend's password public key, PEM)",
    ]);
    expect(
      problemsOf({
        API_MODE: 'proxy',
        API_URL: 'http://backend',
        RSA_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----',
        MOCK_ADMIN: 'true',
        SCENARIO: 'lockout',
      }),
    ).toEqual(['MOCK_ADMIN: the QA admin API needs API_MODE=mock', 'SCENARIO: scenarios need API_MODE=mock']);
    const secret = problemsOf({
      CHAT_MODE: 'proxy',
      CHAT_URL: 'http://chat',
      CHAT_KEY_MAIN: 'app-s3cr3t',
    }).join('\n');
    expect(secret).toContain('CHAT_KEY_POLICY: required when CHAT_MODE=proxy');
    expect(secret).not.toContain('app-s3cr3t');
  });

  it('wants both storage credentials (a private bucket) or neither (a public one)', () => {
    const both =
      'STORAGE_ACCESS_KEY and STORAGE_SECRET_KEY: give both (a private bucket) or neither (a public one)';
    expect(problemsOf({ STORAGE_ACCESS_KEY: 'minio' })).toEqual([both]);
    expect(problemsOf({ STORAGE_SECRET_KEY: 'minio-s3cr3t' })).toEqual([both]);
    const storage = loadConfig({
      STORAGE_MODE: 'proxy',
      STORAGE_URL: 'http://minio:9000/',
      STORAGE_BUCKET: 'jt-media',
      STORAGE_ACCESS_KEY: 'minio',
      STORAGE_SECRET_KEY: 'minio-s3cr3t',
    }).upstreams.storage;
    expect(storage).toEqual({
      mode: 'proxy',
      url: 'http://minio:9000',
      bucket: 'jt-media',
      accessKey: 'minio',
      secretKey: 'minio-s3cr3t',
      region: 'us-east-1',
    });
  });

  it('accepts proxy mode for every upstream once its URL and secrets are given', () => {
    const config = loadConfig({
      CHAT_MODE: 'proxy',
      CHAT_URL: 'http://dify/v1',
      ...Object.fromEntries(
        ['MAIN', 'ACCEPTANCE', 'POLICY', 'DISEASE', 'PATROL', 'TRAFFIC', 'OPERATION', 'DISPOSAL'].map(
          (agent) => [`CHAT_KEY_${agent}`, `app-${agent.toLowerCase()}`],
        ),
      ),
      STORAGE_MODE: 'proxy',
      STORAGE_URL: 'http://minio:9000',
      TTS_MODE: 'proxy',
      TTS_APP_ID: 'app',
      TTS_API_KEY: 'key',
      TTS_API_SECRET: 'secret',
      MAPS_MODE: 'proxy',
      MAPS_AK: 'server-ak',
      MAPS_SK: 'server-sk',
    });
    expect(Object.values(config.upstreams).map((upstream) => upstream.mode)).toEqual([
      'mock',
      'proxy',
      'proxy',
      'proxy',
      'proxy',
    ]);
    expect(config.upstreams.chat.agentKeys.traffic).toBe('app-traffic');
    expect(config.upstreams.maps).toMatchObject({ ak: 'server-ak', sk: 'server-sk' });
  });

  it('checks URLs for their scheme and strips a trailing slash', () => {
    expect(
      problemsOf({
        API_MODE: 'proxy',
        API_URL: 'backend:8080',
        RSA_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----',
        MOCK_ADMIN: '0',
      }),
    ).toEqual(["API_URL: expected a http: or https: URL, got 'backend:8080'"]);
    expect(problemsOf({ TTS_URL: 'https://tts-api.xfyun.cn/v2/tts' })).toEqual([
      "TTS_URL: expected a ws: or wss: URL, got 'https://tts-api.xfyun.cn/v2/tts'",
    ]);
    const config = loadConfig({
      API_MODE: 'proxy',
      API_URL: 'https://platform.example.cn/base/',
      RSA_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nAAA\n-----END PUBLIC KEY-----',
      MOCK_ADMIN: 'false',
    });
    expect(config.upstreams.api.url).toBe('https://platform.example.cn/base');
    expect(config.rsa).toEqual({
      publicKeyPem: '-----BEGIN PUBLIC KEY-----\nAAA\n-----END PUBLIC KEY-----',
      privateKeyPem: null,
    });
  });

  it('wants both halves of a mock key pair, each a PEM block', () => {
    expect(problemsOf({ RSA_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----' })).toEqual([
      'RSA_PUBLIC_KEY and RSA_PRIVATE_KEY: give both halves of the key pair, or neither',
    ]);
    expect(problemsOf({ RSA_PUBLIC_KEY: 'abc', RSA_PRIVATE_KEY: 'def' })).toEqual([
      'RSA_PUBLIC_KEY: expected a PEM block starting with -----BEGIN PUBLIC KEY-----',
      'RSA_PRIVATE_KEY: expected a PEM block starting with -----BEGIN PRIVATE KEY-----',
    ]);
  });

  it('loads a QA scenario from --scenario NAME, --scenario=NAME or SCENARIO', () => {
    expect(loadConfig({}, ['--scenario', 'lockout']).scenario).toBe('lockout');
    expect(loadConfig({}, ['--scenario=kick-out']).scenario).toBe('kick-out');
    expect(loadConfig({ SCENARIO: 'first-login' }).scenario).toBe('first-login');
    expect(problemsOf({}, ['--scenario'])).toEqual([
      '--scenario: give the scenario name, e.g. --scenario lockout',
    ]);
  });
});
