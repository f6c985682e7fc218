import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { components, paths } from '../generated/schema';

// The generated types (paths, components, operations) and the values of every enum of the
// contract (e.g. pageComponentTypeValues), so code lists them without writing them again.
export * from '../generated/schema';
export { MAP_BOUNDS, mapCenterError } from './map-center';
export type { Middleware };

/** The schemas of the contract, by name: `Schemas['Problem']`. */
export type Schemas = components['schemas'];

/** The typed HTTP client of the platform. */
export type ApiClient = Client<paths>;

export interface ApiClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the gateway is; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** Applied in order to every request and response. */
  middleware?: Middleware[];
}

/**
 * The one way to build an HTTP client of the platform: every call is typed by the contract and
 * passes through the given middleware (authorization, error rules, …) in order.
 */
export function createApiClient({
  baseUrl = '',
  middleware = [],
  ...options
}: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({ baseUrl, credentials: 'include', ...options });
  if (middleware.length > 0) client.use(...middleware);
  return client;
}
