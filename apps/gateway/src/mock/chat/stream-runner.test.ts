import { describe, expect, it } from 'vitest';
import type { AppMode } from './agents';
import type { AnswerScript } from './answer-script';
import { type FrameSink, type RunOptions, runStream, type StreamFault, type Timing } from './stream-runner';

/** Virtual time: waits pass at once, the clock jumps, repeating timers fire as it passes them. */
function virtualTiming() {
  let now = 0;
  const timers: Array<{ every: number; next: number; tick: () => void; live: boolean }> = [];
  const advance = (to: number) => {
    for (;;) {
      const due = timers.filter((t) => t.live && t.next <= to).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.every;
      due.tick();
    }
    now = to;
  };
  const timing: Timing = {
    now: () => now,
    after: (ms, fire) => {
      let cancelled = false;
      advance(now + ms);
      queueMicrotask(() => {
        if (!cancelled) fire();
      });
      return () => {
        cancelled = true;
      };
    },
    every: (ms, tick) => {
      const timer = { every: ms, next: now + ms, tick, live: true };
      timers.push(timer);
      return () => {
        timer.live = false;
      };
    },
  };
  return { timing, now: () => now };
}

function recordingSink() {
  const frames: string[] = [];
  const sink: FrameSink & { destroyed: boolean } = {
    destroyed: false,
    write: (frame) => frames.push(frame),
    destroy: () => {
      sink.destroyed = true;
    },
  };
  const events = () =>
    frames
      .filter((f) => f.startsWith('data: '))
      .map((f) => JSON.parse(f.slice(6)) as Record<string, unknown>);
  return { sink, frames, events };
}

const TEXT = '沥青路面坑槽修补应按圆洞方补、斜洞正补的原则划出范围。';
const script = (steps: AnswerScript['steps']): AnswerScript => ({ steps, retrieverResources: [] });

function options(overrides: Partial<RunOptions> & { mode: AppMode; script: AnswerScript }): RunOptions {
  return {
    ids: {
      taskId: 'c3f1e8a2-5b7d-4e0a-9f12-6d8b3a4c7e91',
      messageId: '8b2d4f6a-1c3e-4a5b-9d7f-0e2c4a6b8d1f',
      conversationId: '45701982-8118-4bc5-8e9b-64562b4555f2',
    },
    query: '坑槽怎么修补',
    inputs: {},
    user: 'admin',
    promptTokens: 400,
    tokensPerSecond: 25,
    createdAt: 1716012345,
    workflowId: '0d9c8b7a-6f5e-4d3c-b2a1-908f7e6d5c4b',
    sink: null,
    signal: new AbortController().signal,
    fault: null,
    ...overrides,
  };
}

describe('the stream runner', () => {
  it('sends one message event per token at the pace, then message_end with the usage', async () => {
    const { timing, now } = virtualTiming();
    const { sink, events } = recordingSink();
    const result = await runStream(
      options({ mode: 'chat', script: script([{ kind: 'text', text: TEXT }]), sink, timing }),
    );
    const all = events();
    const messages = all.filter((e) => e.event === 'message');
    expect(messages.map((e) => e.answer).join('')).toBe(TEXT);
    expect(result).toMatchObject({
      answer: TEXT,
      outcome: 'completed',
      completionTokens: messages.length,
      frames: all.length,
    });
    // 25 tokens a second: the last token lands (n - 1) × 40 ms after the first would at 0.
    expect(now()).toBe(messages.length * 40);
    expect(all.at(-1)).toMatchObject({
      event: 'message_end',
      task_id: 'c3f1e8a2-5b7d-4e0a-9f12-6d8b3a4c7e91',
      id: '8b2d4f6a-1c3e-4a5b-9d7f-0e2c4a6b8d1f',
      metadata: {
        usage: {
          prompt_tokens: 400,
          completion_tokens: messages.length,
          total_tokens: 400 + messages.length,
        },
      },
      files: null,
    });
    for (const event of all) {
      expect(Object.keys(event).slice(0, 5)).toEqual([
        'event',
        'conversation_id',
        'message_id',
        'created_at',
        'task_id',
      ]);
    }
  });

  it('pings every 10 s while a long answer streams, and never after it ends', async () => {
    const { timing } = virtualTiming();
    const { sink, frames } = recordingSink();
    // 30 s of thought, then text.
    await runStream(
      options({
        mode: 'agent-chat',
        script: script([
          { kind: 'thought', tool: 'dataset_x', toolInput: {}, thought: '检索', observation: '', ms: 30_000 },
          { kind: 'text', text: TEXT },
        ]),
        sink,
        timing,
      }),
    );
    const pings = frames.filter((f) => f === 'event: ping\n\n');
    expect(pings).toHaveLength(3);
    expect(frames.at(-1)).toMatch(/"event":"message_end"/);
  });

  it('plays an advanced-chat workflow: started, nodes, the LLM node around the text, finished', async () => {
    const { timing } = virtualTiming();
    const { sink, events } = recordingSink();
    await runStream(
      options({
        mode: 'advanced-chat',
        script: script([
          { kind: 'node', title: '查询今日巡查', nodeType: 'http-request', ms: 300 },
          { kind: 'text', text: '今日巡查2次。' },
          { kind: 'block', text: '<payload>{"ques":"当前待办"}</payload>' },
        ]),
        sink,
        timing,
      }),
    );
    const names = events().map((e) => e.event);
    expect(names[0]).toBe('workflow_started');
    expect(names.slice(1, 5)).toEqual(['node_started', 'node_finished', 'node_started', 'node_finished']);
    const llmStart = names.indexOf('node_started', 5);
    expect(names[llmStart + 1]).toBe('message');
    expect(names.slice(-2)).toEqual(['workflow_finished', 'message_end']);
    const finished = events().find((e) => e.event === 'workflow_finished') as {
      data: { status: string; outputs: { answer: string } };
    };
    expect(finished.data).toMatchObject({
      status: 'succeeded',
      outputs: { answer: '今日巡查2次。<payload>{"ques":"当前待办"}</payload>' },
    });
    const block = events()
      .filter((e) => e.event === 'message')
      .at(-1);
    expect(block?.answer).toBe('<payload>{"ques":"当前待办"}</payload>');
  });

  it('stops at once on the stop call: workflow_finished stopped, message_end, the partial answer kept', async () => {
    const { timing } = virtualTiming();
    const { sink, events } = recordingSink();
    const controller = new AbortController();
    let sent = 0;
    const counting: FrameSink = {
      write: (frame) => {
        sink.write(frame);
        if (frame.includes('"event":"message"') && ++sent === 4) controller.abort('stop');
      },
      destroy: sink.destroy,
    };
    const result = await runStream(
      options({
        mode: 'advanced-chat',
        script: script([{ kind: 'text', text: TEXT }]),
        sink: counting,
        timing,
        signal: controller.signal,
      }),
    );
    expect(result.outcome).toBe('stopped');
    const messages = events().filter((e) => e.event === 'message');
    expect(messages).toHaveLength(4);
    expect(result.answer).toBe(messages.map((e) => e.answer).join(''));
    expect(
      events()
        .slice(-2)
        .map((e) => e.event),
    ).toEqual(['workflow_finished', 'message_end']);
    expect((events().at(-2) as { data: { status: string } }).data.status).toBe('stopped');
  });

  it('sends nothing more when the client has gone', async () => {
    const { timing } = virtualTiming();
    const { sink, frames } = recordingSink();
    const controller = new AbortController();
    const gone: FrameSink = {
      write: (frame) => {
        sink.write(frame);
        if (frames.length === 3) controller.abort('disconnect');
      },
      destroy: sink.destroy,
    };
    const result = await runStream(
      options({
        mode: 'chat',
        script: script([{ kind: 'text', text: TEXT }]),
        sink: gone,
        timing,
        signal: controller.signal,
      }),
    );
    expect(result.outcome).toBe('disconnected');
    expect(frames).toHaveLength(3);
  });

  const faultRun = async (fault: StreamFault, signal?: AbortSignal) => {
    const { timing, now } = virtualTiming();
    const { sink, frames, events } = recordingSink();
    const result = await runStream(
      options({
        mode: 'chat',
        script: script([{ kind: 'text', text: TEXT }]),
        sink,
        timing,
        fault,
        ...(signal ? { signal } : {}),
      }),
    );
    return { result, frames, events, sink, now };
  };

  it('cuts the connection after N events without message_end (fault cut)', async () => {
    const { result, events, sink } = await faultRun({ kind: 'cut', afterFrames: 3 });
    expect(result.outcome).toBe('cut');
    expect(events()).toHaveLength(3);
    expect(sink.destroyed).toBe(true);
  });

  it("ends with Dify's error event after N events (fault error)", async () => {
    const { result, events } = await faultRun({
      kind: 'error',
      afterFrames: 2,
      status: 400,
      code: 'completion_request_error',
      message: '[tongyi] Error: Request timed out.',
    });
    expect(result.outcome).toBe('error');
    expect(events().at(-1)).toMatchObject({
      event: 'error',
      status: 400,
      code: 'completion_request_error',
      message: '[tongyi] Error: Request timed out.',
      task_id: 'c3f1e8a2-5b7d-4e0a-9f12-6d8b3a4c7e91',
    });
    expect(events()).toHaveLength(3);
  });

  it('stalls after N events without even a ping, then goes on (fault stall)', async () => {
    const { result, frames, now } = await faultRun({ kind: 'stall', afterFrames: 2, stallMs: 45_000 });
    expect(result.outcome).toBe('completed');
    expect(frames.filter((f) => f.startsWith('event: ping'))).toHaveLength(0);
    expect(now()).toBeGreaterThan(45_000);
  });

  it('stalls until the client gives up when no stall time is given', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort('disconnect'), 20);
    const { result, events } = await faultRun(
      { kind: 'stall', afterFrames: 2, stallMs: null },
      controller.signal,
    );
    expect(result.outcome).toBe('stalled');
    expect(events()).toHaveLength(2);
  });

  it('fails a workflow the way Dify does: node failed, workflow failed, error event invalid_param', async () => {
    const { timing } = virtualTiming();
    const { sink, events } = recordingSink();
    const result = await runStream(
      options({
        mode: 'advanced-chat',
        script: script([{ kind: 'fail', title: '查询平台数据', message: '平台数据不可用' }]),
        sink,
        timing,
      }),
    );
    expect(result.outcome).toBe('error');
    const names = events().map((e) => e.event);
    expect(names.slice(-3)).toEqual(['node_finished', 'workflow_finished', 'error']);
    expect(events().at(-1)).toMatchObject({
      status: 400,
      code: 'invalid_param',
      message: 'Run failed: 平台数据不可用',
    });
    expect(names).not.toContain('message_end');
  });

  it('replaces the answer on output moderation (message_replace)', async () => {
    const { timing } = virtualTiming();
    const { sink, events } = recordingSink();
    const result = await runStream(
      options({
        mode: 'agent-chat',
        script: script([
          { kind: 'text', text: '关于这个问题，' },
          { kind: 'replace', text: '抱歉，该问题超出了养护业务范围，请换个问题试试。' },
        ]),
        sink,
        timing,
      }),
    );
    expect(result.answer).toBe('抱歉，该问题超出了养护业务范围，请换个问题试试。');
    expect(events().find((e) => e.event === 'message_replace')).toMatchObject({
      reason: 'output_moderation',
    });
  });
});
