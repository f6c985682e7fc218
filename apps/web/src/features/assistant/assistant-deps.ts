// The assistant's dependencies in the browser: the contract's calls through the app's one HTTP
// client, the /tts speech, the router and the popup message.
import type { ApiClient } from '@jt/api-contract';
import { appState } from '../../lib/app-state/app-state';
import { showMessage } from '../../lib/messages/popup-message';
import { credentials } from '../../lib/session/credentials';
import { displayText } from './answer/answer-text';
import type { ChatAgent } from './assistant-types';
import { fetchLivePatrols } from './avatar/patrol-poll';
import type { AssistantDeps, ChatOpening } from './chat/assistant-engine';
import { SPEECH_MAX_CHARS } from './constants';
import { speechText } from './speech/speech-frames';
import { createSpeechPlayer } from './speech/speech-player';
import { difyEvents } from './stream/dify-events';

/** The signed-in user as the assistant names them (account and tenant). */
export function currentUser(): { account: string; tenantId: string } | null {
  const info = appState.userInfo;
  return info ? { account: info.username, tenantId: info.tenantId } : null;
}

/** Dify's answer of a Result call, or a rejection the engine treats as a failed call. */
function ok<T>(answer: { data?: { code?: number; data?: T } | undefined }, what: string): T {
  if (answer.data?.code !== 200 || answer.data.data === undefined) throw new Error(`${what} failed`);
  return answer.data.data;
}

let keys = 0;

export function browserAssistantDeps(
  client: ApiClient,
  navigate: (path: string) => void,
  audio: () => AudioContext | null,
): AssistantDeps {
  const path = (agent: ChatAgent) => ({ agent });
  return {
    user: currentUser,
    async openChat(request, signal): Promise<ChatOpening> {
      const { response } = await client.POST('/chat/{agent}/v1/chat-messages', {
        params: { path: path(request.agent) },
        body: {
          inputs: request.inputs,
          query: request.query,
          response_mode: 'streaming',
          conversation_id: request.conversationId,
          user: request.user,
          // Dify's default, spelled out: the generated type makes a defaulted field required.
          auto_generate_name: true,
        },
        parseAs: 'stream',
        signal,
      });
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, status: response.status };
      }
      return { ok: true, events: difyEvents(response.body) };
    },
    async stopChat(agent, taskId, user) {
      await client.POST('/chat/{agent}/v1/chat-messages/{taskId}/stop', {
        params: { path: { agent, taskId } },
        body: { user },
      });
    },
    async feedback(agent, messageId, rating, user) {
      await client.POST('/chat/{agent}/v1/messages/{messageId}/feedbacks', {
        params: { path: { agent, messageId } },
        body: { rating, user },
      });
    },
    async appParameters(agent, user) {
      const { data } = await client.GET('/chat/{agent}/v1/parameters', {
        params: { path: { agent }, query: { user } },
      });
      return data
        ? {
            opening: data.opening_statement,
            suggested: data.suggested_questions.filter((q) => q.trim() !== ''),
          }
        : null;
    },
    async loadHistory() {
      return ok(await client.POST('/api/administration/selectModelHistory', {}), 'selectModelHistory');
    },
    async saveHistory(entry) {
      const answer = await client.POST('/api/administration/saveModelHistory', { body: entry });
      return answer.data?.code === 200 ? answer.data.data.id : null;
    },
    async track(patrolId) {
      return ok(await client.POST('/api/administration/getGisById', { body: { id: patrolId } }), 'getGisById')
        .listData;
    },
    livePatrols: () => fetchLivePatrols(client),
    async analyse(picUrl) {
      return ok(await client.POST('/api/administration/analysisImage', { body: { picUrl } }), 'analysisImage')
        .listData;
    },
    navigate,
    notify: (text, type) => showMessage(text, { type }),
    speech: createSpeechPlayer({
      token: () => credentials.token(),
      alert: (text) => window.alert(text),
      audio,
    }),
    speechTextOf: (message) => speechText(displayText(message.content), SPEECH_MAX_CHARS),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    now: () => Date.now(),
    newKey: () => `m${Date.now().toString(36)}${(keys++).toString(36)}`,
  };
}
