// The assistant (seed 001): its own lazy chunk, mounted by the shell for a signed-in user with
// page.system.szr. Every signed-in page loads this chunk, so it holds only the avatar, the
// assistant's state object and the patrol poll that runs before the window opens (seed §7/§9).
// The conversation engine, its stream parsing, speech, reports and the chat window are one chunk
// of their own (AssistantSession), fetched when the user first opens the window or the browser
// is idle; the first spoken report (§9) starts only after the window opened, so it is there too.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { api } from '../../lib/api/client';
import { type AssistantState, initialAssistantState } from './assistant-state';
import { Avatar } from './avatar/Avatar';
import { createPatrolPoll, fetchLivePatrols } from './avatar/patrol-poll';
import type { AssistantEngine } from './chat/assistant-engine';
import { audioOutput } from './speech/audio-output';
import './assistant.css';

const loadSession = () => import('./AssistantSession');
const AssistantSession = lazy(loadSession);

/** The window's frame while its chunk is on the way (only when the user opened it). */
function LoadingFrame({ state }: { state: AssistantState }) {
  const { open } = useSnapshot(state);
  return open ? <div className="jt-assistant-window jt-assistant-window--loading" aria-busy="true" /> : null;
}

export default function AssistantRoot() {
  const [state] = useState(() => proxy(initialAssistantState()));
  const [session, setSession] = useState(false);
  const engine = useRef<AssistantEngine | null>(null);
  const [audio] = useState(audioOutput);

  useEffect(() => {
    const poll = createPatrolPoll(state, {
      livePatrols: () => fetchLivePatrols(api),
      setInterval: (run, ms) => window.setInterval(run, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    });
    poll.start();
    // The window's chunk is fetched while the user has not asked for it yet.
    const idle = window.setTimeout(() => void loadSession(), 4000);
    return () => {
      window.clearTimeout(idle);
      poll.stop();
      engine.current?.dispose();
      engine.current = null;
    };
  }, [state]);

  const ready = useCallback(
    (loaded: AssistantEngine) => {
      if (engine.current === loaded) return;
      engine.current = loaded;
      // The user opened the window before the engine was there: it opens now (greeting and all).
      if (state.open) void loaded.openWindow();
    },
    [state],
  );

  const toggle = useCallback(() => {
    // Made in the click (see audio-output.ts), before any answer streams.
    if (!state.open) audio();
    const current = engine.current;
    if (current) {
      if (state.open) current.closeWindow();
      else void current.openWindow();
      return;
    }
    // Before the engine: the frame shows at once; a second click before it came closes it again.
    state.open = !state.open;
    setSession(true);
  }, [state, audio]);

  return (
    <>
      <Avatar state={state} onOpen={toggle} />
      {session ? (
        <Suspense fallback={<LoadingFrame state={state} />}>
          <AssistantSession state={state} onReady={ready} audio={audio} />
        </Suspense>
      ) : null}
    </>
  );
}
