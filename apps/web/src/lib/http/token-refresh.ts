// Keeps the token fresh while the user works (research §2.4, the cscp client's timingRefreshToken):
// every 60 s, as long as the last call other than the refresh itself was answered less than
// 30 min ago, GET refreshToken?rememberme={flag} and store the new token. An idle user's token
// is left to expire, so the next call meets the global 401.

export const REFRESH_INTERVAL_MS = 60_000;
export const REFRESH_IDLE_LIMIT_MS = 30 * 60_000;
/** The refresh call's path template (it does not count as user activity). */
export const REFRESH_TOKEN_PATH = '/api/component/system/refreshToken';

/** What the refresher reads and writes of the stored session (lib/session's credentials fit it). */
export interface RefreshableSession {
  token(): string | null;
  storeToken(token: string): void;
  lastHttpRequestTime(): number | null;
  rememberMe(): '0' | '1';
}

export interface TokenRefresherDeps {
  credentials: RefreshableSession;
  now: () => number;
  /** Calls refreshToken with the remember-me flag; resolves the new token or null. */
  refresh: (rememberme: '0' | '1') => Promise<string | null>;
  setInterval: (tick: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  intervalMs?: number;
  idleLimitMs?: number;
}

export interface TokenRefresher {
  /** Starts the 60 s timer if it is not running (idempotent). */
  start(): void;
  stop(): void;
  running(): boolean;
  /** One timer tick (exposed for tests): refreshes when due; stops when signed out. */
  tick(): Promise<void>;
}

export function createTokenRefresher(deps: TokenRefresherDeps): TokenRefresher {
  const intervalMs = deps.intervalMs ?? REFRESH_INTERVAL_MS;
  const idleLimitMs = deps.idleLimitMs ?? REFRESH_IDLE_LIMIT_MS;
  let handle: unknown;
  let inFlight = false;

  const refresher: TokenRefresher = {
    start() {
      if (handle !== undefined) return;
      handle = deps.setInterval(() => void refresher.tick(), intervalMs);
    },
    stop() {
      if (handle === undefined) return;
      deps.clearInterval(handle);
      handle = undefined;
    },
    running: () => handle !== undefined,
    async tick() {
      const token = deps.credentials.token();
      if (token === null) {
        refresher.stop();
        return;
      }
      const last = deps.credentials.lastHttpRequestTime();
      if (inFlight || last === null || deps.now() - last >= idleLimitMs) return;
      inFlight = true;
      try {
        const fresh = await deps.refresh(deps.credentials.rememberMe());
        // Only replace the token the refresh was asked for: a logout or a new sign-in meanwhile wins.
        if (fresh && deps.credentials.token() === token) deps.credentials.storeToken(fresh);
      } catch {
        // The HTTP rules have reported it (or it was a 401: the session is over).
      } finally {
        inFlight = false;
      }
    },
  };
  return refresher;
}
