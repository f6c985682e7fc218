// The recognition card (seed 001 §5): each pothole or crack found on the uploaded pictures with
// its level (slight/general/serious) and its area (㎡ for potholes, m otherwise, 3 decimals), the
// picture with the disease marked (geoHash, base64) opening in the image viewer.
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { ClientMessage } from '../assistant-types';
import { useWindowActions } from '../chat/window-actions';
import { areaText, levelText } from '../recognition/recognition-rules';
import { LEVEL_TAG_COLOR } from './disease-text';

export function RecognitionCard({ message }: { message: ClientMessage }) {
  const { openImages } = useWindowActions();
  const results = message.recognition ?? [];
  if (results.length === 0) return null;
  const images = results.map((r) => ({ src: `data:image/png;base64,${r.geoHash}`, title: r.diseaseName }));
  return (
    <div className="jt-assistant-card" data-card="recognition">
      <ul className="jt-assistant-card__rows">
        {results.map((result, i) => (
          // The results have no id: their order is their identity (the list never reorders).
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of results without ids.
          <li key={i} className="jt-assistant-card__row" data-recognition={i}>
            <div className="jt-assistant-card__main">
              <button
                type="button"
                className="jt-assistant-thumb"
                onClick={() => openImages(images, i)}
                aria-label={`查看${result.diseaseName}识别图片`}
              >
                <img src={images[i]?.src} alt={result.diseaseName} />
              </button>
              <span className="jt-assistant-card__name">{result.diseaseName}</span>
              <Tag size="small" color={LEVEL_TAG_COLOR[result.diseaseLevel]}>
                {levelText(result.diseaseLevel)}
              </Tag>
              <span data-area="">{areaText(result.diseaseName, result.diseaseArea)}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
