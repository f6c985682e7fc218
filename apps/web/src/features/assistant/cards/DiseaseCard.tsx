// The disease card (diseasePos): the first 3 diseases in the list (the rest in disease
// management, opened after the history is saved), each with its disposal question; all of them
// can be asked one by one ('disease N'). With a patrol, its track map (ui/map, lazily loaded) and
// the first 4 diseases beside it — seed 001 §2 gives both readings, 3 and 4.
import Button from '@douyinfe/semi-ui/lib/es/button';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useSnapshot } from 'valtio';
import { mediaUrl } from '../../../lib/media/url-policy';
import { useAssistant } from '../assistant-context';
import type { ClientMessage } from '../assistant-types';
import { useWindowActions } from '../chat/window-actions';
import { DISEASE_PREVIEW_LIST } from '../constants';
import { AssistantText } from '../texts';
import { diseaseFacts, diseasePlace, LEVEL_TAG_COLOR } from './disease-text';
import { TrackPanel } from './TrackPanel';

export function DiseaseCard({ message }: { message: ClientMessage }) {
  const { engine, urlPolicy } = useAssistant();
  const { streaming } = useSnapshot(engine.state);
  const { openImages } = useWindowActions();
  const diseases = message.diseaseList ?? [];
  const shown = diseases.slice(0, DISEASE_PREVIEW_LIST);
  return (
    <div className="jt-assistant-card" data-card="diseases">
      <div className="jt-assistant-card__title">{AssistantText.diseaseTitle(diseases.length)}</div>
      {message.id ? <TrackPanel message={message} /> : null}
      <ul className="jt-assistant-card__rows" data-list="diseases">
        {shown.map((disease) => {
          const picture = disease.picUrl ? mediaUrl(disease.picUrl, urlPolicy()) : null;
          return (
            <li key={disease.diseaseId} className="jt-assistant-card__row" data-disease={disease.diseaseId}>
              <div className="jt-assistant-card__main">
                {picture ? (
                  <button
                    type="button"
                    className="jt-assistant-thumb jt-assistant-thumb--small"
                    onClick={() => openImages([{ src: picture, title: disease.diseaseName }], 0)}
                    aria-label={`查看${disease.diseaseName}图片`}
                  >
                    <img src={picture} alt={disease.diseaseName} loading="lazy" />
                  </button>
                ) : null}
                <span className="jt-assistant-card__name">{disease.diseaseName}</span>
                {disease.diseaseLevel ? (
                  <Tag size="small" color={LEVEL_TAG_COLOR[disease.diseaseLevel]}>
                    {diseaseFacts(disease)}
                  </Tag>
                ) : null}
              </div>
              <div className="jt-assistant-card__sub">{diseasePlace(disease)}</div>
              <Button
                size="small"
                className="jt-assistant-card__action"
                disabled={streaming}
                onClick={() => engine.askProgress([disease], message.id ?? '')}
              >
                {AssistantText.progress}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="jt-assistant-card__footer">
        {shown.length > 1 ? (
          <Button
            size="small"
            disabled={streaming}
            onClick={() => engine.askProgress(shown, message.id ?? '')}
          >
            {AssistantText.askAllProgress}
          </Button>
        ) : null}
        {diseases.length > DISEASE_PREVIEW_LIST ? (
          <button
            type="button"
            className="jt-assistant-card__more"
            onClick={() => void engine.openDiseaseManage()}
          >
            {AssistantText.more}（{diseases.length - DISEASE_PREVIEW_LIST}）·{' '}
            {AssistantText.openDiseaseManage}
          </button>
        ) : null}
      </div>
    </div>
  );
}
