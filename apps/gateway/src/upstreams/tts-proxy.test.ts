import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { encryptPassword } from '@jt/crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { buildGateway, loadConfig } from '../app';

const APP_ID = '5f8a1b2c';
const API_KEY = 'key-4c1e0f0b9a7d4f0e8c2b';
const API_SECRET = 'secret-ZmFrZS1pZmx5dGVrLXNlY3JldA';

// The contract's example texts (paths/tts.yaml): the browser's text and its base64 in the frame.
const TEXT = '今日G6 京藏高速巡查2次，发现坑槽2处、裂缝3处，K1234+500处坑槽已修补待验收。';
const TEXT_BASE64 =
  '5LuK5pelRzYg5Lqs6JeP6auY6YCf5beh5p+lMuasoe+8jOWPkeeOsOWdkeanvTLlpITjgIHoo4LnvJ0z5aSE77yMSzEyMzQrNTAw5aSE5Z2R5qe95bey5L+u6KGl5b6F6aqM5pS244CC';
const AUDIO_FRAME =
  '{"code":0,"message":"success","sid":"tts000e6a18@dx18f8a0c3b5e3a1d882","data":{"audio":"AAAAAAEAAQD//wIA/v8DAP3/BAD8/wUA+/8GAPr/","status":1,"ced":"45"}}';
const LAST_AUDIO_FRAME =
  '{"code":0,"message":"success","sid":"tts000e6a18@dx18f8a0c3b5e3a1d882","data":{"audio":"BwD5/wgA+P8JAPf/CgD2/wsA9f8MAPT/DQDz/w4A","status":2,"ced":"120"}}';
const LICC_FAIL_FRAME = '{"code":10005,"message":"licc fail","sid":"tts000e6a19@dx18f8a0c3b5e3a1d883"}';

const SESSION_EXPIRED = {
  type: 'https://www.jhipster.tech/problem/problem-with-message',
  title: 'Unauthorized',
  status: 401,
  detail: '身份认证信息已失效，请重新登录',
  path: '/tts',
  message: 'error.http.401',
};

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

interface FakeSession {
  /** iFlytek's side of the connection. */
  socket: WebSocket;
  /** The one frame the gateway sent, parsed. */
  request: Promise<unknown>;
  /** The close code iFlytek's side saw. */
  closed: Promise<number>;
}

/**
 * A stand-in of iFlytek's TTS endpoint: it checks the handshake's signature the way iFlytek does
 * (recomputed here, independently of the gateway's code) and refuses it with iFlytek's 401
 * bodies; accepted sessions are answered by `answer`, set per test.
 */
class FakeIflytek {
  readonly http: Server = createServer();
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions: Deferred<FakeSession>[] = [];
  private accepted = 0;
  handshakes = 0;
  /** The query of the last handshake, as iFlytek received it. */
  lastQuery: URLSearchParams | null = null;
  answer: (socket: WebSocket, request: unknown) => void = () => undefined;

  constructor(
    private readonly apiKey: string,
    private readonly apiSecret: string,
  ) {
    this.http.on('upgrade', (request: IncomingMessage, socket, head) => {
      this.handshakes++;
      const refusal = this.refusal(request);
      if (refusal !== null) {
        const body = JSON.stringify({ message: refusal });
        socket.end(
          `HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws));
    });
  }

  async listen(): Promise<string> {
    this.http.listen(0, '127.0.0.1');
    await once(this.http, 'listening');
    return `ws://127.0.0.1:${(this.http.address() as AddressInfo).port}/v2/tts`;
  }

  /** The next session iFlytek accepts (ask before the browser connects). */
  nextSession(): Promise<FakeSession> {
    return this.slot(this.accepted).promise;
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    this.http.close();
    await once(this.http, 'close');
  }

  private slot(index: number): Deferred<FakeSession> {
    let slot = this.sessions[index];
    if (!slot) {
      slot = deferred<FakeSession>();
      this.sessions[index] = slot;
    }
    return slot;
  }

  private accept(socket: WebSocket) {
    const request = deferred<unknown>();
    const closed = deferred<number>();
    socket.once('message', (data) => {
      const parsed: unknown = JSON.parse(String(data));
      request.resolve(parsed);
      this.answer(socket, parsed);
    });
    socket.on('close', (code) => closed.resolve(code));
    this.slot(this.accepted++).resolve({ socket, request: request.promise, closed: closed.promise });
  }

  /** iFlytek's reason to refuse the handshake, or null to accept it (research §2.2). */
  private refusal(request: IncomingMessage): string | null {
    const url = new URL(request.url ?? '/', 'ws://placeholder');
    this.lastQuery = url.searchParams;
    const authorization = url.searchParams.get('authorization');
    const date = url.searchParams.get('date') ?? '';
    const host = url.searchParams.get('host') ?? '';
    if (authorization === null) return 'Unauthorized';
    const fields =
      /^api_key="([^"]*)", algorithm="hmac-sha256", headers="host date request-line", signature="([^"]*)"$/.exec(
        Buffer.from(authorization, 'base64').toString('utf8'),
      );
    if (!fields || fields[1] !== this.apiKey) return 'HMAC signature cannot be verified';
    if (!(Math.abs(Date.now() - Date.parse(date)) <= 300_000)) {
      return 'HMAC signature cannot be verified, a valid date or x-date header is required for HMAC Authentication';
    }
    const expected = createHmac('sha256', this.apiSecret)
      .update(`host: ${request.headers.host}\ndate: ${date}\nGET ${url.pathname} HTTP/1.1`)
      .digest('base64');
    if (host !== request.headers.host || fields[2] !== expected) return 'HMAC signature does not match';
    return null;
  }
}

interface RunningGateway {
  app: FastifyInstance;
  origin: string;
  /** The jtToken of a signed-in admin, without 'Bearer '. */
  token: string;
}

/** The real gateway, every upstream mocked but TTS, listening on a free port, one admin signed in. */
async function startGateway(ttsUrl: string, apiSecret = API_SECRET): Promise<RunningGateway> {
  const app = await buildGateway(
    loadConfig({
      DATA_DIR: ':memory:',
      WEB_ROOT: '',
      LOG_LEVEL: 'silent',
      TTS_MODE: 'proxy',
      TTS_URL: ttsUrl,
      TTS_APP_ID: APP_ID,
      TTS_API_KEY: API_KEY,
      TTS_API_SECRET: apiSecret,
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // Signs in the way the sign-in page does: the password RSA-encrypted with the runtime config's key.
  const publicKey = (await app.inject({ method: 'GET', url: '/app-config.json' })).json()
    .rsaPublicKey as string;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/component/system/login',
    payload: {
      username: 'admin',
      password: encryptPassword('Admin@12345', publicKey),
      tenantAccount: 'jtdemo',
      rememberme: '0',
    },
  });
  const bearer = signIn.json()?.data?.token;
  if (typeof bearer !== 'string') throw new Error(`sign-in gave no token: ${signIn.body}`);
  return { app, origin, token: bearer.replace(/^Bearer /, '') };
}

function socketTo(gateway: RunningGateway, token: string | null = gateway.token): WebSocket {
  const query = token === null ? '' : `?access_token=${encodeURIComponent(token)}`;
  return new WebSocket(`ws://${gateway.origin}/tts${query}`);
}

interface Conversation {
  /** The text frames the browser received, as received. */
  frames: string[];
  /** The close code the browser saw. */
  code: number;
}

/** Opens the socket, sends one frame (text as is, anything else as JSON) and waits for the close. */
async function converse(socket: WebSocket, frame: unknown): Promise<Conversation> {
  const frames: string[] = [];
  socket.on('message', (data, isBinary) => {
    frames.push(isBinary ? '<binary>' : String(data));
  });
  await once(socket, 'open');
  socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  const [code] = (await once(socket, 'close')) as [number];
  return { frames, code };
}

/** The answer to a socket refused before the upgrade. */
async function refusedUpgrade(socket: WebSocket): Promise<{ status: number | undefined; body: unknown }> {
  const [, response] = (await once(socket, 'unexpected-response')) as [unknown, IncomingMessage];
  const body = JSON.parse(await text(response));
  // The refused handshake is abandoned; the error it raises is expected.
  socket.on('error', () => undefined);
  socket.terminate();
  return { status: response.statusCode, body };
}

const fake = new FakeIflytek(API_KEY, API_SECRET);
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startGateway(await fake.listen());
});
afterAll(async () => {
  await gateway?.app.close();
  await fake.close();
});

describe('the text-to-speech socket in proxy mode', () => {
  it('signs the iFlytek URL, sends the request frame with the contract defaults, relays the frames unchanged and closes 1000 after data.status 2', async () => {
    fake.answer = (socket) => {
      socket.send(AUDIO_FRAME);
      // iFlytek keeps its side open: closing is the gateway's job.
      socket.send(LAST_AUDIO_FRAME);
    };
    const session = fake.nextSession();
    const conversation = await converse(socketTo(gateway), { text: TEXT });

    expect(conversation).toEqual({ frames: [AUDIO_FRAME, LAST_AUDIO_FRAME], code: 1000 });
    const { request, closed } = await session;
    expect(await request).toEqual({
      common: { app_id: APP_ID },
      business: {
        aue: 'raw',
        auf: 'audio/L16;rate=16000',
        vcn: 'xiaoyan',
        speed: 50,
        volume: 50,
        pitch: 50,
        tte: 'UTF8',
      },
      data: { status: 2, text: TEXT_BASE64 },
    });
    // Only the signature reaches iFlytek: the browser's access_token is not passed on.
    expect([...(fake.lastQuery?.keys() ?? [])]).toEqual(['authorization', 'date', 'host']);
    expect(await closed).toBe(1000);
  });

  it("passes the browser's voice, speed, volume and pitch on; relays an error frame (10005) and closes 1000", async () => {
    fake.answer = (socket) => socket.send(LICC_FAIL_FRAME);
    const session = fake.nextSession();
    const conversation = await converse(socketTo(gateway), {
      text: '前方施工',
      vcn: 'aisjiuxu',
      speed: 70,
      volume: 100,
      pitch: 0,
    });

    expect(conversation).toEqual({ frames: [LICC_FAIL_FRAME], code: 1000 });
    const { request, closed } = await session;
    expect(await request).toEqual({
      common: { app_id: APP_ID },
      business: {
        aue: 'raw',
        auf: 'audio/L16;rate=16000',
        vcn: 'aisjiuxu',
        speed: 70,
        volume: 100,
        pitch: 0,
        tte: 'UTF8',
      },
      data: { status: 2, text: Buffer.from('前方施工', 'utf8').toString('base64') },
    });
    expect(await closed).toBe(1000);
  });

  it('refuses the upgrade with 401 身份认证信息已失效 without a token and with a forged one, before reaching iFlytek', async () => {
    const before = fake.handshakes;
    for (const token of [null, 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl']) {
      expect(await refusedUpgrade(socketTo(gateway, token))).toEqual({ status: 401, body: SESSION_EXPIRED });
    }
    expect(fake.handshakes).toBe(before);
  });

  it.each([
    [{ vcn: 'xiaoyan' }, "text must have required property 'text'"],
    [{ text: '' }, 'text must NOT have fewer than 1 characters'],
    [{ text: '路'.repeat(2001) }, 'text must NOT have more than 2000 characters'],
    [{ text: TEXT, speed: 101 }, 'speed must be <= 100'],
    [{ text: TEXT, volume: -1 }, 'volume must be >= 0'],
    [{ text: TEXT, pitch: 50.5 }, 'pitch must be integer'],
    [{ text: TEXT, vcn: '' }, 'vcn must NOT have fewer than 1 characters'],
    [{ text: TEXT, aue: 'lame' }, 'aue is not a documented property'],
    [['今日巡查'], 'frame must be object'],
    ['{"text": "今日', 'frame must be valid JSON'],
  ])(
    'answers an invalid frame %j with code 400 "%s" and closes 1000, without calling iFlytek',
    async (frame, message) => {
      const before = fake.handshakes;
      expect(await converse(socketTo(gateway), frame)).toEqual({
        frames: [JSON.stringify({ code: 400, message })],
        code: 1000,
      });
      expect(fake.handshakes).toBe(before);
    },
  );

  it('answers a binary frame with code 400', async () => {
    const socket = socketTo(gateway);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    await once(socket, 'open');
    socket.send(Buffer.from(JSON.stringify({ text: TEXT })), { binary: true });
    const [code] = await once(socket, 'close');
    expect({ frames, code }).toEqual({
      frames: ['{"code":400,"message":"frame must be a JSON text frame"}'],
      code: 1000,
    });
  });

  it("answers code 502 with iFlytek's reason when iFlytek refuses the signed handshake (wrong secret)", async () => {
    const misconfigured = await startGateway(fakeUrl(), 'not-the-secret');
    try {
      const before = fake.handshakes;
      expect(await converse(socketTo(misconfigured), { text: TEXT })).toEqual({
        frames: ['{"code":502,"message":"HMAC signature does not match"}'],
        code: 1000,
      });
      expect(fake.handshakes).toBe(before + 1);
    } finally {
      await misconfigured.app.close();
    }
  });

  it('answers code 502 when nothing listens at the iFlytek URL', async () => {
    const unreachable = await startGateway(`ws://127.0.0.1:${await closedPort()}/v2/tts`);
    try {
      expect(await converse(socketTo(unreachable), { text: TEXT })).toEqual({
        frames: ['{"code":502,"message":"iFlytek cannot be reached (ECONNREFUSED)"}'],
        code: 1000,
      });
    } finally {
      await unreachable.app.close();
    }
  });

  it('closes the iFlytek socket when the browser closes early', async () => {
    fake.answer = () => undefined;
    const session = fake.nextSession();
    const socket = socketTo(gateway);
    await once(socket, 'open');
    socket.send(JSON.stringify({ text: TEXT }));
    const { request, closed } = await session;
    await request;
    socket.close(1000);
    expect(await closed).toBe(1000);
  });

  it('closes the browser socket with code 502 when iFlytek closes before the last audio', async () => {
    fake.answer = (socket) => {
      socket.send(AUDIO_FRAME);
      socket.close(1011);
    };
    expect(await converse(socketTo(gateway), { text: TEXT })).toEqual({
      frames: [
        AUDIO_FRAME,
        '{"code":502,"message":"iFlytek closed the connection before the last audio (1011)"}',
      ],
      code: 1000,
    });
  });

  it('answers code 502 instead of relaying a frame of iFlytek that is not JSON', async () => {
    fake.answer = (socket) => socket.send('<html>502 Bad Gateway</html>');
    const session = fake.nextSession();
    expect(await converse(socketTo(gateway), { text: TEXT })).toEqual({
      frames: ['{"code":502,"message":"iFlytek sent a frame that is not a JSON TtsServerMessage"}'],
      code: 1000,
    });
    expect(await (await session).closed).toBe(1000);
  });

  it('answers a plain GET /tts (no handshake) with the contract 400', async () => {
    const authorization = `Bearer ${gateway.token}`;
    const withoutUpgrade = await gateway.app.inject({
      method: 'GET',
      url: '/tts',
      headers: { authorization },
    });
    expect(withoutUpgrade.statusCode).toBe(400);
    expect(withoutUpgrade.json()).toEqual({
      type: 'https://www.jhipster.tech/problem/constraint-violation',
      title: 'Bad Request',
      status: 400,
      detail: "headers.upgrade must have required property 'upgrade' (required)",
      path: '/tts',
      message: 'error.validation',
      fieldErrors: [
        {
          objectName: 'headers',
          field: 'upgrade',
          rule: 'required',
          message: "must have required property 'upgrade'",
        },
      ],
    });

    const notAHandshake = await gateway.app.inject({
      method: 'GET',
      url: '/tts',
      headers: { authorization, upgrade: 'websocket' },
    });
    expect(notAHandshake.statusCode).toBe(400);
    expect(notAHandshake.json().fieldErrors).toEqual([
      {
        objectName: 'headers',
        field: 'connection',
        rule: 'upgrade',
        message: "must be 'Upgrade' (GET /tts is a WebSocket handshake)",
      },
    ]);
  });
});

function fakeUrl(): string {
  return `ws://127.0.0.1:${(fake.http.address() as AddressInfo).port}/v2/tts`;
}

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
