// Speech of a report through the gateway's /tts socket (iFlytek's online TTS, signed on the
// server): one text frame out, 16 kHz PCM frames back, played with Web Audio as they arrive —
// no plug-in, no file. Without WebSocket the browser is told 浏览器不支持WebSocket (seed 001 §8).

import type { SpeechControl } from '../chat/assistant-engine';
import { SPEECH_SAMPLE_RATE, SPEECH_SETTINGS } from '../constants';
import { AssistantText } from '../texts';
import { readSpeechFrame } from './speech-frames';

export class SpeechError extends Error {
  override readonly name = 'SpeechError';
}

export interface SpeechPlayerDeps {
  /** The jtToken ('Bearer …') or null. */
  token(): string | null;
  alert(text: string): void;
  /** The page's audio output (made on the click that opened the window, see audio-output.ts). */
  audio(): AudioContext | null;
}

/** The socket's address on the page's own origin, the session in access_token. */
export function speechSocketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string | null): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = token ? `?access_token=${encodeURIComponent(token.replace(/^Bearer\s+/i, ''))}` : '';
  return `${scheme}://${location.host}/tts${query}`;
}

export function createSpeechPlayer(deps: SpeechPlayerDeps): SpeechControl {
  let current: { socket: WebSocket; sources: AudioBufferSourceNode[]; finish: () => void } | null = null;

  function stop() {
    const playing = current;
    current = null;
    if (!playing) return;
    playing.socket.close();
    for (const source of playing.sources) {
      source.onended = null;
      try {
        source.stop();
      } catch {
        // Not started yet.
      }
    }
    playing.finish();
  }

  function speak(text: string, onStart: () => void): Promise<void> {
    stop();
    if (typeof WebSocket === 'undefined') {
      deps.alert(AssistantText.noWebSocket);
      return Promise.reject(new SpeechError(AssistantText.noWebSocket));
    }
    const ctx = deps.audio();
    if (!ctx) return Promise.reject(new SpeechError(AssistantText.speechFailed));
    // A click opened the window: the context may start now (autoplay rules).
    void ctx.resume().catch(() => undefined);
    return new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(speechSocketUrl(window.location, deps.token()));
      const sources: AudioBufferSourceNode[] = [];
      let nextAt = 0;
      let started = false;
      let lastArrived = false;
      let settled = false;
      const playing = {
        socket,
        sources,
        finish: () => {
          if (!settled) {
            settled = true;
            resolve();
          }
        },
      };
      current = playing;
      const fail = (why: string) => {
        if (current === playing) current = null;
        socket.close();
        if (!settled) {
          settled = true;
          reject(new SpeechError(why));
        }
      };
      const maybeDone = () => {
        if (lastArrived && sources.length === 0 && current === playing) {
          current = null;
          playing.finish();
        }
      };
      socket.onopen = () => socket.send(JSON.stringify({ text, ...SPEECH_SETTINGS }));
      socket.onmessage = (event) => {
        if (current !== playing || typeof event.data !== 'string') return;
        const frame = readSpeechFrame(event.data);
        if (!frame) return fail('not a speech frame');
        if (frame.code !== 0) return fail(`${frame.code} ${frame.message}`);
        if (frame.samples.length > 0) {
          const buffer = ctx.createBuffer(1, frame.samples.length, SPEECH_SAMPLE_RATE);
          buffer.copyToChannel(frame.samples, 0);
          const source = ctx.createBufferSource();
          source.buffer = buffer;
          source.connect(ctx.destination);
          nextAt = Math.max(nextAt, ctx.currentTime + 0.05);
          source.start(nextAt);
          nextAt += buffer.duration;
          sources.push(source);
          source.onended = () => {
            sources.splice(sources.indexOf(source), 1);
            maybeDone();
          };
          if (!started) {
            started = true;
            onStart();
          }
        }
        if (frame.last) {
          lastArrived = true;
          socket.close();
          maybeDone();
        }
      };
      socket.onerror = () => fail('socket error');
      socket.onclose = () => {
        if (!lastArrived && current === playing) fail('socket closed before the last frame');
      };
    });
  }

  return { speak, stop };
}
