// Proxy mode of the chat service (Dify's service API): /chat/{agent}/v1/… goes to CHAT_URL with the
// agent's own bearer key in place of the caller's jtToken, so no key reaches the browser. The
// body is forwarded byte for byte and the answer streamed back as it arrives: an SSE answer is
// never buffered, and is marked so no proxy in front of the gateway buffers or compresses it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChatAgent } from '../config';
import { forwardOperations, type UpstreamProxyOptions, withoutCallerCredentials } from './forward-operations';
import { queryWithout, upstreamPath } from './upstream-path';

/** Long enough for a blocking answer; a stream is kept alive by Dify's pings (about every 10 s). */
const CHAT_TIMEOUT_MS = 120_000;
/** The static images belong to no agent: the main agent's key reads them. */
const STATIC_FILES_AGENT: ChatAgent = 'main';

export async function chatProxy(app: FastifyInstance, { ctx, operations }: UpstreamProxyOptions) {
  const { url: base, agentKeys } = ctx.config.upstreams.chat;
  if (base === null) throw new Error('CHAT_URL is required with CHAT_MODE=proxy');
  const agentOf = (request: FastifyRequest): ChatAgent =>
    ((request.params as Record<string, unknown>).agent as ChatAgent | undefined) ?? STATIC_FILES_AGENT;

  await app.register(forwardOperations, {
    ctx,
    base,
    operations,
    timeoutMs: CHAT_TIMEOUT_MS,
    // The jtToken may come as access_token (an <img>): it never goes upstream.
    target: (request, operation) =>
      `${base}${upstreamPath(operation, request.params as Record<string, unknown>)}${queryWithout(request.url, ['access_token'])}`,
    rewriteHeaders: (headers, request) => ({
      ...withoutCallerCredentials(headers),
      authorization: `Bearer ${agentKeys[agentOf(request)]}`,
    }),
    rewriteResponseHeaders: (headers) =>
      String(headers['content-type'] ?? '').startsWith('text/event-stream')
        ? { ...headers, 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' }
        : headers,
  });
}
