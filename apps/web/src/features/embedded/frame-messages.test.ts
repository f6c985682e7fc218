import { describe, expect, it, vi } from 'vitest';
import { embedderOrigin, FRAME_MESSAGE_SOURCE, type FrameMessage, notifyEmbedder } from './frame-messages';

describe('telling the framing page', () => {
  it('knows the framing page’s origin from the referrer, and nothing when not framed', () => {
    expect(embedderOrigin(true, 'https://portal.example.cn/gis/index.html?x=1')).toBe(
      'https://portal.example.cn',
    );
    expect(embedderOrigin(false, 'https://portal.example.cn/')).toBeNull();
    expect(embedderOrigin(true, '')).toBeNull();
    expect(embedderOrigin(true, 'not a url')).toBeNull();
    expect(embedderOrigin(true, 'about:blank')).toBeNull();
  });

  it('posts to that origin only, never to every origin', () => {
    const postMessage = vi.fn();
    const parent = { postMessage };
    const framed = { parent, document: { referrer: 'http://127.0.0.1:8080/host.html' } } as unknown as Window;
    const message: FrameMessage = {
      source: FRAME_MESSAGE_SOURCE,
      type: 'taskDelivered',
      action: 'dispatch',
      workOrderIds: ['1'],
    };
    expect(notifyEmbedder(message, framed)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(message, 'http://127.0.0.1:8080');
    const alone = { document: { referrer: 'http://127.0.0.1:8080/' } } as unknown as Window & {
      parent: Window;
    };
    alone.parent = alone;
    expect(notifyEmbedder(message, alone)).toBe(false);
  });
});
