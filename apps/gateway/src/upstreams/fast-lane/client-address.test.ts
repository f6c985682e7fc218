import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressReader } from './client-address';

function request(remoteAddress: string, headers: Record<string, string> = {}, encrypted = false) {
  return {
    socket: { remoteAddress, encrypted },
    connection: { remoteAddress },
    headers,
  } as unknown as IncomingMessage;
}

describe("the client's address and protocol (TRUST_PROXY)", () => {
  it("is the socket's own without TRUST_PROXY, whatever X-Forwarded-* claims", () => {
    const read = clientAddressReader(false);
    expect(read(request('10.0.0.9', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' }))).toEqual(
      {
        ip: '10.0.0.9',
        protocol: 'http',
      },
    );
    expect(read(request('10.0.0.9', {}, true)).protocol).toBe('https');
  });

  it('takes the address the trusted hops name, and their protocol', () => {
    const read = clientAddressReader(1);
    expect(
      read(
        request('10.0.0.1', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4', 'x-forwarded-proto': 'http, https' }),
      ),
    ).toEqual({ ip: '1.2.3.4', protocol: 'https' });
  });

  it('believes X-Forwarded-* only from a proxy on the list', () => {
    const read = clientAddressReader(['10.0.0.0/24']);
    const headers = { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' };
    expect(read(request('10.0.0.5', headers))).toEqual({ ip: '1.2.3.4', protocol: 'https' });
    expect(read(request('192.168.1.5', headers))).toEqual({ ip: '192.168.1.5', protocol: 'http' });
  });
});
