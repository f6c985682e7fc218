// Plays an answer script as Dify's events (research §1.4), at the agent's pace: one token per
// `message` (or `agent_message`) event, workflow nodes and agent thoughts taking their time, a
// ping every 10 s of an open stream. A stop (the abort signal) ends it at once, keeping what was
// streamed, with the end Dify sends after a stop (workflow_finished stopped, message_end).
// QA's stream faults (cut, error event, stall) strike after a given number of events.

import { randomUUID } from 'node:crypto';
import type { AppMode } from './agents';
import type { AnswerScript, RetrieverResource, ScriptStep } from './answer-script';
import { dataFrame, PING_FRAME, PING_INTERVAL_MS } from './sse';
import { tokenize } from './tokens';

export interface StreamIds {
  taskId: string;
  messageId: string;
  conversationId: string;
}

/** A stream fault of QA's (the HTTP status fault is answered before any stream). */
export type StreamFault =
  | { kind: 'cut'; afterFrames: number }
  | { kind: 'error'; afterFrames: number; status: number; code: string; message: string }
  | { kind: 'stall'; afterFrames: number; stallMs: number | null };

/** Why a run was aborted: the stop call, or the client went away. */
export type AbortReason = 'stop' | 'disconnect';

export type RunOutcome = 'completed' | 'stopped' | 'disconnected' | 'cut' | 'error' | 'stalled';

export interface AgentThoughtRecord {
  id: string;
  position: number;
  thought: string;
  observation: string;
  tool: string;
  tool_input: string;
  message_files: string[];
  created_at: number;
}

export interface MessageFileRecord {
  id: string;
  type: string;
  url: string;
  belongs_to: 'assistant';
}

export interface RunResult {
  answer: string;
  frames: number;
  outcome: RunOutcome;
  completionTokens: number;
  latencySeconds: number;
  thoughts: AgentThoughtRecord[];
  files: MessageFileRecord[];
  error: { status: number; code: string; message: string } | null;
}

/** Where the frames go: the response stream, or nowhere (blocking mode). */
export interface FrameSink {
  write(frame: string): void;
  /** Drops the connection without ending the stream properly (fault cut). */
  destroy(): void;
}

export interface RunOptions {
  mode: AppMode;
  script: AnswerScript;
  ids: StreamIds;
  query: string;
  inputs: Record<string, unknown>;
  user: string;
  promptTokens: number;
  tokensPerSecond: number;
  /** The message's creation (Unix seconds): created_at of every event. */
  createdAt: number;
  /** The app's published workflow (advanced-chat). */
  workflowId: string;
  sink: FrameSink | null;
  signal: AbortSignal;
  fault: StreamFault | null;
  /** The clock the pace is kept by; real time unless a test brings its own. */
  timing?: Timing;
}

/** Time as the runner sees it: now, a one-shot timer and a repeating one (the pings). */
export interface Timing {
  now(): number;
  /** Calls `fire` after `ms`; answers a function that cancels it. */
  after(ms: number, fire: () => void): () => void;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export const realTiming: Timing = {
  now: () => performance.now(),
  after: (ms, fire) => {
    const timer = setTimeout(fire, ms);
    return () => clearTimeout(timer);
  },
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

interface PlannedEvent {
  /** Milliseconds after the previous event, at the agent's pace. */
  delayMs: number;
  /** The event's own fields (after the converter's common ones). */
  body: () => Record<string, unknown>;
  /** Text the event adds to the answer, or replaces it with. */
  answer?: { append: string } | { replace: string };
  /** The run fails with this error after the event (Dify's error event ends the stream). */
  fails?: { status: number; code: string; message: string };
}

/** The pace the scripts' node and thought durations are written for (a model's). */
const REFERENCE_TOKENS_PER_SECOND = 25;
/** Yield to the event loop at least this often when the pace leaves no time to wait. */
const YIELD_EVERY = 64;

/** Plays the script; resolves when the stream has ended (completed, stopped, failed or cut). */
export async function runStream(options: RunOptions): Promise<RunResult> {
  const { ids, sink, signal, fault } = options;
  const timing = options.timing ?? realTiming;
  const started = timing.now();
  const startedAt = Date.now();
  const workflowRunId = randomUUID();
  const state = {
    answer: '',
    frames: 0,
    completionTokens: 0,
    thoughts: [] as AgentThoughtRecord[],
    files: [] as MessageFileRecord[],
    stalled: false,
  };
  const common = () => ({
    conversation_id: ids.conversationId,
    message_id: ids.messageId,
    created_at: options.createdAt,
    task_id: ids.taskId,
  });
  const send = (event: string, body: Record<string, unknown>) => {
    sink?.write(dataFrame({ event, ...common(), ...body }));
    state.frames += 1;
  };

  const stopPings = sink
    ? timing.every(PING_INTERVAL_MS, () => {
        if (!state.stalled && !signal.aborted) sink.write(PING_FRAME);
      })
    : null;

  const plan = planEvents(options, state, workflowRunId, startedAt);
  const result = (outcome: RunOutcome, error: RunResult['error'] = null): RunResult => ({
    answer: state.answer,
    frames: state.frames,
    outcome,
    completionTokens: state.completionTokens,
    latencySeconds: Math.round(timing.now() - started) / 1000,
    thoughts: state.thoughts,
    files: state.files,
    error,
  });

  // One abort listener per run (not one per wait): a stop cancels the wait in progress.
  let cancelWait: (() => void) | null = null;
  signal.addEventListener('abort', () => cancelWait?.(), { once: true });
  const pause = (ms: number | null) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const cancelTimer =
        ms === null
          ? () => undefined
          : timing.after(ms, () => {
              cancelWait = null;
              resolve();
            });
      cancelWait = () => {
        cancelTimer();
        cancelWait = null;
        reject(signal.reason);
      };
    });

  let dueMs = 0;
  let sinceYield = 0;
  try {
    for (const planned of plan) {
      dueMs += planned.delayMs;
      const wait = started + dueMs - timing.now();
      if (wait >= 1) {
        await pause(wait);
        sinceYield = 0;
      } else if (++sinceYield >= YIELD_EVERY) {
        await new Promise((resolve) => setImmediate(resolve));
        sinceYield = 0;
      }
      if (signal.aborted) throw signal.reason;

      if (sink && fault && state.frames === fault.afterFrames) {
        if (fault.kind === 'cut') {
          sink.destroy();
          return result('cut');
        }
        if (fault.kind === 'error') {
          const error = { status: fault.status, code: fault.code, message: fault.message };
          send('error', error);
          return result('error', error);
        }
        state.stalled = true;
        // For stallMs, or (null) until the client gives up or the task is stopped.
        await pause(fault.stallMs);
        state.stalled = false;
        dueMs = timing.now() - started;
      }

      const body = planned.body();
      const event = body.event as string;
      delete body.event;
      if (planned.answer && 'append' in planned.answer) {
        state.answer += planned.answer.append;
        state.completionTokens += 1;
      } else if (planned.answer) {
        state.answer = planned.answer.replace;
      }
      send(event, body);
      if (planned.fails) return result('error', planned.fails);
    }
    return result('completed');
  } catch (error) {
    if (!signal.aborted) throw error;
    const reason: AbortReason = signal.reason === 'stop' ? 'stop' : 'disconnect';
    if (reason === 'disconnect') return result(state.stalled ? 'stalled' : 'disconnected');
    // Dify after a stop: the workflow ends as stopped, the partial answer is saved, message_end.
    if (options.mode === 'advanced-chat') {
      send('workflow_finished', workflowFinished(options, workflowRunId, state.answer, 'stopped', startedAt));
    }
    send('message_end', messageEnd(options, state.completionTokens, startedAt));
    return result('stopped');
  } finally {
    stopPings?.();
  }
}

/** The events of the script in the app mode, lazily (a long answer is never all in memory). */
function* planEvents(
  options: RunOptions,
  state: {
    thoughts: AgentThoughtRecord[];
    files: MessageFileRecord[];
    completionTokens: number;
    answer: string;
  },
  workflowRunId: string,
  startedAt: number,
): Generator<PlannedEvent> {
  const { mode, script, ids } = options;
  const scale = REFERENCE_TOKENS_PER_SECOND / options.tokensPerSecond;
  const tokenMs = 1000 / options.tokensPerSecond;
  const messageEvent = mode === 'agent-chat' ? 'agent_message' : 'message';
  let nodeIndex = 0;
  let previousNode: string | null = null;

  function* node(
    title: string,
    nodeType: string,
    ms: number,
    outputs: Record<string, unknown> | null,
  ): Generator<PlannedEvent> {
    nodeIndex += 1;
    const executionId = randomUUID();
    const nodeId = `17160000000${String(nodeIndex).padStart(2, '0')}`;
    const predecessor = previousNode;
    previousNode = nodeId;
    const base = () => ({
      id: executionId,
      node_id: nodeId,
      node_type: nodeType,
      title,
      index: nodeIndex,
      predecessor_node_id: predecessor,
      inputs: null,
      created_at: options.createdAt,
    });
    yield {
      delayMs: 0,
      body: () => ({ event: 'node_started', workflow_run_id: workflowRunId, data: base() }),
    };
    yield {
      delayMs: ms * scale,
      body: () => ({
        event: 'node_finished',
        workflow_run_id: workflowRunId,
        data: {
          ...base(),
          process_data: null,
          outputs,
          status: 'succeeded',
          error: null,
          elapsed_time: ms / 1000,
          execution_metadata: { total_tokens: null, total_price: null, currency: null },
          finished_at: Math.floor(Date.now() / 1000),
        },
      }),
    };
  }

  const message = (text: string, delayMs: number): PlannedEvent => ({
    delayMs,
    answer: { append: text },
    body: () => ({
      event: messageEvent,
      id: ids.messageId,
      answer: text,
      ...(mode === 'advanced-chat' ? { from_variable_selector: ['llm', 'text'] } : {}),
    }),
  });

  if (mode === 'advanced-chat') {
    yield {
      delayMs: 0,
      body: () => ({
        event: 'workflow_started',
        workflow_run_id: workflowRunId,
        data: {
          id: workflowRunId,
          workflow_id: options.workflowId,
          sequence_number: 1,
          inputs: { ...options.inputs, 'sys.query': options.query, 'sys.user_id': options.user },
          created_at: options.createdAt,
        },
      }),
    };
    yield* node('开始', 'start', 20, { 'sys.query': options.query });
  }

  let position = 0;
  for (const step of script.steps) {
    yield* playStep(step);
    if (step.kind === 'fail') return;
  }

  if (mode === 'advanced-chat') {
    yield* node('直接回复', 'answer', 10, null);
    yield {
      delayMs: 0,
      body: () => ({
        event: 'workflow_finished',
        ...workflowFinished(options, workflowRunId, state.answer, 'succeeded', startedAt),
      }),
    };
  }
  yield {
    delayMs: 0,
    body: () => ({ event: 'message_end', ...messageEnd(options, state.completionTokens, startedAt) }),
  };

  function* playStep(step: ScriptStep): Generator<PlannedEvent> {
    switch (step.kind) {
      case 'node':
        if (mode === 'advanced-chat') yield* node(step.title, step.nodeType, step.ms, step.outputs ?? null);
        return;
      case 'thought': {
        if (mode !== 'agent-chat') return;
        position += 1;
        const record: AgentThoughtRecord = {
          id: randomUUID(),
          position,
          thought: '',
          observation: '',
          tool: step.tool,
          tool_input: JSON.stringify(step.toolInput),
          message_files: [],
          created_at: options.createdAt,
        };
        state.thoughts.push(record);
        const thoughtEvent = () => ({
          event: 'agent_thought',
          id: record.id,
          position: record.position,
          thought: record.thought,
          observation: record.observation,
          tool: record.tool,
          tool_labels: { [record.tool]: { en_US: record.tool, zh_Hans: '知识库检索' } },
          tool_input: record.tool_input,
          message_files: record.message_files,
        });
        yield { delayMs: 0, body: thoughtEvent };
        yield {
          delayMs: step.ms * scale,
          body: () => {
            record.thought = step.thought;
            record.observation = step.observation;
            return thoughtEvent();
          },
        };
        return;
      }
      case 'text': {
        if (mode === 'advanced-chat') {
          // The model streams inside its LLM node.
          const tokens = tokenize(step.text);
          yield* nodeAround('生成回复', 'llm', function* () {
            for (const token of tokens) yield message(token, tokenMs);
          });
          return;
        }
        for (const token of tokenize(step.text)) yield message(token, tokenMs);
        return;
      }
      case 'block':
        yield message(step.text, 0);
        return;
      case 'file': {
        const file: MessageFileRecord = {
          id: randomUUID(),
          type: 'image',
          url: step.url,
          belongs_to: 'assistant',
        };
        state.files.push(file);
        const thought = state.thoughts.at(-1);
        if (thought) thought.message_files.push(file.id);
        yield {
          delayMs: 200 * scale,
          body: () => ({
            event: 'message_file',
            id: file.id,
            type: file.type,
            belongs_to: file.belongs_to,
            url: file.url,
          }),
        };
        return;
      }
      case 'replace':
        yield {
          delayMs: 50 * scale,
          answer: { replace: step.text },
          body: () => ({ event: 'message_replace', answer: step.text, reason: 'output_moderation' }),
        };
        return;
      case 'fail': {
        // Dify: the node fails, the workflow fails, and its ValueError reaches the client as
        // invalid_param; a model app's failure is a completion_request_error.
        const error =
          mode === 'advanced-chat'
            ? { status: 400, code: 'invalid_param', message: `Run failed: ${step.message}` }
            : { status: 400, code: 'completion_request_error', message: step.message };
        if (mode === 'advanced-chat') {
          const [started, finished] = [...node(step.title, 'http-request', 300, null)] as [
            PlannedEvent,
            PlannedEvent,
          ];
          yield started;
          yield {
            ...finished,
            body: () => {
              const body = finished.body();
              const data = body.data as Record<string, unknown>;
              return { ...body, data: { ...data, status: 'failed', error: step.message } };
            },
          };
          yield {
            delayMs: 0,
            body: () => {
              const finishedBody = workflowFinished(
                options,
                workflowRunId,
                state.answer,
                'failed',
                startedAt,
              );
              const data = finishedBody.data as Record<string, unknown>;
              return { event: 'workflow_finished', ...finishedBody, data: { ...data, error: step.message } };
            },
          };
        }
        yield { delayMs: 0, body: () => ({ event: 'error', ...error }), fails: error };
        return;
      }
    }
  }

  function* nodeAround(title: string, nodeType: string, inner: () => Generator<PlannedEvent>) {
    const events = [...node(title, nodeType, 0, null)];
    yield events[0] as PlannedEvent;
    yield* inner();
    const finished = events[1] as PlannedEvent;
    yield { ...finished, delayMs: 0 };
  }
}

function workflowFinished(
  options: RunOptions,
  workflowRunId: string,
  answer: string,
  status: 'succeeded' | 'stopped' | 'failed',
  startedAt: number,
): Record<string, unknown> {
  return {
    workflow_run_id: workflowRunId,
    data: {
      id: workflowRunId,
      workflow_id: options.workflowId,
      sequence_number: 1,
      status,
      outputs: { answer },
      error: status === 'stopped' ? 'Workflow execution stopped by user.' : null,
      elapsed_time: (Date.now() - startedAt) / 1000,
      total_tokens: options.promptTokens,
      total_steps: 0,
      created_at: options.createdAt,
      finished_at: Math.floor(Date.now() / 1000),
    },
  };
}

function messageEnd(
  options: RunOptions,
  completionTokens: number,
  startedAt: number,
): Record<string, unknown> {
  return {
    id: options.ids.messageId,
    metadata: {
      usage: usageOf(options.promptTokens, completionTokens, (Date.now() - startedAt) / 1000),
      retriever_resources: options.script.retrieverResources satisfies RetrieverResource[],
    },
    files: null,
  };
}

/** Dify's usage block, priced like a hosted Qwen model in RMB (per 1000 tokens). */
export function usageOf(promptTokens: number, completionTokens: number, latency: number) {
  const price = (tokens: number, unit: number) => ((tokens * unit) / 1000).toFixed(7);
  const promptPrice = price(promptTokens, 0.0008);
  const completionPrice = price(completionTokens, 0.002);
  return {
    prompt_tokens: promptTokens,
    prompt_unit_price: '0.0008',
    prompt_price_unit: '0.001',
    prompt_price: promptPrice,
    completion_tokens: completionTokens,
    completion_unit_price: '0.002',
    completion_price_unit: '0.001',
    completion_price: completionPrice,
    total_tokens: promptTokens + completionTokens,
    total_price: (Number(promptPrice) + Number(completionPrice)).toFixed(7),
    currency: 'RMB',
    latency: Math.round(latency * 1000) / 1000,
  };
}
