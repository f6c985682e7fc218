// The sign-in side of the mock's state, as typed collections of the embedded store: accounts,
// failure counters, sessions, single sign-on tickets, password rules, thresholds and the token
// key. The auth, users and QA parts all reach it through authState(store), so every collection
// is always declared with its seed (a reset re-seeds it).

import { createHash, randomBytes } from 'node:crypto';
import { type SeedAccount, seedAccounts } from '@jt/mocks/accounts';
import { type SeedTenant, seedTenants } from '@jt/mocks/tenants';
import type { Collection, MockStore } from '../store/mock-store';
import { tenantRecords } from '../tenants';
import { DEFAULT_THRESHOLDS, type FailureCounter, lockedFor, type SignInThresholds } from './lockout';
import { hashPasswordSync, type PasswordHash } from './password-hash';
import { seedPasswordPolicies } from './password-policies';
import type { PasswordPolicy } from './password-rules';

type SeedProfile = Omit<
  SeedAccount,
  'password' | 'passwordStatus' | 'passwordAgeDays' | 'previousPasswords' | 'lockedAtStart'
>;

/** One account of the mock (user + user detail of cscp), password hashed. */
export interface AccountRecord extends SeedProfile {
  tenantId: string;
  imgPath: string | null;
  discTitle: string | null;
  discDetail: string | null;
  cardType: string | null;
  idCard: string | null;
  passwordHash: PasswordHash;
  /** Latest first, the current password included: what may not be used again. */
  passwordHistory: PasswordHash[];
  /** When the password was last set (epoch ms). */
  passwordChangedAt: number;
  /** 1 first login, 3 weak initial password, 0 none (2 comes from passwordChangedAt). */
  forcedPasswordStatus: 0 | 1 | 3;
  /** QA: every session of this user is kicked out this many seconds after it starts. */
  kickOutAfterSeconds: number | null;
}

export type SessionEndReason = 'logout' | 'kickOut';

export interface SessionRecord {
  sid: string;
  userId: string;
  tenantAccount: string;
  /** 1 after a token or single sign-on sign-in, 0 after the sign-in form (getTenantType). */
  tenantType: 0 | 1;
  rememberme: '0' | '1';
  createdAt: number;
  /** When the latest token of the session expires (epoch ms). */
  expiresAt: number;
  endedAt: number | null;
  endReason: SessionEndReason | null;
}

export interface SsoTicket {
  value: string;
  /** 'ticket' for tokenLogin, 'param' for singleLogin. */
  kind: 'ticket' | 'param';
  userId: string;
  expiresAt: number;
}

export interface AuthState {
  accounts: Collection<AccountRecord>;
  /** The tenants (shared with the tenant list): sign-in refuses an unknown or inactive one. */
  tenants: Collection<SeedTenant>;
  /** Keyed by failureKey(tenantAccount, username). */
  failures: Collection<FailureCounter>;
  sessions: Collection<SessionRecord>;
  ssoTickets: Collection<SsoTicket>;
  /** Keyed by tenant account. */
  passwordPolicies: Collection<PasswordPolicy>;
  thresholds(): SignInThresholds;
  setThresholds(change: Partial<SignInThresholds>): SignInThresholds;
  /** The HMAC key of the tokens: kept in the store so tokens survive a restart. */
  tokenSecret(): string;
}

export function failureKey(tenantAccount: string, username: string): string {
  return `${tenantAccount}/${username}`;
}

export function authState(store: MockStore): AuthState {
  const accounts = store.collection<AccountRecord>('accounts', seedAccountRecords);
  const failures = store.collection<FailureCounter>('loginFailures', seedFailures);
  const sessions = store.collection<SessionRecord>('sessions');
  const ssoTickets = store.collection<SsoTicket>('ssoTickets');
  const passwordPolicies = store.collection<PasswordPolicy>('passwordPolicies', () =>
    structuredClone(seedPasswordPolicies),
  );
  const settings = store.collection<SignInThresholds>('signInThresholds', () => ({
    default: { ...DEFAULT_THRESHOLDS },
  }));
  const secrets = store.collection<string>('tokenSecret', () => ({
    jwt: randomBytes(48).toString('base64'),
  }));
  return {
    accounts,
    tenants: tenantRecords(store),
    failures,
    sessions,
    ssoTickets,
    passwordPolicies,
    thresholds: () => settings.get('default') ?? { ...DEFAULT_THRESHOLDS },
    setThresholds: (change) =>
      settings.update('default', (current) => ({ ...(current ?? DEFAULT_THRESHOLDS), ...change })) ??
      DEFAULT_THRESHOLDS,
    tokenSecret: () => {
      const secret = secrets.get('jwt');
      if (secret) return secret;
      const fresh = randomBytes(48).toString('base64');
      secrets.set('jwt', fresh);
      return fresh;
    },
  };
}

export function tenantIdOf(tenantAccount: string): string {
  return seedTenants.find((t) => t.tenantAccount === tenantAccount)?.id ?? '';
}

export function findAccount(
  accounts: Collection<AccountRecord>,
  tenantAccount: string,
  username: string,
): AccountRecord | undefined {
  return accounts.values().find((a) => a.tenantAccount === tenantAccount && a.username === username);
}

// Seed hashes are derived once per process (salt from the account and password, so the same
// seed gives the same hash): every reset and every test gateway re-seeds without paying scrypt.
const seedHashes = new Map<string, PasswordHash>();
function seedHash(userId: string, password: string): PasswordHash {
  const key = `${userId}\u0000${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    const salt = createHash('sha256').update(key).digest().subarray(0, 16);
    hash = hashPasswordSync(password, salt);
    seedHashes.set(key, hash);
  }
  return hash;
}

function seedAccountRecords(): Record<string, AccountRecord> {
  const now = Date.now();
  return Object.fromEntries(
    seedAccounts.map((seed) => {
      const {
        password,
        passwordStatus,
        passwordAgeDays,
        previousPasswords,
        lockedAtStart: _locked,
        ...profile
      } = seed;
      const current = seedHash(seed.userId, password);
      const record: AccountRecord = {
        ...profile,
        tenantId: tenantIdOf(seed.tenantAccount),
        imgPath: null,
        discTitle: null,
        discDetail: null,
        cardType: null,
        idCard: null,
        passwordHash: current,
        passwordHistory: [current, ...previousPasswords.map((p) => seedHash(seed.userId, p))],
        passwordChangedAt: now - passwordAgeDays * 86_400_000,
        forcedPasswordStatus: passwordStatus,
        kickOutAfterSeconds: null,
      };
      return [seed.userId, record];
    }),
  );
}

function seedFailures(): Record<string, FailureCounter> {
  const now = Date.now();
  return Object.fromEntries(
    seedAccounts
      .filter((seed) => seed.lockedAtStart)
      .map((seed) => [
        failureKey(seed.tenantAccount, seed.username),
        lockedFor(DEFAULT_THRESHOLDS.lockoutTime, DEFAULT_THRESHOLDS, now),
      ]),
  );
}
