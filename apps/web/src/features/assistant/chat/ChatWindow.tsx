// The chat window (seed 001 §2): the history and modes on the left, the conversation on the
// right (stream, quick questions, the question box), and the modals the cards open. In the lazy
// chunk of AssistantSession (with the engine): the shell and the avatar never load it before the
// user opens the window (or the browser is idle).

import IconClose from '@douyinfe/semi-icons/lib/es/icons/IconClose';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useAssistant } from '../assistant-context';
import { HistoryPanel } from '../history/HistoryPanel';
import { DisposalModal } from '../modals/DisposalModal';
import { ImageViewer } from '../modals/ImageViewer';
import { VideoModal } from '../modals/VideoModal';
import { AssistantText } from '../texts';
import { modeName, QUICK_QUESTIONS } from './agents';
import { InputArea } from './InputArea';
import { MessageStream } from './MessageStream';
import { type ViewerImage, type WindowActions, WindowActionsContext } from './window-actions';
import './chat-window.css';

export default function ChatWindow() {
  const { engine } = useAssistant();
  const state = useSnapshot(engine.state);
  const [viewer, setViewer] = useState<{ images: readonly ViewerImage[]; index: number } | null>(null);
  const [video, setVideo] = useState<{ src: string; title: string } | null>(null);
  const actions = useMemo<WindowActions>(
    () => ({
      openImages: (images, index) => setViewer({ images, index }),
      openVideo: (src, title) => setVideo({ src, title }),
    }),
    [],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !viewer && !video && !engine.state.disposal) engine.closeWindow();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [engine, viewer, video]);

  return (
    <WindowActionsContext.Provider value={actions}>
      <div className="jt-assistant-window" role="dialog" aria-label={AssistantText.name}>
        <HistoryPanel />
        <section className="jt-assistant-chat">
          <header className="jt-assistant-chat__header">
            <span className="jt-assistant-chat__title">{AssistantText.name}</span>
            <span className="jt-assistant-chat__mode" data-testid="chat-mode">
              {modeName(state.mode)}
            </span>
            <span className="jt-assistant-chat__spacer" />
            <Button
              theme="borderless"
              icon={<IconClose />}
              aria-label={AssistantText.close}
              title={AssistantText.close}
              onClick={() => engine.closeWindow()}
            />
          </header>
          <MessageStream />
          <fieldset className="jt-assistant-quick" aria-label="快捷问题">
            {QUICK_QUESTIONS.map((quick) => (
              <Button
                key={quick.label}
                size="small"
                theme="light"
                disabled={state.streaming}
                onClick={() => engine.askQuick(quick.label)}
              >
                {quick.label}
              </Button>
            ))}
          </fieldset>
          <InputArea />
        </section>
      </div>
      {state.disposal ? <DisposalModal subject={state.disposal} /> : null}
      {viewer ? (
        <ImageViewer images={viewer.images} start={viewer.index} onClose={() => setViewer(null)} />
      ) : null}
      {video ? <VideoModal src={video.src} title={video.title} onClose={() => setVideo(null)} /> : null}
    </WindowActionsContext.Provider>
  );
}
