import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { session } from './tts-domain';

/** A socket that records what the session sends and how it closes. */
class FakeSocket extends EventEmitter {
  sent: string[] = [];
  closedWith: number | null = null;

  send(data: string): void {
    this.sent.push(data);
  }

  close(code: number): void {
    this.closedWith = code;
    this.emit('close', code);
  }
}
const fakeSocket = () => new FakeSocket();

afterEach(() => {
  vi.useRealTimers();
});

describe('a speech session', () => {
  it('ends with iFlytek’s 10200 when no frame comes within 10 s', () => {
    vi.useFakeTimers();
    const socket = fakeSocket();
    session(socket as unknown as WebSocket, () => 'unused');
    vi.advanceTimersByTime(9_999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(JSON.parse(socket.sent[0] ?? '{}')).toMatchObject({ code: 10200, message: 'read data timeout' });
    expect(socket.closedWith).toBe(1000);
  });

  it('stops sending once the browser has gone', async () => {
    const socket = fakeSocket();
    session(socket as unknown as WebSocket, () => ({
      text: '今日巡查三次发现坑槽两处裂缝三处'.repeat(4),
      vcn: 'xiaoyan',
      speed: 50,
      volume: 50,
      pitch: 50,
    }));
    socket.emit('message', Buffer.from('{}'), false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.emit('close', 1001);
    const sentBefore = socket.sent.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sentBefore).toBeGreaterThan(0);
    expect(socket.sent.length).toBe(sentBefore);
  });
});
