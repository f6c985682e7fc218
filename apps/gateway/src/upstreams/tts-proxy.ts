// Proxy mode of text-to-speech (GET /tts, operation openTtsSocket): the browser's socket is
// checked like any operation before the upgrade, then each connection speaks one text through
// iFlytek's WebSocket TTS on a URL the gateway signs, so the browser never sees a key. iFlytek's
// frames are relayed unchanged; the gateway's own failures use the same frame shape (code 400:
// the browser's frame is invalid, code 502: iFlytek refused or could not be reached).
import type { IncomingMessage } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import type { components } from '@jt/api-contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import type { TtsUpstream } from '../config';
import type { GatewayContext } from '../context';
import { operationRoute } from '../contract/operation-route';
import { CONTRACT_SCHEMA_ID } from '../contract/route-schema';
import { fieldErrorOf, type SchemaFailure } from '../contract/validation-problem';
import { contractValidatorCompiler } from '../contract/validators';
import type { UpstreamProxyOptions } from './forward-operations';
import { signIflytekUrl } from './iflytek-signature';

type TtsClientMessage = components['schemas']['TtsClientMessage'];
type IflytekTtsRequest = components['schemas']['IflytekTtsRequest'];
type TtsServerMessage = components['schemas']['TtsServerMessage'];

const OPERATION_ID = 'openTtsSocket';
/** iFlytek must accept the signed handshake within this time. */
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** The browser's one frame: 2000 characters of text, even fully \u-escaped, fit well within this. */
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;
/** The most of a refused handshake's body read for its reason. */
const MAX_REFUSAL_BYTES = 4096;

/** Reads the browser's frame: the message with the contract's defaults filled in, or what is wrong. */
export type ClientMessageReader = (data: RawData, isBinary: boolean) => TtsClientMessage | string;

export async function ttsProxy(app: FastifyInstance, { ctx, operations }: UpstreamProxyOptions) {
  const operation = operations.find((op) => op.operationId === OPERATION_ID);
  if (!operation) return;
  const readMessage = clientMessageReader(ctx);
  const tts = ctx.config.upstreams.tts;

  // Registered here, not globally: it must see this route being added to wrap its handler.
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  app.route(
    operationRoute(operation, ctx.hooks, {
      // wsHandler (not websocket: true) leaves `handler` for a plain GET, so it answers the
      // contract's 400 instead of the plugin's empty 404.
      wsHandler: (browser, request) => speak(browser, { tts, readMessage, log: request.log }),
      handler: async () => {
        throw notAnUpgrade();
      },
    }),
  );
}

/** Validates with the gateway's own Ajv setup against the contract's TtsClientMessage (the mock's /tts reads it too). */
export function clientMessageReader(ctx: GatewayContext): ClientMessageReader {
  const validate = contractValidatorCompiler(ctx.contract)({
    schema: { $ref: `${CONTRACT_SCHEMA_ID}#/components/schemas/TtsClientMessage` },
    method: 'GET',
    url: '/tts',
    httpPart: 'body',
  });
  return (data, isBinary) => {
    if (isBinary) return 'frame must be a JSON text frame';
    let value: unknown;
    try {
      value = JSON.parse(textOf(data));
    } catch {
      return 'frame must be valid JSON';
    }
    // The body validator fills in the contract's defaults (vcn xiaoyan, speed/volume/pitch 50).
    if (validate(value) === true) return value as TtsClientMessage;
    const failure: SchemaFailure | undefined = validate.errors?.[0];
    if (!failure) return 'frame is not a valid TtsClientMessage';
    const { field, message } = fieldErrorOf('body', failure);
    return `${field === '' ? 'frame' : field} ${message}`;
  };
}

interface SpeakOptions {
  tts: TtsUpstream;
  readMessage: ClientMessageReader;
  log: FastifyBaseLogger;
}

/** One connection: the browser's frame, iFlytek's answer relayed, both sockets closed at the end. */
function speak(browser: WebSocket, { tts, readMessage, log }: SpeakOptions): void {
  let upstream: WebSocket | null = null;
  let done = false;

  /** Sends the last frame (if any), then closes both sockets; only the first call counts. */
  const end = (last: TtsServerMessage | null) => {
    if (done) return;
    done = true;
    if (last && browser.readyState === WebSocket.OPEN) browser.send(JSON.stringify(last));
    closeSocket(browser);
    if (upstream) closeSocket(upstream);
  };
  const fail = (code: 400 | 502, message: string) => {
    if (done) return;
    if (code === 502) log.warn({ reason: message }, 'text-to-speech upstream failed');
    end({ code, message });
  };

  browser.on('close', () => end(null));
  // One text per connection: later frames are ignored, as iFlytek takes only one.
  browser.once('message', (data, isBinary) => {
    if (done) return;
    const message = readMessage(data, isBinary);
    if (typeof message === 'string') {
      fail(400, message);
      return;
    }
    upstream = openUpstream(tts, message, {
      relay: (text, frame) => {
        if (done) return;
        browser.send(text);
        if (frame.code !== 0 || frame.data?.status === 2) end(null);
      },
      fail: (reason) => fail(502, reason),
    });
  });
}

interface UpstreamEvents {
  /** A frame of iFlytek's, as sent and as read. */
  relay: (text: string, frame: TtsServerMessage) => void;
  /** iFlytek refused, could not be reached, broke the protocol or closed early. */
  fail: (reason: string) => void;
}

/** Signs the URL, opens it and sends the one request frame. */
function openUpstream(tts: TtsUpstream, message: TtsClientMessage, events: UpstreamEvents): WebSocket {
  // The signed URL carries the APIKey: it is never logged.
  const socket = new WebSocket(signIflytekUrl(tts.url, tts, new Date()), {
    handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
  });
  let opened = false;
  socket.on('open', () => {
    opened = true;
    socket.send(JSON.stringify(iflytekRequest(tts.appId, message)));
  });
  socket.on('unexpected-response', (_request, response) => {
    void refusalReason(response).then(events.fail);
  });
  socket.on('message', (data, isBinary) => {
    const text = isBinary ? null : textOf(data);
    const frame = text === null ? null : serverFrameOf(text);
    if (text === null || frame === null) {
      events.fail('iFlytek sent a frame that is not a JSON TtsServerMessage');
      return;
    }
    events.relay(text, frame);
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    const cause = error.code ?? error.message;
    events.fail(opened ? `iFlytek connection failed (${cause})` : `iFlytek cannot be reached (${cause})`);
  });
  socket.on('close', (code) => {
    events.fail(`iFlytek closed the connection before the last audio (${code})`);
  });
  return socket;
}

/** The frame iFlytek expects (research §2.3): 16 kHz 16-bit PCM, the whole text in one frame. */
function iflytekRequest(appId: string, message: TtsClientMessage): IflytekTtsRequest {
  return {
    common: { app_id: appId },
    business: {
      aue: 'raw',
      auf: 'audio/L16;rate=16000',
      vcn: message.vcn,
      speed: message.speed,
      volume: message.volume,
      pitch: message.pitch,
      tte: 'UTF8',
    },
    data: { status: 2, text: Buffer.from(message.text, 'utf8').toString('base64') },
  };
}

/** iFlytek's reason for a refused handshake: its JSON {message}, else the HTTP status. */
async function refusalReason(response: IncomingMessage): Promise<string> {
  const fallback = `iFlytek refused the connection (HTTP ${response.statusCode ?? 'error'})`;
  let body = '';
  try {
    response.setEncoding('utf8');
    for await (const chunk of response) {
      body += chunk as string;
      if (body.length > MAX_REFUSAL_BYTES) return fallback;
    }
  } catch {
    return fallback;
  }
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message !== '' ? message : fallback;
  } catch {
    return fallback;
  }
}

/** A frame of iFlytek's when it has the TtsServerMessage's numeric code; null otherwise. */
function serverFrameOf(text: string): TtsServerMessage | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return typeof (parsed as { code?: unknown }).code === 'number' ? (parsed as TtsServerMessage) : null;
  } catch {
    return null;
  }
}

function closeSocket(socket: WebSocket): void {
  if (socket.readyState === WebSocket.OPEN) socket.close(1000);
  else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** A GET /tts that is not a handshake (Connection: Upgrade missing): the contract's 400. */
function notAnUpgrade(): Error {
  const failure: SchemaFailure = {
    keyword: 'upgrade',
    instancePath: '/connection',
    params: {},
    message: "must be 'Upgrade' (GET /tts is a WebSocket handshake)",
  };
  return Object.assign(new Error('not a WebSocket upgrade'), {
    statusCode: 400,
    validationContext: 'headers',
    validation: [failure],
  });
}
