// The event streams the gateway is relaying right now (the chat service's SSE answers). Each is
// its own relay between the upstream body and the client, so the gateway can end it on purpose:
// at shutdown every open stream gets a final Dify-shaped `error` frame (the client's own parser
// shows it and stops waiting) and its upstream request is aborted. A client that leaves ends the
// relay, which aborts the upstream request at once. Back-pressure passes through the pipe.
import { PassThrough, type Readable } from 'node:stream';

/** The last frame of a stream the gateway ends itself (Dify's error event, research §1.3–1.5). */
export function shutdownFrame(): string {
  return `data: ${JSON.stringify({
    event: 'error',
    status: 503,
    code: 'service_unavailable',
    message: '服务正在重启，请稍后重试',
  })}\n\n`;
}

export class OpenStreams {
  private readonly open = new Set<(frame: string) => void>();

  get size(): number {
    return this.open.size;
  }

  /** A relay of `upstream` for the client, ended early by endAll(). */
  relay(upstream: Readable): Readable {
    const relay = new PassThrough();
    let ended = false;
    const failed = (error: Error) => {
      if (!ended) relay.destroy(error);
    };
    const end = (frame: string) => {
      if (ended) return;
      ended = true;
      upstream.unpipe(relay);
      // Aborting the upstream body reports an error of its own: not the client's concern any more.
      upstream.destroy();
      relay.end(frame);
    };
    this.open.add(end);
    const forget = () => {
      this.open.delete(end);
      // The client left (or the relay failed): stop the upstream's work too.
      if (!upstream.destroyed && !ended) upstream.destroy();
    };
    relay.once('close', forget);
    upstream.on('error', failed);
    upstream.pipe(relay);
    return relay;
  }

  /**
   * Counts an event stream the caller relays itself (the proxy's fast lane) and lets endAll() end
   * it: `end` writes the frame, ends the answer and aborts the upstream. Returns `forget`, for
   * when the stream ended by itself or the client left.
   */
  track(end: (frame: string) => void): () => void {
    let ended = false;
    const once = (frame: string) => {
      if (ended) return;
      ended = true;
      end(frame);
    };
    this.open.add(once);
    return () => {
      ended = true;
      this.open.delete(once);
    };
  }

  /** Ends every open stream with `frame` (shutdown). */
  endAll(frame: string = shutdownFrame()): void {
    for (const end of [...this.open]) end(frame);
  }
}
