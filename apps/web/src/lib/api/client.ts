// The app's one HTTP client: openapi-fetch typed by the contract, through the app's middleware.
// No other HTTP client exists in the app (no axios, no raw fetch to /api).
import { type ApiClient, createApiClient, type Middleware } from '@jt/api-contract';
import { appMiddleware } from './middleware';

/** Builds a client on the page's own origin with the given middleware, applied in order. */
export function composeApiClient(middleware: readonly Middleware[]): ApiClient {
  return createApiClient({ middleware: [...middleware] });
}

/** The client every feature uses. */
export const api: ApiClient = composeApiClient(appMiddleware);
