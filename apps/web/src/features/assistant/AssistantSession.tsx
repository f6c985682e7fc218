// The assistant's conversation: the engine (calls, the SSE stream, speech, reports) and the chat
// window, one lazy chunk fetched when the user first opens the window (or when the browser is
// idle), never with the avatar. It takes over the avatar's state object.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { api } from '../../lib/api/client';
import { saveBlob } from '../../lib/files/save-blob';
import { showMessage } from '../../lib/messages/popup-message';
import { runtimeConfig } from '../../lib/runtime-config';
import { credentials } from '../../lib/session/credentials';
import { AssistantContext, type AssistantContextValue } from './assistant-context';
import { browserAssistantDeps, currentUser } from './assistant-deps';
import type { AssistantState } from './assistant-state';
import { type AssistantEngine, createAssistantEngine } from './chat/assistant-engine';
import ChatWindow from './chat/ChatWindow';
import { fetchReport, type ReportKind, reportFileName } from './reports/report-download';
import { AssistantText } from './texts';

export interface AssistantSessionProps {
  state: AssistantState;
  /** The engine is there (the avatar opens and closes the window through it from now on). */
  onReady: (engine: AssistantEngine) => void;
  /** The audio output the opening click made (speech/audio-output.ts). */
  audio: () => AudioContext | null;
}

export default function AssistantSession({ state: shared, onReady, audio }: AssistantSessionProps) {
  const [, navigate] = useLocation();
  const [engine] = useState(() =>
    createAssistantEngine(
      browserAssistantDeps(api, (path) => navigate(path), audio),
      shared,
    ),
  );
  const [downloads] = useState(() => proxy<Record<string, number | null>>({}));
  const downloadsSnap = useSnapshot(downloads);
  const state = useSnapshot(engine.state);

  useEffect(() => onReady(engine), [engine, onReady]);

  const download = useCallback(
    (kind: ReportKind, id: string) => {
      const key = `${kind}:${id}`;
      if (key in downloads) return;
      downloads[key] = null;
      const tenantId = currentUser()?.tenantId ?? '';
      fetchReport(api, kind, id, tenantId, (percent) => {
        downloads[key] = percent;
      })
        .then((blob) => saveBlob(blob, reportFileName(kind)))
        .catch(() => showMessage(AssistantText.downloadFailed))
        .finally(() => {
          delete downloads[key];
        });
    },
    [downloads],
  );

  const value = useMemo<AssistantContextValue>(
    () => ({
      engine,
      download,
      downloads: downloadsSnap as Record<string, number | null>,
      urlPolicy: () => ({
        origin: window.location.origin,
        mediaBaseUrl: runtimeConfig.current().mediaBaseUrl,
        accessToken: credentials.token()?.replace(/^Bearer\s+/i, '') ?? null,
      }),
    }),
    [engine, download, downloadsSnap],
  );

  return (
    <AssistantContext.Provider value={value}>{state.open ? <ChatWindow /> : null}</AssistantContext.Provider>
  );
}
