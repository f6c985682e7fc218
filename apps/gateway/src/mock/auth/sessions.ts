// Sessions of the mock: one token per session, one live session per user (a second sign-in kicks
// the first out), and the reason a session ended, so its token answers 401 (logout, expiry) or
// 403 error.user.kickOut (signed in elsewhere).

import { randomUUID } from 'node:crypto';
import type { AccountRecord, AuthState, SessionEndReason, SessionRecord } from './auth-state';
import {
  createTokenCodec,
  type RememberMe,
  type TokenClaims,
  type TokenCodec,
  tokenLifetime,
} from './tokens';

/** Ended sessions remembered per user (to answer their tokens 403 kick-out); older ones are dropped. */
const ENDED_KEPT_PER_USER = 3;

export type SessionVerdict =
  | { ok: true; session: SessionRecord; account: AccountRecord; claims: TokenClaims }
  | { ok: false; reason: 'invalid' | 'ended' | 'kickOut' };

export interface SessionService {
  /** Starts a session for the account, ending (kick-out) any other of the same user. */
  start(account: AccountRecord, options: { rememberme: RememberMe; tenantType: 0 | 1 }): string;
  check(token: string): SessionVerdict;
  /** A new token for the session, with the lifetime of `rememberme`. */
  refresh(session: SessionRecord, account: AccountRecord, rememberme: RememberMe): string;
  end(sid: string, reason: SessionEndReason): void;
  /** Ends every live session of the user; answers how many there were. */
  endAllOf(userId: string, reason: SessionEndReason): number;
}

export function sessionService(state: AuthState, clock: () => number = Date.now): SessionService {
  // The key changes when QA resets the store: one codec per key.
  let codec: { secret: string; codec: TokenCodec } | null = null;
  const tokens = () => {
    const secret = state.tokenSecret();
    if (codec?.secret !== secret) codec = { secret, codec: createTokenCodec(secret) };
    return codec.codec;
  };

  const issue = (session: SessionRecord, account: AccountRecord, rememberme: RememberMe, now: number) =>
    tokens().issue(
      {
        sub: `${account.tenantId},${account.tenantAccount},${account.username}`,
        auth: account.adminFlag === '0' ? 'ROLE_USER' : 'ROLE_ADMIN',
        userId: account.userId,
        tenantId: account.tenantId,
        sid: session.sid,
      },
      rememberme,
      now,
    );

  const endAllOf = (userId: string, reason: SessionEndReason, now: number) => {
    let ended = 0;
    for (const session of state.sessions.values()) {
      if (session.userId !== userId || session.endedAt !== null) continue;
      state.sessions.set(session.sid, { ...session, endedAt: now, endReason: reason });
      ended++;
    }
    return ended;
  };

  const prune = (userId: string, now: number) => {
    const ended = state.sessions
      .values()
      .filter((s) => s.userId === userId && (s.endedAt !== null || s.expiresAt <= now))
      .sort((a, b) => (b.endedAt ?? b.expiresAt) - (a.endedAt ?? a.expiresAt));
    for (const session of ended) {
      if (session.expiresAt <= now || ended.indexOf(session) >= ENDED_KEPT_PER_USER) {
        state.sessions.delete(session.sid);
      }
    }
  };

  return {
    start(account, { rememberme, tenantType }) {
      const now = clock();
      endAllOf(account.userId, 'kickOut', now);
      prune(account.userId, now);
      const session: SessionRecord = {
        sid: randomUUID(),
        userId: account.userId,
        tenantAccount: account.tenantAccount,
        tenantType,
        rememberme,
        createdAt: now,
        expiresAt: now + tokenLifetime(rememberme) * 1000,
        endedAt: null,
        endReason: null,
      };
      state.sessions.set(session.sid, session);
      return issue(session, account, rememberme, now);
    },

    check(token) {
      const claims = tokens().verify(token);
      if (!claims) return { ok: false, reason: 'invalid' };
      const session = state.sessions.get(claims.sid);
      const account = state.accounts.get(claims.userId);
      if (!session || !account || session.userId !== account.userId) return { ok: false, reason: 'invalid' };
      if (session.endedAt === null && account.kickOutAfterSeconds !== null) {
        const now = clock();
        if (now - session.createdAt >= account.kickOutAfterSeconds * 1000) {
          state.sessions.set(session.sid, { ...session, endedAt: now, endReason: 'kickOut' });
          return { ok: false, reason: 'kickOut' };
        }
      }
      if (session.endReason === 'kickOut') return { ok: false, reason: 'kickOut' };
      if (session.endedAt !== null) return { ok: false, reason: 'ended' };
      return { ok: true, session, account, claims };
    },

    refresh(session, account, rememberme) {
      const now = clock();
      state.sessions.set(session.sid, {
        ...session,
        rememberme,
        expiresAt: Math.max(session.expiresAt, now + tokenLifetime(rememberme) * 1000),
      });
      return issue(session, account, rememberme, now);
    },

    end(sid, reason) {
      const now = clock();
      state.sessions.update(sid, (session) =>
        session && session.endedAt === null ? { ...session, endedAt: now, endReason: reason } : session,
      );
    },

    endAllOf: (userId, reason) => endAllOf(userId, reason, clock()),
  };
}
