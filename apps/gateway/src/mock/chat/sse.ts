// Dify's wire format of a streamed answer (research §1.3): every event is `data: <JSON>` and a
// blank line, the event's name inside the JSON; the keep-alive is the bare line `event: ping`.

export const PING_FRAME = 'event: ping\n\n';

/** Every ~10 s of an open stream (Dify's queue listener pings when elapsed // 10 grows). */
export const PING_INTERVAL_MS = 10_000;

/** Response headers of a stream: no proxy in front may buffer, transform or compress it. */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

export function dataFrame(event: object): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}
