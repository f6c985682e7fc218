// Graceful shutdown with a deadline, as a real process: SIGTERM ends an open chat stream with a
// final SSE error frame, and a client that never finishes its request cannot hold the process
// past SHUTDOWN_TIMEOUT.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type GatewayProcess, startGateway, stopGateway } from './support/gateway-process';

const running: GatewayProcess[] = [];
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopGateway));
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A backend that vouches for every session and a chat service whose stream never ends. */
async function endlessUpstream(): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    if (request.url?.startsWith('/v1/chat-messages')) {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const timer = setInterval(() => response.write('data: {"event":"message","answer":"路"}\n\n'), 50);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 200, msg: '操作成功', data: {} }));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
  type: 'spki',
  format: 'pem',
}) as string;

describe('shutdown', () => {
  it('ends an open stream with a final error frame and exits, within SHUTDOWN_TIMEOUT', async () => {
    const upstream = await endlessUpstream();
    const keys = Object.fromEntries(
      ['MAIN', 'ACCEPTANCE', 'POLICY', 'DISEASE', 'PATROL', 'TRAFFIC', 'OPERATION', 'DISPOSAL'].map((a) => [
        `CHAT_KEY_${a}`,
        'app-key',
      ]),
    );
    const gateway = await startGateway({
      API_MODE: 'proxy',
      API_URL: upstream,
      RSA_PUBLIC_KEY: publicKey,
      CHAT_MODE: 'proxy',
      CHAT_URL: upstream,
      ...keys,
      SHUTDOWN_TIMEOUT: '5',
    });
    running.push(gateway);
    const response = await fetch(`${gateway.url}/chat/main/v1/chat-messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({
        inputs: { device_type: 'pc', account: 'admin', online: '0' },
        query: '你好',
        response_mode: 'streaming',
        user: 'u1',
      }),
    });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const stoppedAt = Date.now();
    gateway.child.kill('SIGTERM');
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    const last = text.trim().split('\n\n').at(-1);
    expect(JSON.parse((last ?? '').replace(/^data: /, ''))).toEqual({
      event: 'error',
      status: 503,
      code: 'service_unavailable',
      message: '服务正在重启，请稍后重试',
    });
    expect(await gateway.exited).toBe(0);
    // SHUTDOWN_TIMEOUT is 5 s; the stream's end does not wait for it (a little slack for a busy machine).
    expect(Date.now() - stoppedAt).toBeLessThan(7_000);
  }, 240_000);

  it('exits by SHUTDOWN_TIMEOUT although a client never finishes its request', async () => {
    const gateway = await startGateway({ DATA_DIR: ':memory:', SHUTDOWN_TIMEOUT: '2' });
    running.push(gateway);
    const socket = connect(gateway.port, '127.0.0.1');
    await new Promise((done) => socket.once('connect', done));
    // Headers of a body that never comes.
    socket.write(
      'POST /api/component/system/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user',
    );
    await new Promise((wait) => setTimeout(wait, 200));
    const stoppedAt = Date.now();
    gateway.child.kill('SIGTERM');
    const code = await gateway.exited;
    const took = Date.now() - stoppedAt;
    socket.destroy();
    expect(code).toBe(0);
    expect(took).toBeGreaterThanOrEqual(1_500);
    // The deadline (2 s) ends it, not the client (slack for a busy machine's scheduling).
    expect(took).toBeLessThan(6_000);
  }, 240_000);
});
