// One message: the user's question (with the pictures sent), or the assistant's card — its
// state (agent status, 处置中, 暂停调用), the answer's markdown and every card of seed 001 §2/§3,
// the data cut-off line, the answer's buttons and the actions (copy, thumbs, speech).

import IconCopy from '@douyinfe/semi-icons/lib/es/icons/IconCopy';
import IconDislikeThumb from '@douyinfe/semi-icons/lib/es/icons/IconDislikeThumb';
import IconLikeThumb from '@douyinfe/semi-icons/lib/es/icons/IconLikeThumb';
import IconStop from '@douyinfe/semi-icons/lib/es/icons/IconStop';
import IconVideo from '@douyinfe/semi-icons/lib/es/icons/IconVideo';
import IconVolume2 from '@douyinfe/semi-icons/lib/es/icons/IconVolume2';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { memo, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { mediaUrl } from '../../../lib/media/url-policy';
import { showMessage } from '../../../lib/messages/popup-message';
import { displayText } from '../answer/answer-text';
import { useAssistant } from '../assistant-context';
import type { ClientMessage } from '../assistant-types';
import { DiseaseCard } from '../cards/DiseaseCard';
import { DisposalCard } from '../cards/DisposalCard';
import { PatrolCard } from '../cards/PatrolCard';
import { RecognitionCard } from '../cards/RecognitionCard';
import { TodoCard } from '../cards/TodoCard';
import { SafeMarkdown } from '../markdown/SafeMarkdown';
import { AssistantText } from '../texts';
import { useWindowActions } from './window-actions';

/** Copies the answer's display text; the toast says whether it worked (seed 001 §8). */
async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showMessage(AssistantText.copied, { type: 'success' });
  } catch {
    showMessage(AssistantText.copyFailed);
  }
}

function UserMessage({ message }: { message: ClientMessage }) {
  const { urlPolicy } = useAssistant();
  const { openImages } = useWindowActions();
  const pictures = (message.imgList ?? [])
    .map((key) => mediaUrl(key, urlPolicy()))
    .filter((src): src is string => src !== null);
  return (
    <div className="jt-assistant-msg jt-assistant-msg--user" data-role="user">
      <div className="jt-assistant-msg__bubble">
        {displayText(message.content)}
        {pictures.length > 0 ? (
          <div className="jt-assistant-msg__pictures">
            {pictures.map((src, i) => (
              <button
                key={src}
                type="button"
                className="jt-assistant-thumb"
                onClick={() =>
                  openImages(
                    pictures.map((p) => ({ src: p })),
                    i,
                  )
                }
                aria-label={`查看第${i + 1}张图片`}
              >
                <img src={src} alt={`上传的图片${i + 1}`} />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function SpeechButton({ message }: { message: ClientMessage }) {
  const { engine } = useAssistant();
  const state = useSnapshot(engine.state);
  const playing = state.speakingKey === message.key;
  const until = state.replayAfter[message.key] ?? 0;
  // Read at each render (a state set at mount would be stale when a replay delay starts);
  // the tick re-renders once a second while the delay runs.
  const now = Date.now();
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick schedules the next second.
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = window.setTimeout(() => setTick((n) => n + 1), Math.min(1000, left));
    return () => window.clearTimeout(timer);
  }, [until, tick]);
  const wait = playing ? 0 : Math.ceil((until - now) / 1000);
  return (
    <Button
      size="small"
      theme="borderless"
      icon={playing ? <IconStop /> : <IconVolume2 />}
      disabled={wait > 0}
      title={wait > 0 ? AssistantText.replayIn(wait) : undefined}
      onClick={() => void engine.speak(message.key)}
      data-action="speech"
    >
      {playing ? AssistantText.stopPlay : AssistantText.play}
    </Button>
  );
}

function AssistantMessage({ message }: { message: ClientMessage }) {
  const { engine, urlPolicy, download } = useAssistant();
  const { streaming: busy } = useSnapshot(engine.state);
  const { openImages, openVideo } = useWindowActions();
  const onOpenImage = useCallback((src: string) => openImages([{ src }], 0), [openImages]);
  const streaming = message.status === 'started' && !message.finished;
  const working = message.agentStatus ?? (message.status === '' ? AssistantText.thinking : undefined);
  const video = message.videoUrl ? mediaUrl(message.videoUrl, urlPolicy()) : null;
  // A non-OK answer stops silently: nothing arrived, nothing to show.
  if (message.status === 'stopped' && !message.finished && message.content === '') return null;
  return (
    <div
      className="jt-assistant-msg jt-assistant-msg--assistant"
      data-role="assistant"
      data-status={message.status ?? ''}
      data-finished={message.finished ? 'true' : 'false'}
    >
      <div className="jt-assistant-msg__card">
        {working ? (
          <div className="jt-assistant-msg__working" data-testid="agent-status">
            <WorkingSpin /> {working}
          </div>
        ) : null}
        {message.status === 'pending' ? (
          <Tag color="orange" size="small" className="jt-assistant-msg__tag">
            {AssistantText.pending}
          </Tag>
        ) : null}
        {message.content !== '' ? (
          <div
            className={
              streaming
                ? 'jt-assistant-msg__text jt-assistant-msg__text--streaming'
                : 'jt-assistant-msg__text'
            }
          >
            <SafeMarkdown text={message.content} onOpenImage={onOpenImage} />
          </div>
        ) : null}
        {message.recognition ? <RecognitionCard message={message} /> : null}
        {message.waitList ? <TodoCard message={message} /> : null}
        {message.checkList ? <PatrolCard message={message} /> : null}
        {message.diseaseList ? <DiseaseCard message={message} /> : null}
        {message.img || message.imgList || message.diseaseLife ? <DisposalCard message={message} /> : null}
        {video ? (
          <Button size="small" icon={<IconVideo />} onClick={() => openVideo(video, AssistantText.video)}>
            {AssistantText.playVideo}
          </Button>
        ) : null}
        {message.status === 'stopped' && message.content2 === AssistantText.pausedCalling ? (
          <Tag color="grey" size="small" className="jt-assistant-msg__paused">
            {AssistantText.pausedCalling}
          </Tag>
        ) : null}
        {message.endLine ? <div className="jt-assistant-msg__endline">{message.endLine}</div> : null}
        {message.finished && message.btns && message.btns.length > 0 ? (
          <div className="jt-assistant-msg__buttons">
            {message.btns.map((label) => (
              <Button
                key={label}
                size="small"
                theme="light"
                type="primary"
                disabled={busy}
                onClick={() => void engine.pressLabel(message, label, download)}
              >
                {label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {message.finished && message.content !== '' ? (
        <div className="jt-assistant-msg__actions">
          <Button
            size="small"
            theme="borderless"
            icon={<IconCopy />}
            aria-label={AssistantText.copy}
            title={AssistantText.copy}
            onClick={() => void copyText(displayText(message.content))}
          />
          <Button
            size="small"
            theme="borderless"
            type={message.up ? 'primary' : 'tertiary'}
            icon={<IconLikeThumb />}
            aria-label={AssistantText.like}
            aria-pressed={message.up ? 'true' : 'false'}
            title={AssistantText.like}
            onClick={() => engine.rate(message.key, 'up')}
          />
          <Button
            size="small"
            theme="borderless"
            type={message.down ? 'danger' : 'tertiary'}
            icon={<IconDislikeThumb />}
            aria-label={AssistantText.dislike}
            aria-pressed={message.down ? 'true' : 'false'}
            title={AssistantText.dislike}
            onClick={() => engine.rate(message.key, 'down')}
          />
          <SpeechButton message={message} />
        </div>
      ) : null}
    </div>
  );
}

export const MessageCard = memo(function MessageCard({ message }: { message: ClientMessage }) {
  return message.send ? <UserMessage message={message} /> : <AssistantMessage message={message} />;
});

/**
 * Semi's Spin draws its SVG with a fresh gradient id on every render; rendered inside a card
 * that re-renders on every streamed token, that was two DOM attribute writes per token. Memoised,
 * it renders once per working phase.
 */
const WorkingSpin = memo(function WorkingSpin() {
  return <Spin size="small" />;
});
