import { describe, expect, it } from 'vitest';
import { answerHeaders, connectionListed, forwardedRequestHeaders, securityHeaderBlock } from './hop-headers';

const origin = { upstreamHost: 'backend:8080', clientIp: '10.0.0.7', protocol: 'http' };
const security = [
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'SAMEORIGIN'],
] as const;

/** A flat [name, value, …] list as pairs, for readable assertions. */
const pairs = (flat: string[]) => flat.flatMap((value, i) => (i % 2 === 0 ? [[value, flat[i + 1]]] : []));

describe('the request headers the upstream gets', () => {
  it("keeps the caller's Authorization and its own headers, with the upstream's Host", () => {
    const out = forwardedRequestHeaders(
      { host: 'gw.example', authorization: 'Bearer jt', accept: 'application/json', 'x-custom': ['a', 'b'] },
      origin,
    );
    expect(out).toEqual({
      host: 'backend:8080',
      authorization: 'Bearer jt',
      accept: 'application/json',
      'x-custom': ['a', 'b'],
      'x-forwarded-for': '10.0.0.7',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'gw.example',
    });
  });

  it('drops hop-by-hop headers and every header the Connection header names', () => {
    const out = forwardedRequestHeaders(
      {
        host: 'gw.example',
        connection: 'keep-alive, X-Secret-Hop',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        upgrade: 'websocket',
        te: 'trailers',
        expect: '100-continue',
        'proxy-authorization': 'Basic abc',
        'x-secret-hop': 'only for the next hop',
        'x-kept': '1',
      },
      origin,
    );
    expect(Object.keys(out).sort()).toEqual(
      ['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-kept'].sort(),
    );
  });

  it("replaces a client's own X-Forwarded-* with what the gateway knows", () => {
    const out = forwardedRequestHeaders(
      {
        host: 'gw.example',
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil',
      },
      { ...origin, protocol: 'http' },
    );
    expect(out['x-forwarded-for']).toBe('10.0.0.7');
    expect(out['x-forwarded-proto']).toBe('http');
    expect(out['x-forwarded-host']).toBe('gw.example');
  });

  it('sends no X-Forwarded-Host when the client sent no Host', () => {
    expect(forwardedRequestHeaders({ 'x-forwarded-host': 'evil' }, origin)).not.toHaveProperty(
      'x-forwarded-host',
    );
  });

  it('reads the Connection header as a list of names, keep-alive and close not among them', () => {
    expect(connectionListed(undefined)).toEqual([]);
    expect(connectionListed('keep-alive')).toEqual([]);
    expect(connectionListed('close, X-A ,x-b')).toEqual(['x-a', 'x-b']);
  });
});

describe("the answer's headers", () => {
  const policy = { security: securityHeaderBlock(security), hsts: null, noStore: true, close: false };

  it("puts the security headers first and lets the upstream's own win over them", () => {
    const flat = answerHeaders({ 'content-type': 'application/json', 'x-frame-options': 'DENY' }, policy);
    expect(pairs(flat)).toEqual([
      ['x-content-type-options', 'nosniff'],
      ['content-type', 'application/json'],
      ['x-frame-options', 'DENY'],
      ['cache-control', 'no-store'],
    ]);
  });

  it('copies the whole security block into an answer that sets none of it, never into the block itself', () => {
    const block = securityHeaderBlock(security);
    const first = answerHeaders({ 'content-type': 'application/json' }, { ...policy, security: block });
    const second = answerHeaders({ 'content-length': '2' }, { ...policy, security: block });
    expect(pairs(first)).toEqual([
      ['x-content-type-options', 'nosniff'],
      ['x-frame-options', 'SAMEORIGIN'],
      ['content-type', 'application/json'],
      ['cache-control', 'no-store'],
    ]);
    expect(pairs(second)).toEqual([
      ['x-content-type-options', 'nosniff'],
      ['x-frame-options', 'SAMEORIGIN'],
      ['content-length', '2'],
      ['cache-control', 'no-store'],
    ]);
    expect(block.flat).toEqual(['x-content-type-options', 'nosniff', 'x-frame-options', 'SAMEORIGIN']);
  });

  it('marks user data no-store unless the upstream said how to cache it, and never otherwise', () => {
    expect(pairs(answerHeaders({ 'cache-control': 'max-age=60' }, policy))).toContainEqual([
      'cache-control',
      'max-age=60',
    ]);
    expect(
      pairs(answerHeaders({ 'cache-control': 'max-age=60' }, policy)).filter(([n]) => n === 'cache-control'),
    ).toHaveLength(1);
    expect(pairs(answerHeaders({}, { ...policy, noStore: false })).map(([n]) => n)).not.toContain(
      'cache-control',
    );
  });

  it("drops the upstream's hop-by-hop headers, keeps repeated ones, adds HSTS over TLS and closes when asked", () => {
    const flat = answerHeaders(
      {
        connection: 'keep-alive, x-upstream-hop',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'x-upstream-hop': '1',
        'set-cookie': ['a=1', 'b=2'],
      },
      {
        security: securityHeaderBlock([]),
        hsts: 'max-age=31536000; includeSubDomains',
        noStore: false,
        close: true,
      },
    );
    expect(pairs(flat)).toEqual([
      ['set-cookie', 'a=1'],
      ['set-cookie', 'b=2'],
      ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
      ['connection', 'close'],
    ]);
  });
});
