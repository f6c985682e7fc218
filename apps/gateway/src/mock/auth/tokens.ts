// Session tokens: HMAC-signed JWTs (HS512, like cscp's jjwt tokens) sent as 'Bearer <jwt>'.
// fast-jwt signs and verifies (signature, algorithm, expiry); the session behind the token is
// checked separately, so a logout or a kick-out ends a token before it expires.

import { createSigner, createVerifier } from 'fast-jwt';

export const TOKEN_LIFETIME_SECONDS = 86_400;
export const REMEMBERED_TOKEN_LIFETIME_SECONDS = 2_592_000;

export type RememberMe = '0' | '1';

export function tokenLifetime(rememberme: RememberMe): number {
  return rememberme === '1' ? REMEMBERED_TOKEN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS;
}

export interface TokenClaims {
  /** cscp's principal: 'tenantId,tenantAccount,username'. */
  sub: string;
  /** Authorities, comma-joined (ROLE_ADMIN …). */
  auth: string;
  rememberme: 0 | 1;
  userId: string;
  tenantId: string;
  /** The session the token belongs to. */
  sid: string;
  iat: number;
  exp: number;
}

export interface TokenCodec {
  /** 'Bearer <jwt>' valid for the rememberme lifetime from `now` (epoch ms). */
  issue(claims: Omit<TokenClaims, 'iat' | 'exp' | 'rememberme'>, rememberme: RememberMe, now: number): string;
  /** The claims of a well-signed, unexpired 'Bearer <jwt>' (or bare jwt); null otherwise. */
  verify(token: string): TokenClaims | null;
}

export function createTokenCodec(secret: string): TokenCodec {
  const sign = createSigner({ key: secret, algorithm: 'HS512' });
  // A token without exp would never expire: refused, like one with a bad signature.
  const check = createVerifier({ key: secret, algorithms: ['HS512'], cache: 1000, requiredClaims: ['exp'] });
  return {
    issue(claims, rememberme, now) {
      const iat = Math.floor(now / 1000);
      const payload: TokenClaims = {
        ...claims,
        rememberme: rememberme === '1' ? 1 : 0,
        iat,
        exp: iat + tokenLifetime(rememberme),
      };
      return `Bearer ${sign(payload)}`;
    },
    verify(token) {
      const jwt = token.startsWith('Bearer ') ? token.slice(7).trim() : token.trim();
      if (jwt === '') return null;
      try {
        const claims = check(jwt) as Partial<TokenClaims>;
        return typeof claims.sid === 'string' && typeof claims.userId === 'string'
          ? (claims as TokenClaims)
          : null;
      } catch {
        return null;
      }
    },
  };
}
