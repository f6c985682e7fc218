import { createApiClient } from '@jt/api-contract';
import { describe, expect, it, vi } from 'vitest';
import {
  type AppConfig,
  createRuntimeConfigStore,
  RuntimeConfigError,
  readRuntimeConfig,
} from './runtime-config';

const config: AppConfig = {
  environment: 'mock',
  rsaPublicKey: '-----BEGIN PUBLIC KEY-----\nMFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAK\n-----END PUBLIC KEY-----\n',
  mediaBaseUrl: '/media/',
  mapAk: '',
  features: { assistant: true, tts: true, maps: false, mockAdmin: true },
};

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createRuntimeConfigStore', () => {
  it('reads the configuration once and keeps it', async () => {
    const read = vi.fn(() => Promise.resolve(config));
    const store = createRuntimeConfigStore(read);
    await expect(store.load()).resolves.toEqual(config);
    await expect(store.load()).resolves.toEqual(config);
    expect(store.current()).toEqual(config);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('shares one read between concurrent loads', async () => {
    const answer = deferred<AppConfig>();
    const read = vi.fn(() => answer.promise);
    const store = createRuntimeConfigStore(read);
    const first = store.load();
    const second = store.load();
    answer.resolve(config);
    await expect(Promise.all([first, second])).resolves.toEqual([config, config]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again after a failed read, so the boot screen can retry', async () => {
    const read = vi
      .fn<() => Promise<AppConfig>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(config);
    const store = createRuntimeConfigStore(read);
    await expect(store.load()).rejects.toThrow('Failed to fetch');
    expect(() => store.current()).toThrow('The runtime configuration has not been loaded yet');
    await expect(store.load()).resolves.toEqual(config);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('refuses current() before a successful load', () => {
    const store = createRuntimeConfigStore(() => Promise.resolve(config));
    expect(() => store.current()).toThrow(RuntimeConfigError);
  });

  it.each([
    ['null', null, 'not a JSON object'],
    ['an HTML string', '<!doctype html>', 'not a JSON object'],
    ['no rsaPublicKey', { ...config, rsaPublicKey: undefined }, 'rsaPublicKey is not a string'],
    ['a numeric environment', { ...config, environment: 1 }, 'environment is not a string'],
    ['no mediaBaseUrl', { ...config, mediaBaseUrl: null }, 'mediaBaseUrl is not a string'],
    ['no mapAk', { ...config, mapAk: undefined }, 'mapAk is not a string'],
    ['no features', { ...config, features: null }, 'features is not an object'],
  ])('rejects an answer with %s and does not keep it', async (_, answer, problem) => {
    const read = vi.fn(() => Promise.resolve<unknown>(answer));
    const store = createRuntimeConfigStore(read);
    const error = await store.load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect(error).toMatchObject({ message: `The runtime configuration is not usable: ${problem}` });
    expect(() => store.current()).toThrow('The runtime configuration has not been loaded yet');
  });
});

describe('readRuntimeConfig', () => {
  const clientAnswering = (response: () => Response | Promise<Response>) => {
    const fetch = vi.fn((_request: Request) => Promise.resolve(response()));
    return { fetch, client: createApiClient({ baseUrl: 'http://gateway.test', fetch }) };
  };

  it('GETs /app-config.json and returns the document', async () => {
    const { fetch, client } = clientAnswering(() => Response.json(config));
    await expect(readRuntimeConfig(client)).resolves.toEqual(config);
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0]?.[0];
    expect([request?.method, request?.url]).toEqual(['GET', 'http://gateway.test/app-config.json']);
  });

  it('fails with the HTTP status when the gateway does not answer 2xx', async () => {
    const { client } = clientAnswering(() => Response.json({ message: 'down' }, { status: 503 }));
    await expect(readRuntimeConfig(client)).rejects.toThrow(
      new RuntimeConfigError('GET /app-config.json answered HTTP 503'),
    );
  });

  it('fails when something other than JSON answers', async () => {
    const { client } = clientAnswering(
      () => new Response('<!doctype html><title>502</title>', { headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(readRuntimeConfig(client)).rejects.toThrow(SyntaxError);
  });

  it('fails when the network does', async () => {
    const client = createApiClient({
      baseUrl: 'http://gateway.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(readRuntimeConfig(client)).rejects.toThrow('Failed to fetch');
  });
});
