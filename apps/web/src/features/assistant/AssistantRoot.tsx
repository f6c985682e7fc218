// The assistant (seed 001): its own lazy chunk, mounted by the shell for a signed-in user with
// page.system.szr. The avatar comes first; the chat window (markdown, cards, modals) is a chunk
// of its own, fetched when the user first opens it (or when the browser is idle).

import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { api } from '../../lib/api/client';
import { saveBlob } from '../../lib/files/save-blob';
import { showMessage } from '../../lib/messages/popup-message';
import { runtimeConfig } from '../../lib/runtime-config';
import { credentials } from '../../lib/session/credentials';
import { AssistantContext, type AssistantContextValue } from './assistant-context';
import { browserAssistantDeps, currentUser } from './assistant-deps';
import { Avatar } from './avatar/Avatar';
import { createAssistantEngine } from './chat/assistant-engine';
import { fetchReport, type ReportKind, reportFileName } from './reports/report-download';
import { AssistantText } from './texts';
import './assistant.css';

const loadWindow = () => import('./chat/ChatWindow');
const ChatWindow = lazy(loadWindow);

export default function AssistantRoot() {
  const [, navigate] = useLocation();
  const [engine] = useState(() => createAssistantEngine(browserAssistantDeps(api, (path) => navigate(path))));
  const [downloads] = useState(() => proxy<Record<string, number | null>>({}));
  const downloadsSnap = useSnapshot(downloads);
  const state = useSnapshot(engine.state);

  useEffect(() => {
    engine.startPatrolPolling();
    // The window's chunk is fetched while the user has not asked for it yet.
    const idle = window.setTimeout(() => void loadWindow(), 4000);
    return () => {
      window.clearTimeout(idle);
      engine.dispose();
    };
  }, [engine]);

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

  const toggle = useCallback(() => {
    if (engine.state.open) engine.closeWindow();
    else void engine.openWindow();
  }, [engine]);

  return (
    <AssistantContext.Provider value={value}>
      <Avatar onOpen={toggle} />
      {state.open ? (
        <Suspense
          fallback={<div className="jt-assistant-window jt-assistant-window--loading" aria-busy="true" />}
        >
          <ChatWindow />
        </Suspense>
      ) : null}
    </AssistantContext.Provider>
  );
}
