// The assistant's browser tests: the chat mock's QA controls (pace, scripted answers, stream
// faults, the running streams) and opening the window from the avatar.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { type RunningGateway, startGateway } from './gateway';

async function call(baseUrl: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Sets every agent's (or one agent's) streaming pace in tokens per second. */
export function setChatPace(baseUrl: string, tokensPerSecond: number, agent = 'all'): Promise<unknown> {
  return call(baseUrl, 'PATCH', `/__mock/chat/agents/${agent}`, { tokensPerSecond });
}

/** The streams the chat mock is running now. */
export async function runningStreams(baseUrl: string): Promise<unknown[]> {
  const state = (await call(baseUrl, 'GET', '/__mock/chat')) as { running?: unknown[] };
  return state.running ?? [];
}

/** Makes the next `times` calls of an operation answer HTTP `status`. */
export function failNext(baseUrl: string, operationId: string, status: number, times = 1): Promise<unknown> {
  return call(baseUrl, 'POST', '/__mock/faults', { operationId, kind: 'status', status, times });
}

export const avatar = (page: Page): Locator => page.getByRole('button', { name: '超级管家' });
export const chatWindow = (page: Page): Locator => page.getByRole('dialog', { name: '超级管家' });
export const messageLog = (page: Page): Locator => page.getByRole('log', { name: '对话消息' });
export const questionBox = (page: Page): Locator =>
  page.getByRole('textbox', { name: '请输入您的问题，Enter发送，Shift+Enter换行' });
export const quickButton = (page: Page, label: string): Locator =>
  page.getByRole('group', { name: '快捷问题' }).getByRole('button', { name: label });

/** The assistant's answers (not the user's questions), oldest first. */
export const answers = (page: Page): Locator => messageLog(page).locator('[data-role="assistant"]');

/** Opens the window from the avatar and waits for the steward's greeting to finish streaming. */
export async function openAssistant(page: Page): Promise<void> {
  await avatar(page).click();
  await chatWindow(page).waitFor();
  await waitIdle(page);
}

/** Waits until no answer streams (the stop button is gone and the last card finished). */
export async function waitIdle(page: Page): Promise<void> {
  await page.getByRole('button', { name: '停止', exact: true }).waitFor({ state: 'detached' });
  await page.waitForFunction(() => {
    const cards = document.querySelectorAll('[data-role="assistant"]');
    const last = cards[cards.length - 1];
    return last !== undefined && last.getAttribute('data-finished') === 'true';
  });
}

/** The bodies the client sent to an operation, newest first (the mock's journal). */
export async function journalBodies(baseUrl: string, operationId: string): Promise<unknown[]> {
  const journal = (await call(baseUrl, 'GET', `/__mock/journal?operationId=${operationId}`)) as {
    entries?: Array<{ body: unknown }>;
  };
  return (journal.entries ?? []).map((entry) => entry.body);
}

/** Scripts what the next picture recognition finds. */
export function nextRecognition(
  baseUrl: string,
  results: Array<{ diseaseName: string; diseaseArea: number; diseaseLevel: number }>,
): Promise<unknown> {
  return call(baseUrl, 'POST', '/__mock/assistant/next-recognitions', { results });
}

/** Scripts an agent's next answer (markdown text and/or the card payload). */
export function nextAnswer(baseUrl: string, agent: string, text: string): Promise<unknown> {
  return call(baseUrl, 'POST', '/__mock/chat/next-answers', { agent, text });
}

export interface JournalCall {
  time: string;
  durationMs: number;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  status: number | null;
}

/** The calls the client made to an operation (path, query, body, timing), oldest first. */
export async function journalCalls(baseUrl: string, operationId: string): Promise<JournalCall[]> {
  const journal = (await call(baseUrl, 'GET', `/__mock/journal?operationId=${operationId}&limit=1000`)) as {
    entries?: JournalCall[];
  };
  return (journal.entries ?? []).reverse();
}

/** The chat questions sent to one agent (its inputs and query), oldest first. */
export async function chatQuestions(
  baseUrl: string,
  agent: string,
): Promise<Array<{ query: string; inputs: Record<string, string>; time: string; durationMs: number }>> {
  return (await journalCalls(baseUrl, 'chatMessages'))
    .filter((entry) => entry.path === `/chat/${agent}/v1/chat-messages`)
    .map((entry) => {
      const body = entry.body as { query: string; inputs: Record<string, string> };
      return { query: body.query, inputs: body.inputs, time: entry.time, durationMs: entry.durationMs };
    });
}

/** Scripts an agent's next answer with its card payload (seed 001 §3 parts) and optional text. */
export function nextPayloadAnswer(
  baseUrl: string,
  agent: string,
  payload: Record<string, unknown>,
  text?: string,
): Promise<unknown> {
  return call(baseUrl, 'POST', '/__mock/chat/next-answers', {
    agent,
    payload,
    ...(text === undefined ? {} : { text }),
  });
}

/**
 * Sets the world's clock to 10:00 (China time) of its epoch day, still running: today's patrols
 * are under way whatever hour the tests run at (at 00:20 a new day has none yet, and the patrol
 * cards the tests open would be empty).
 */
export async function daytimeWorld(baseUrl: string): Promise<void> {
  const world = (await (await fetch(`${baseUrl}/__mock/world`)).json()) as { epochDay: string };
  const response = await fetch(`${baseUrl}/__mock/world/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ time: `${world.epochDay} 10:00:00` }),
  });
  if (!response.ok) throw new Error(`world clock answered ${response.status}: ${await response.text()}`);
}

/**
 * A test file's gateway (every chat agent at full pace, the world at 10:00) and Chromium, started before its tests
 * and closed after them; read `url` and `browser` inside the tests.
 */
export function assistantSuite(): { readonly url: string; readonly browser: Browser } {
  let gateway: RunningGateway | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    gateway = await startGateway();
    browser = await launchChromium();
    await setChatPace(gateway.url, 1_000_000);
    await daytimeWorld(gateway.url);
  });
  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite has not started (use it inside a test)');
    return value;
  };
  return {
    get url() {
      return started(gateway).url;
    },
    get browser() {
      return started(browser);
    },
  };
}
