// The assistant's conversation: every state and rule of seed 001 §4 in one place, apart from
// React, over a valtio state the components render. The calls, timers and speech come in as
// dependencies, so the rules are tested with fakes (assistant-engine.test.ts).
//
// An answer's card goes: '' (not started) → started (the chat answered OK) → finished (the stream
// ended) — or pending (finishStatus doing) — or stopped (a non-OK answer, silently; or the user's
// stop: a non-main agent's card then reads 暂停调用).
import { proxy } from 'valtio';
import { cardOf, parsePayload } from '../answer/answer-payload';
import { acceptsPiece, isBlank, splitAnswer } from '../answer/answer-text';
import { type AssistantState, initialAssistantState } from '../assistant-state';
import type {
  AssistantDisease,
  ChatAgent,
  ChatHistoryEntry,
  ChatMessageItem,
  ChatType,
  ClientMessage,
  PatrolItem,
  RecognitionResult,
  TrackPoint,
} from '../assistant-types';
import { BtnType } from '../assistant-types';
import { createPatrolPoll } from '../avatar/patrol-poll';
import {
  FAKE_REPLY_MS,
  FIRST_SPEECH_MS,
  PATROL_LIVE_POLL_MS,
  REGREET_MS,
  SPEECH_REPLAY_MS,
} from '../constants';
import { keptResults } from '../recognition/recognition-rules';
import type { ChatStreamEvent, UnknownStreamEvent } from '../stream/dify-events';
import { AssistantText } from '../texts';
import { agentOfLabel, agentOfMode, GREETING_QUERY, isPatrolLiveCheck, modeName } from './agents';
import { actionOfLabel } from './card-actions';

export type { AssistantState, DisposalSubject, QueuedQuestion } from '../assistant-state';
export { initialAssistantState } from '../assistant-state';

export interface ChatRequest {
  agent: ChatAgent;
  query: string;
  conversationId: string;
  user: string;
  inputs: {
    device_type: string;
    account: string;
    online: '0' | '1';
    patrolId: string;
    diseaseId: string;
  };
}

export type ChatOpening =
  | { ok: true; events: AsyncIterable<ChatStreamEvent | UnknownStreamEvent> }
  | { ok: false; status: number };

export interface AppParameters {
  opening: string;
  suggested: string[];
}

export interface SpeechControl {
  /** Speaks the text; resolves when it has been spoken (or stopped); rejects when it fails. */
  speak(text: string, onStart: () => void): Promise<void>;
  stop(): void;
}

export interface AssistantDeps {
  /** The signed-in user's account and tenant (null when unknown). */
  user(): { account: string; tenantId: string } | null;
  openChat(request: ChatRequest, signal: AbortSignal): Promise<ChatOpening>;
  stopChat(agent: ChatAgent, taskId: string, user: string): Promise<void>;
  feedback(
    agent: ChatAgent,
    messageId: string,
    rating: 'like' | 'dislike' | null,
    user: string,
  ): Promise<void>;
  appParameters(agent: ChatAgent, user: string): Promise<AppParameters | null>;
  loadHistory(): Promise<ChatHistoryEntry[]>;
  /** Saves the entry; the saved entry's id, or null when it failed. */
  saveHistory(entry: ChatHistoryEntry): Promise<string | null>;
  track(patrolId: string): Promise<TrackPoint[]>;
  livePatrols(): Promise<PatrolItem[]>;
  analyse(picUrl: string): Promise<RecognitionResult[]>;
  navigate(path: string): void;
  notify(text: string, type: 'info' | 'warning' | 'error' | 'success'): void;
  speech: SpeechControl;
  /** The display text of a message, read aloud. */
  speechTextOf(message: ClientMessage): string;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
  newKey(): string;
}

interface AskOptions {
  agent?: ChatAgent;
  /** Asked without a bubble of the user's (the steward's greeting). */
  silent?: boolean;
  diseaseId?: string;
  patrolId?: string;
}

/** The fields a saved message keeps (contract ChatMessageItem), without the page's own. */
export function savedItem(message: ClientMessage): ChatMessageItem {
  const {
    key: _key,
    raw: _raw,
    agent: _agent,
    agentStatus: _status,
    messageId: _messageId,
    recognition: _recognition,
    recognitionPictures: _pictures,
    livePatrols: _live,
    ...item
  } = message;
  return item;
}

export type AssistantEngine = ReturnType<typeof createAssistantEngine>;

export function createAssistantEngine(
  deps: AssistantDeps,
  state: AssistantState = proxy(initialAssistantState()),
) {
  let controller: AbortController | null = null;
  let running: { message: ClientMessage; agent: ChatAgent; taskId: string | null; stopped: boolean } | null =
    null;
  const timers = new Set<unknown>();
  const patrols = createPatrolPoll(state, deps);
  let firstSpeechDone = false;
  let firstSpeechDue = false;
  /** A re-greeting waits for the stream to end. */
  let greetWhenIdle = false;
  /** Bumped when the conversation changes: late answers of the old one are dropped. */
  let generation = 0;

  const later = (run: () => void, ms: number) => {
    const handle = deps.setTimeout(() => {
      timers.delete(handle);
      run();
    }, ms);
    timers.add(handle);
  };
  const user = () => deps.user()?.account ?? '';
  const find = (key: string) => state.messages.find((m) => m.key === key);

  function push(message: Omit<ClientMessage, 'key'>): ClientMessage {
    state.messages.push({ ...message, key: deps.newKey() });
    return state.messages[state.messages.length - 1] as ClientMessage;
  }

  // --- asking -----------------------------------------------------------------------------
  async function ask(question: string, options: AskOptions = {}): Promise<void> {
    if (isBlank(question) || state.streaming) return;
    const agent = options.agent ?? state.agent;
    const query = question.trim();
    if (!options.silent) push({ send: true, content: query });
    const message = push({ send: false, content: '', status: '', finished: false, agent, raw: '' });
    const key = message.key;
    const mine = generation;
    state.streaming = true;
    controller = new AbortController();
    running = { message, agent, taskId: null, stopped: false };
    const request: ChatRequest = {
      agent,
      query,
      conversationId: state.conversations[agent] ?? '',
      user: user(),
      inputs: {
        device_type: 'pc',
        account: user(),
        online: state.online ? '1' : '0',
        patrolId: options.patrolId ?? '',
        diseaseId: options.diseaseId ?? '',
      },
    };
    const live = (): ClientMessage | undefined => (mine === generation ? find(key) : undefined);
    try {
      const opening = await deps.openChat(request, controller.signal);
      const card = live();
      if (!card) return;
      if (!opening.ok) {
        // Seed §4/§8: a non-OK answer stops the stream silently.
        card.status = 'stopped';
        return;
      }
      card.status = 'started';
      for await (const event of opening.events) {
        const current = live();
        if (!current || running?.stopped) break;
        apply(current, event, agent);
      }
    } catch {
      // The reader was aborted (stop, a new conversation) or the network failed: what arrived stays.
    } finally {
      const card = live();
      if (mine === generation) {
        state.streaming = false;
        controller = null;
        const wasStopped = running?.stopped ?? false;
        running = null;
        if (card) {
          if (wasStopped) markStopped(card, agent);
          else if (card.status !== 'stopped') finish(card, agent, query);
        }
      }
    }
  }

  function apply(message: ClientMessage, event: ChatStreamEvent | UnknownStreamEvent, agent: ChatAgent) {
    const fields = event as Record<string, unknown>;
    if (typeof fields.task_id === 'string' && running) running.taskId = fields.task_id;
    if (typeof fields.conversation_id === 'string' && fields.conversation_id !== '')
      state.conversations[agent] = fields.conversation_id;
    switch (event.event) {
      case 'message':
      case 'agent_message': {
        const piece = typeof fields.answer === 'string' ? fields.answer : '';
        if (typeof fields.message_id === 'string') message.messageId = fields.message_id;
        if (!acceptsPiece(piece)) return;
        message.raw = (message.raw ?? '') + piece;
        const split = splitAnswer(message.raw);
        message.content = split.text;
        if (split.thinking) message.agentStatus = AssistantText.thinking;
        else if (split.text !== '' && message.agentStatus === AssistantText.thinking)
          message.agentStatus = undefined;
        return;
      }
      case 'message_replace': {
        message.raw = typeof fields.answer === 'string' ? fields.answer : '';
        message.content = splitAnswer(message.raw).text;
        return;
      }
      case 'message_file': {
        if (fields.type === 'image' && typeof fields.url === 'string')
          message.raw = `${message.raw ?? ''}\n\n![](${fields.url})\n\n`;
        return;
      }
      case 'agent_thought': {
        const tool = typeof fields.tool === 'string' && fields.tool !== '' ? fields.tool : '';
        message.agentStatus = AssistantText.working(
          tool.startsWith('dataset') ? '检索知识库' : tool || '思考',
        );
        return;
      }
      case 'node_started': {
        const data = fields.data as { title?: unknown } | undefined;
        if (typeof data?.title === 'string') message.agentStatus = AssistantText.working(data.title);
        return;
      }
      case 'message_end':
      case 'error':
        // Seed §4: the status text is cleared on message end.
        message.agentStatus = undefined;
        return;
      default:
        return;
    }
  }

  function finish(message: ClientMessage, agent: ChatAgent, query: string) {
    const split = splitAnswer(message.raw ?? '', true);
    message.content = split.text;
    message.agentStatus = undefined;
    const payload = split.payloadJson === null ? null : parsePayload(split.payloadJson);
    const card = payload ? cardOf(payload) : null;
    if (card) Object.assign(message, card.fields);
    // Seed §4: on finish the card is marked finished and up/down are cleared; 'doing' stays pending.
    if (message.status !== 'pending') message.status = 'finished';
    message.finished = true;
    message.up = false;
    message.down = false;
    if (card?.trackOf) void loadTrack(message.key, card.trackOf);
    if (card?.summary) {
      // Seed §4: after a summary, the main key, and a new greeting after 3 s.
      state.agent = 'main';
      const mine = generation;
      later(() => {
        if (mine !== generation) return;
        // An answer still streaming (the next queued disease question) would swallow the
        // greeting: it comes once the stream is idle.
        if (state.streaming) greetWhenIdle = true;
        else void ask(GREETING_QUERY, { agent: 'main', silent: true });
      }, REGREET_MS);
    }
    if (isPatrolLiveCheck(agent, query)) later(() => void pollLivePatrols(), PATROL_LIVE_POLL_MS);
    if (firstSpeechDue && !firstSpeechDone && message.content !== '') speakFirst();
    void saveHistory();
    sendNextQueued();
    greetIfDue();
  }

  /** The re-greeting after a summary that came due while an answer streamed. */
  function greetIfDue() {
    if (!greetWhenIdle || state.streaming) return;
    greetWhenIdle = false;
    void ask(GREETING_QUERY, { agent: 'main', silent: true });
  }

  function markStopped(message: ClientMessage, agent: ChatAgent) {
    const split = splitAnswer(message.raw ?? '', true);
    message.content = split.text;
    message.agentStatus = undefined;
    message.status = 'stopped';
    message.finished = true;
    message.up = false;
    message.down = false;
    // Seed §4: a stopped non-main conversation is marked 'paused calling' (the card shows it).
    if (agent !== 'main') message.content2 = AssistantText.pausedCalling;
    void saveHistory();
    greetIfDue();
  }

  async function loadTrack(key: string, patrolId: string) {
    try {
      const points = await deps.track(patrolId);
      const message = find(key);
      if (message) message.trackPath = points;
    } catch {
      // The card shows its diseases without the track; the HTTP layer said what failed.
    }
  }

  /** Seed §4: stopping keeps the partial answer; the stream is told to stop and is let go. */
  function stop() {
    state.queue = [];
    if (!running) return;
    running.stopped = true;
    const { agent, taskId } = running;
    if (taskId) void deps.stopChat(agent, taskId, user()).catch(() => undefined);
    controller?.abort();
  }

  // --- queued disease questions --------------------------------------------------------------
  /** Seed §4: queued disease questions go one by one, each with its 'disease N' heading. */
  function askProgress(diseases: readonly AssistantDisease[], patrolId = '') {
    state.queue = diseases.map((d, i) => ({
      query: `${AssistantText.diseaseHeading(i + 1)}${[d.roadName, d.pile, d.diseaseName].filter(Boolean).join(' ')}的处置进度`,
      diseaseId: d.diseaseId,
      patrolId,
    }));
    sendNextQueued();
  }

  function sendNextQueued() {
    if (state.streaming) return;
    const next = state.queue.shift();
    if (next) void ask(next.query, { agent: 'disposal', diseaseId: next.diseaseId, patrolId: next.patrolId });
  }

  // --- buttons ------------------------------------------------------------------------------
  function askQuick(label: string) {
    void ask(label, { agent: agentOfLabel(label, state.agent) });
  }

  async function pressLabel(
    message: ClientMessage,
    label: string,
    download: (kind: 'patrol' | 'construction', id: string) => void,
  ) {
    const action = actionOfLabel(label, message);
    switch (action.kind) {
      case 'download-construction':
        download('construction', action.id);
        return;
      case 'download-patrol':
        download('patrol', action.id);
        return;
      case 'disease-manage':
        await openDiseaseManage();
        return;
      case 'ask':
        await ask(action.query, {
          agent: agentOfLabel(label, state.agent),
          ...(action.diseaseId ? { diseaseId: action.diseaseId } : {}),
          ...(action.patrolId ? { patrolId: action.patrolId } : {}),
        });
    }
  }

  /** Seed §2: /diseaseManage opens after the history is saved. */
  async function openDiseaseManage() {
    await saveHistory();
    deps.navigate('/diseaseManage');
  }

  /** Seed §4: thumbs up and down toggle (one excludes the other); the agent hears the rating. */
  function rate(key: string, which: 'up' | 'down') {
    const message = find(key);
    if (!message || !message.finished) return;
    const on = !message[which];
    message.up = which === 'up' ? on : false;
    message.down = which === 'down' ? on : false;
    if (message.messageId && message.agent) {
      const rating = on ? (which === 'up' ? 'like' : 'dislike') : null;
      void deps.feedback(message.agent, message.messageId, rating, user()).catch(() => undefined);
    }
  }

  // --- acceptance ---------------------------------------------------------------------------
  /** Accepting needs a disease id (seed §5), else the info message of §8. */
  function acceptTask(subject: {
    orderId?: string;
    diseaseId?: string;
    title?: string;
    statusText?: string;
  }) {
    if (!subject.diseaseId) {
      deps.notify(AssistantText.noDiseaseId, 'info');
      return;
    }
    state.disposal = {
      orderId: subject.orderId ?? subject.diseaseId,
      diseaseId: subject.diseaseId,
      title: subject.title ?? '',
      reported: subject.statusText === '待验收',
    };
  }

  function closeDisposal() {
    state.disposal = null;
  }

  /** A decision was recorded: the to-do rows of the order show it. */
  function decided(orderId: string, statusText: string) {
    for (const message of state.messages) {
      for (const todo of message.waitList ?? [])
        if (todo.id === orderId || todo.diseaseId === orderId) todo.statusText = statusText;
    }
  }

  // --- recognition ---------------------------------------------------------------------------
  async function recognise(pictures: readonly string[], question: string) {
    if (pictures.length === 0 || state.streaming) return;
    const mine = generation;
    push({
      send: true,
      content: isBlank(question) ? AssistantText.recognitionQuery : question.trim(),
      imgList: [...pictures],
    });
    const message = push({
      send: false,
      content: '',
      status: 'started',
      finished: false,
      agentStatus: AssistantText.recognising,
      btnType: BtnType.recognition,
      recognitionPictures: [...pictures],
    });
    const key = message.key;
    state.streaming = true;
    try {
      const found: RecognitionResult[] = [];
      for (const picture of pictures) found.push(...(await deps.analyse(picture)));
      const card = mine === generation ? find(key) : undefined;
      if (!card) return;
      const kept = keptResults(found);
      card.recognition = kept;
      card.content =
        kept.length > 0 ? AssistantText.recognitionTitle(kept.length) : AssistantText.recognitionNone;
      card.status = 'finished';
    } catch {
      const card = mine === generation ? find(key) : undefined;
      if (card) card.status = 'stopped';
    } finally {
      if (mine === generation) {
        state.streaming = false;
        const card = find(key);
        if (card) {
          card.agentStatus = undefined;
          card.finished = true;
          card.up = false;
          card.down = false;
          void saveHistory();
        }
      }
    }
  }

  // --- the conversation and its history -------------------------------------------------------
  function label(): string {
    const first = state.messages.find((m) => m.send && m.content.trim() !== '');
    return [...(first?.content.trim() ?? modeName(state.mode))].slice(0, 200).join('');
  }

  let saving: Promise<void> = Promise.resolve();
  /** Saves the conversation (once it has a question) as its history entry; the list follows. */
  function saveHistory(): Promise<void> {
    saving = saving.then(async () => {
      if (!state.messages.some((m) => m.send)) return;
      const entry: ChatHistoryEntry = {
        ...(state.historyId ? { id: state.historyId } : {}),
        label: label(),
        type: state.mode,
        contentList: state.messages.map((m) => savedItem(m)),
      };
      const id = await deps.saveHistory(entry).catch(() => null);
      if (!id) return;
      state.historyId = id;
      const saved: ChatHistoryEntry = { ...entry, id };
      state.history = [saved, ...state.history.filter((h) => h.id !== id)];
    });
    return saving;
  }

  async function loadHistory() {
    state.historyState = 'loading';
    try {
      state.history = await deps.loadHistory();
      state.historyState = 'ready';
    } catch {
      state.historyState = 'failed';
    }
  }

  /** Leaves the conversation on screen (saved first) for an empty one. */
  async function reset(mode: ChatType) {
    stop();
    await saveHistory();
    generation += 1;
    for (const handle of timers) deps.clearTimeout(handle);
    timers.clear();
    state.messages = [];
    state.conversations = {};
    state.historyId = null;
    state.queue = [];
    greetWhenIdle = false;
    state.mode = mode;
    state.agent = agentOfMode(mode);
    state.streaming = false;
  }

  /** The steward greets with the day's status report (asked silently). */
  function greet() {
    return ask(GREETING_QUERY, { agent: 'main', silent: true });
  }

  /**
   * A mode button (2, 3, 4) or the logo (1): a new conversation with that agent. The steward
   * greets with its report; the others introduce themselves (their app's opening statement and
   * suggested questions) after the fake reply delay.
   */
  async function chooseMode(mode: ChatType) {
    await reset(mode);
    if (mode === 1) {
      await greet();
      return;
    }
    const mine = generation;
    const agent = agentOfMode(mode);
    const parameters = await deps.appParameters(agent, user()).catch(() => null);
    later(() => {
      if (mine !== generation) return;
      // The introduction opens the conversation even when the user asked before it came.
      state.messages.unshift({
        key: deps.newKey(),
        send: false,
        content: parameters?.opening || `您好，我是${modeName(mode)}助手，请问有什么可以帮您？`,
        status: 'finished',
        finished: true,
        up: false,
        down: false,
        agent,
        btnType: BtnType.questions,
        ...(parameters && parameters.suggested.length > 0 ? { btns: parameters.suggested.slice(0, 4) } : {}),
      });
    }, FAKE_REPLY_MS);
  }

  function newChat() {
    return chooseMode(state.mode);
  }

  /** Opens a saved conversation (its mode, its messages; a new conversation with the agents). */
  async function openHistory(entry: ChatHistoryEntry) {
    await reset(entry.type);
    state.historyId = entry.id ?? null;
    state.messages = entry.contentList.map((item) => ({ ...item, key: deps.newKey() }));
  }

  // --- the window, the status report and speech -------------------------------------------------
  async function openWindow() {
    state.open = true;
    if (state.historyState === 'idle' || state.historyState === 'failed') void loadHistory();
    if (!firstSpeechDone && !firstSpeechDue)
      later(() => {
        firstSpeechDue = true;
        speakFirst();
      }, FIRST_SPEECH_MS);
    if (state.messages.length === 0) await greet();
  }

  function closeWindow() {
    state.open = false;
    stopSpeaking();
  }

  /** Seed §9: the first spoken status report, 3 s after the window opened (or once it arrived). */
  function speakFirst() {
    if (firstSpeechDone || !state.open) return;
    const report = [...state.messages].reverse().find((m) => !m.send && m.finished && m.content !== '');
    if (!report) return;
    firstSpeechDone = true;
    void speak(report.key);
  }

  /** Seed §4: speech toggles between play and stop play; a report can be replayed after 10 s. */
  async function speak(key: string) {
    const message = find(key);
    if (!message) return;
    if (state.speakingKey === key) {
      stopSpeaking();
      return;
    }
    if ((state.replayAfter[key] ?? 0) > deps.now()) return;
    stopSpeaking();
    const text = deps.speechTextOf(message);
    if (text === '') return;
    state.speakingKey = key;
    try {
      await deps.speech.speak(text, () => {
        if (state.speakingKey === key) state.speaking = true;
      });
    } catch {
      deps.notify(AssistantText.speechFailed, 'warning');
    } finally {
      if (state.speakingKey === key) {
        state.speakingKey = null;
        state.speaking = false;
        state.replayAfter[key] = deps.now() + SPEECH_REPLAY_MS;
      }
    }
  }

  function stopSpeaking() {
    const key = state.speakingKey;
    if (key === null) return;
    state.speakingKey = null;
    state.speaking = false;
    state.replayAfter[key] = deps.now() + SPEECH_REPLAY_MS;
    deps.speech.stop();
  }

  // --- patrols on the road now (the avatar polls them before the engine exists) --------------
  const pollLivePatrols = patrols.poll;
  const startPatrolPolling = patrols.start;

  function dispose() {
    stop();
    stopSpeaking();
    generation += 1;
    for (const handle of timers) deps.clearTimeout(handle);
    timers.clear();
    patrols.stop();
  }

  return {
    state,
    ask,
    askQuick,
    askProgress,
    stop,
    pressLabel,
    openDiseaseManage,
    rate,
    acceptTask,
    closeDisposal,
    decided,
    recognise,
    saveHistory,
    loadHistory,
    chooseMode,
    newChat,
    openHistory,
    openWindow,
    closeWindow,
    speak,
    stopSpeaking,
    startPatrolPolling,
    pollLivePatrols,
    dispose,
  };
}
