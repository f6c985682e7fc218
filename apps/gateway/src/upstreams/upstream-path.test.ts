import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract/contract';
import { queryWithout, upstreamPath } from './upstream-path';

const contract = loadContract();

describe("a proxied operation's upstream path", () => {
  it("is the contract's x-upstream-path, trailing slash included", () => {
    expect(upstreamPath(contract.operation('geocode'), {})).toBe('/geocoding/v3/');
    expect(upstreamPath(contract.operation('chatMessages'), { agent: 'main' })).toBe('/v1/chat-messages');
  });

  it('puts each path parameter in as one encoded segment', () => {
    expect(upstreamPath(contract.operation('stopChatMessage'), { agent: 'main', taskId: 'a/b c' })).toBe(
      '/v1/chat-messages/a%2Fb%20c/stop',
    );
  });

  it('fails loudly for an operation without one, or a missing parameter', () => {
    expect(() => upstreamPath(contract.operation('getHealth'), {})).toThrow(
      'getHealth has no x-upstream-path in the contract',
    );
    expect(() => upstreamPath(contract.operation('getChatStaticImage'), {})).toThrow(
      'getChatStaticImage: path parameter fileName is missing',
    );
  });
});

describe('a query without some parameters', () => {
  it('keeps the others in order, and is empty when none is left', () => {
    expect(queryWithout('/x?a=1&access_token=t&b=%E4%B8%AD', ['access_token'])).toBe('?a=1&b=%E4%B8%AD');
    expect(queryWithout('/x?access_token=t', ['access_token'])).toBe('');
    expect(queryWithout('/x', ['access_token'])).toBe('');
  });
});
