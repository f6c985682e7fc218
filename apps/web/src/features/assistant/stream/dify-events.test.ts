import { describe, expect, it } from 'vitest';
import { difyEvents } from './dify-events';

/** A body that delivers the given chunks as the network would. */
function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]) {
  const events = [];
  for await (const event of difyEvents(bodyOf(chunks))) events.push(event);
  return events;
}

const message = (answer: string) =>
  `data: {"event":"message","task_id":"t1","message_id":"m1","conversation_id":"c1","answer":${JSON.stringify(answer)},"created_at":1}\n\n`;
const end =
  'data: {"event":"message_end","task_id":"t1","message_id":"m1","conversation_id":"c1","metadata":{}}\n\n';

describe("reading Dify's stream", () => {
  it('gives the events in order and skips the ping keep-alive', async () => {
    const events = await collect([message('您好'), 'event: ping\n\n', message('，今日'), end]);
    expect(events.map((e) => e.event)).toEqual(['message', 'message', 'message_end']);
    expect(events.map((e) => ('answer' in e ? e.answer : null))).toEqual(['您好', '，今日', null]);
  });

  it('joins an event split across network chunks, even inside a UTF-8 character', async () => {
    const whole = new TextEncoder().encode(message('巡查') + end);
    const cut = 30 + 3 * 20 + 1; // somewhere inside the JSON
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(whole.slice(0, cut));
        controller.enqueue(whole.slice(cut, cut + 2));
        controller.enqueue(whole.slice(cut + 2));
        controller.close();
      },
    });
    const events = [];
    for await (const event of difyEvents(body)) events.push(event);
    expect(events.map((e) => e.event)).toEqual(['message', 'message_end']);
  });

  it('takes CRLF line ends and the JSON with spaces older Dify sent', async () => {
    const events = await collect([
      'data: {"event": "message", "task_id": "t1", "message_id": "m1", "conversation_id": "c1", "answer": "好", "created_at": 1}\r\n\r\n',
      end,
    ]);
    expect(events[0]).toMatchObject({ event: 'message', answer: '好' });
  });

  it('stops after message_end even when the server sends more', async () => {
    const events = await collect([message('a'), end, message('after the end')]);
    expect(events.map((e) => e.event)).toEqual(['message', 'message_end']);
  });

  it('stops after an error event', async () => {
    const events = await collect([
      message('正在为您查询'),
      'data: {"event":"error","status":400,"code":"completion_request_error","message":"timeout"}\n\n',
      message('x'),
    ]);
    expect(events.map((e) => e.event)).toEqual(['message', 'error']);
  });

  it('skips data that is not an event and passes events it does not know', async () => {
    const events = await collect(['data: not json\n\n', 'data: {"event":"agent_log","x":1}\n\n', end]);
    expect(events.map((e) => e.event)).toEqual(['agent_log', 'message_end']);
  });

  it('ends with the stream when it closes without message_end (the partial answer stays)', async () => {
    const events = await collect([message('半句'), 'data: {"event":"mess']);
    expect(events.map((e) => e.event)).toEqual(['message']);
  });
});
