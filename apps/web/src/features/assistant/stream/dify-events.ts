// Reads Dify's chat stream (text/event-stream) into events, with a real SSE parser
// (eventsource-parser): `data: {json}` blocks, the event named inside the JSON, `event: ping`
// keep-alives skipped, a block split across network chunks joined. The stream ends after
// message_end or error (Dify: "receiving this event means streaming has ended").
import type { Schemas } from '@jt/api-contract';
import { createParser } from 'eventsource-parser';

export type ChatStreamEvent = Schemas['ChatStreamEvent'];

/** An event this client does not know (a newer Dify's): carried, never acted on. */
export interface UnknownStreamEvent {
  event: string;
  [field: string]: unknown;
}

function asEvent(data: string): ChatStreamEvent | UnknownStreamEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const event = (value as { event?: unknown }).event;
    return typeof event === 'string' ? (value as ChatStreamEvent | UnknownStreamEvent) : null;
  } catch {
    return null;
  }
}

const isLast = (event: { event: string }) => event.event === 'message_end' || event.event === 'error';

/**
 * The events of a stream, in order, as they arrive. Stops reading (and releases the body) after
 * the last event, when the stream closes, or when the caller stops iterating.
 */
export async function* difyEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ChatStreamEvent | UnknownStreamEvent> {
  const ready: Array<ChatStreamEvent | UnknownStreamEvent> = [];
  const parser = createParser({
    onEvent(message) {
      // `event: ping` and any other named SSE event without Dify's JSON carry nothing.
      if (message.event !== undefined && message.event !== 'message') return;
      const event = asEvent(message.data);
      if (event) ready.push(event);
    },
  });
  // A UTF-8 character split across two network chunks is joined by the decoder's stream mode.
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        parser.reset({ consume: true });
      } else parser.feed(decoder.decode(value, { stream: true }));
      while (ready.length > 0) {
        const event = ready.shift() as ChatStreamEvent | UnknownStreamEvent;
        yield event;
        if (isLast(event)) return;
      }
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
