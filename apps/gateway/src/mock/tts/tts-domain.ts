// The text-to-speech socket in mock mode (GET /tts): the browser's frame is read as the proxy
// reads it (the same contract check, the same code-400 frame when it is invalid), then the
// mock answers the way iFlytek does — frames {code, message, sid, data {audio, status 0/1/2,
// ced}} of base64 16 kHz 16-bit mono PCM from the project's synthesiser, a little faster than
// real time — and closes (1000) after the last. iFlytek's own refusals come as its error codes:
// a voice not enabled (11200), a text of 8000 bytes or more (10109), no frame in 10 s (10200).

import { randomBytes } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { components } from '@jt/api-contract';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { clientMessageReader } from '../../upstreams/tts-proxy';
import type { MockDomain } from '../mock-domain';
import { SAMPLE_RATE, synthesise } from './synthesiser';

type TtsServerMessage = components['schemas']['TtsServerMessage'];

/** The voices the mock's app has enabled (iFlytek's basic voices) and their pitch. */
export const VOICES: Readonly<Record<string, number>> = {
  xiaoyan: 205,
  aisxping: 220,
  aisjinger: 210,
  aisjiuxu: 115,
  aisbabyxu: 300,
};

/** iFlytek takes under 8000 bytes of text per call (research §2.3). */
export const MAX_TEXT_BYTES = 8000;
/** 200 ms of audio per frame. */
export const FRAME_BYTES = (SAMPLE_RATE * 2) / 5;
/** Between two frames: synthesis runs about five times faster than the audio plays. */
const FRAME_INTERVAL_MS = 40;
/** iFlytek closes a session that sends nothing for 10 s. */
const READ_TIMEOUT_MS = 10_000;

export const ttsDomain: MockDomain = {
  name: 'tts',
  operations: ['openTtsSocket'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const readMessage = clientMessageReader(ctx);
    // Registered here: the plugin must see this route being added to wrap its handler.
    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
    app.route(
      operationRoute(ctx.contract.operation('openTtsSocket'), ctx.hooks, {
        wsHandler: (socket) => session(socket, readMessage),
        handler: async () => {
          throw Object.assign(new Error('not a WebSocket upgrade'), {
            statusCode: 400,
            validationContext: 'headers',
            validation: [
              {
                keyword: 'upgrade',
                instancePath: '/connection',
                params: {},
                message: "must be 'Upgrade' (GET /tts is a WebSocket handshake)",
              },
            ],
          });
        },
      }),
    );
  },
};

/** iFlytek's session id: tts + 8 hex @dx + 18 hex. */
function sessionId(): string {
  const hex = randomBytes(13).toString('hex');
  return `tts${hex.slice(0, 8)}@dx${hex.slice(8, 26)}`;
}

export function session(socket: WebSocket, readMessage: ReturnType<typeof clientMessageReader>): void {
  const sid = sessionId();
  let closed = false;
  const send = (frame: TtsServerMessage) => {
    if (!closed) socket.send(JSON.stringify(frame));
  };
  const end = (last?: TtsServerMessage) => {
    if (last) send(last);
    if (!closed) socket.close(1000);
    closed = true;
  };
  socket.on('close', () => {
    closed = true;
  });
  const idle = setTimeout(() => end({ code: 10200, message: 'read data timeout', sid }), READ_TIMEOUT_MS);
  // One text per connection, as iFlytek: later frames are ignored.
  socket.once('message', (data, isBinary) => {
    clearTimeout(idle);
    const message = readMessage(data, isBinary);
    if (typeof message === 'string') return end({ code: 400, message });
    const baseF0 = VOICES[message.vcn];
    if (baseF0 === undefined) return end({ code: 11200, message: 'auth no license', sid });
    if (Buffer.byteLength(message.text, 'utf8') >= MAX_TEXT_BYTES) {
      return end({ code: 10109, message: 'AIGES_ERROR_INVALID_DATA', sid });
    }
    void stream(message.text, { baseF0, speed: message.speed, volume: message.volume, pitch: message.pitch });
  });

  async function stream(text: string, settings: Parameters<typeof synthesise>[1]): Promise<void> {
    let pending = Buffer.alloc(0);
    let ced = 0;
    let frames = 0;
    const frame = (audio: Buffer, status: 0 | 1 | 2) => {
      send({
        code: 0,
        message: 'success',
        sid,
        data: { audio: audio.toString('base64'), status, ced: String(ced) },
      });
      frames += 1;
    };
    for (const chunk of synthesise(text, settings)) {
      if (closed) return;
      ced += chunk.textBytes;
      pending = Buffer.concat([pending, chunk.pcm]);
      while (pending.length > FRAME_BYTES) {
        frame(pending.subarray(0, FRAME_BYTES), frames === 0 ? 0 : 1);
        pending = pending.subarray(FRAME_BYTES);
        await new Promise((resolve) => setTimeout(resolve, FRAME_INTERVAL_MS));
        if (closed) return;
      }
    }
    if (frames === 0 && pending.length > 2) {
      // A short text: still a first frame and a last one, as iFlytek sends.
      const half = Math.floor(pending.length / 4) * 2;
      frame(pending.subarray(0, half), 0);
      pending = pending.subarray(half);
    }
    frame(pending, 2);
    end();
  }
}
