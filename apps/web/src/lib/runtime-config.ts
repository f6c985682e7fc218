// The runtime configuration (GET /app-config.json): read once at boot, then kept, so one build
// serves every environment (the RSA public key, the media prefix, the feature flags).
import type { ApiClient, Schemas } from '@jt/api-contract';
import { api } from './api/client';

export type AppConfig = Schemas['AppConfig'];

/** The runtime configuration could not be read, or is not usable. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

export interface RuntimeConfigStore {
  /** Reads the configuration once; concurrent calls share the read; a failed read may be retried. */
  load(): Promise<AppConfig>;
  /** The loaded configuration; throws when load() has not succeeded yet (a boot-order bug). */
  current(): AppConfig;
}

/** `read` answers what the server sent; the store checks it before keeping it. */
export function createRuntimeConfigStore(read: () => Promise<unknown>): RuntimeConfigStore {
  let config: AppConfig | undefined;
  let pending: Promise<AppConfig> | undefined;
  return {
    load() {
      if (config) return Promise.resolve(config);
      pending ??= read()
        .then((answer) => {
          const problem = whatIsWrongWith(answer);
          if (problem) throw new RuntimeConfigError(`The runtime configuration is not usable: ${problem}`);
          config = answer as AppConfig;
          return config;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    current() {
      if (!config) throw new RuntimeConfigError('The runtime configuration has not been loaded yet');
      return config;
    },
  };
}

/**
 * The few fields the app cannot run without. The gateway serves the document from the contract,
 * so this only guards against something else answering (a proxy's error page, an old gateway).
 */
function whatIsWrongWith(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return 'not a JSON object';
  const fields = answer as Record<string, unknown>;
  for (const name of ['environment', 'rsaPublicKey', 'mediaBaseUrl', 'mapAk'] as const) {
    if (typeof fields[name] !== 'string') return `${name} is not a string`;
  }
  if (typeof fields.features !== 'object' || fields.features === null) return 'features is not an object';
  return undefined;
}

/** Reads the document through the app's client; a non-2xx answer is an error. */
export async function readRuntimeConfig(client: ApiClient = api): Promise<AppConfig> {
  const { data, response } = await client.GET('/app-config.json');
  if (!data) throw new RuntimeConfigError(`GET /app-config.json answered HTTP ${response.status}`);
  return data;
}

/** The app's runtime configuration. */
export const runtimeConfig = createRuntimeConfigStore(() => readRuntimeConfig());
