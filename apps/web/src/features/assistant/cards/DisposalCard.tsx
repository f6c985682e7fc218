// A disease's disposal card: the picture while the repair is under way (finishStatus doing,
// 处置中), or the before/after pictures with the construction steps and the summary once it is
// done (zongjie), with the accept-task and construction-report buttons.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { mediaUrl } from '../../../lib/media/url-policy';
import { useAssistant } from '../assistant-context';
import type { ClientMessage } from '../assistant-types';
import { useWindowActions } from '../chat/window-actions';
import { HighlightImage } from '../markdown/HighlightImage';
import { AssistantText } from '../texts';

export function DisposalCard({ message }: { message: ClientMessage }) {
  const { engine, urlPolicy, download, downloads } = useAssistant();
  const { openImages } = useWindowActions();
  const policy = urlPolicy();
  const pair =
    message.imgList && message.imgList.length > 0 ? message.imgList : message.img ? [message.img] : [];
  const pictures = pair
    .map((key, i) => ({
      src: mediaUrl(key, policy),
      title: pair.length > 1 ? [AssistantText.before, AssistantText.after][i] : '',
    }))
    .filter((p): p is { src: string; title: string } => p.src !== null);
  const steps = message.diseaseLife ?? [];
  const summary =
    message.content2 && message.content2 !== AssistantText.pausedCalling ? message.content2 : null;
  const key = message.diseaseId ? `construction:${message.diseaseId}` : '';
  const downloading = key !== '' && key in downloads;
  return (
    <div className="jt-assistant-card" data-card="disposal">
      {pictures.length > 0 ? (
        <div
          className={pictures.length > 1 ? 'jt-assistant-pair' : 'jt-assistant-pair jt-assistant-pair--one'}
        >
          {pictures.map((picture, i) => (
            <figure key={picture.src} className="jt-assistant-pair__item">
              <HighlightImage
                src={picture.src}
                alt={picture.title || '病害图片'}
                onOpen={() => openImages(pictures, i)}
              />
              {picture.title ? <figcaption>{picture.title}</figcaption> : null}
            </figure>
          ))}
        </div>
      ) : null}
      {steps.length > 0 ? (
        <div className="jt-assistant-steps">
          <div className="jt-assistant-card__title">{AssistantText.steps}</div>
          <ol>
            {steps.map((step) => (
              <li key={`${step.stepName}-${step.stepTime}`}>
                <span className="jt-assistant-steps__time">{step.stepTime}</span>
                <span>{step.stepName}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {summary ? <div className="jt-assistant-card__summary">{summary}</div> : null}
      {message.finished && message.diseaseId ? (
        <div className="jt-assistant-card__footer">
          {steps.length > 0 || message.status === 'pending' ? (
            <Button
              size="small"
              type="primary"
              theme="solid"
              onClick={() =>
                engine.acceptTask({ diseaseId: message.diseaseId ?? '', orderId: message.diseaseId ?? '' })
              }
            >
              {AssistantText.accept}
            </Button>
          ) : null}
          {message.download ? (
            <Button
              size="small"
              loading={downloading}
              onClick={() => download('construction', message.diseaseId ?? '')}
            >
              {downloading
                ? AssistantText.downloading(downloads[key] ?? null)
                : AssistantText.downloadConstruction}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
