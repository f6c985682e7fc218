import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import {
  createTokenCodec,
  REMEMBERED_TOKEN_LIFETIME_SECONDS,
  TOKEN_LIFETIME_SECONDS,
  tokenLifetime,
} from './tokens';

const claims = { sub: '1001,jtdemo,admin', auth: 'ROLE_ADMIN', userId: '1001', tenantId: '1001', sid: 's-1' };

describe('session tokens', () => {
  it('last 86400 s, or 2592000 s with remember-me', () => {
    expect([TOKEN_LIFETIME_SECONDS, REMEMBERED_TOKEN_LIFETIME_SECONDS]).toEqual([86_400, 2_592_000]);
    expect(tokenLifetime('0')).toBe(86_400);
    expect(tokenLifetime('1')).toBe(2_592_000);
  });

  it('are HS512 JWTs with the Bearer prefix whose claims come back on verify', () => {
    const codec = createTokenCodec('k'.repeat(48));
    const now = Date.now();
    const token = codec.issue(claims, '1', now);
    expect(token).toMatch(/^Bearer eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9\./);
    const iat = Math.floor(now / 1000);
    expect(codec.verify(token)).toEqual({ ...claims, rememberme: 1, iat, exp: iat + 2_592_000 });
    expect(codec.verify(token.slice(7))).not.toBeNull();
  });

  it('refuses expired, tampered and foreign tokens, and garbage', () => {
    const codec = createTokenCodec('k'.repeat(48));
    expect(codec.verify(codec.issue(claims, '0', Date.now() - 86_401_000))).toBeNull();
    const token = codec.issue(claims, '0', Date.now());
    const [header, payload, signature] = token.slice(7).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, userId: '1002' })).toString('base64url');
    expect(codec.verify(`Bearer ${header}.${forged}.${signature}`)).toBeNull();
    expect(createTokenCodec('x'.repeat(48)).verify(token)).toBeNull();
    expect(codec.verify(`Bearer ${payload}`)).toBeNull();
    expect(codec.verify('Bearer ')).toBeNull();
  });

  it('refuses a well-signed token without exp (it would never expire)', () => {
    const secret = 'k'.repeat(48);
    const forever = createSigner({ key: secret, algorithm: 'HS512', noTimestamp: true })({
      ...claims,
      rememberme: 0,
    });
    expect(createTokenCodec(secret).verify(`Bearer ${forever}`)).toBeNull();
  });
});
