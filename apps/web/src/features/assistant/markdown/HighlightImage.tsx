// A picture with the green highlight rectangle of seed 001 §2: x, y, w, h in the picture's own
// pixels (from the address's #xywh= fragment, or given), scaled to the size it is drawn at.
import { useState } from 'react';
import { type Highlight, highlightOf } from '../../../lib/media/url-policy';

export interface HighlightImageProps {
  src: string;
  alt: string;
  highlight?: Highlight | null;
  className?: string;
  onOpen?(): void;
}

export function HighlightImage({ src, alt, highlight, className, onOpen }: HighlightImageProps) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const box = highlight ?? highlightOf(src);
  if (failed) return <span className="jt-assistant-image jt-assistant-image--failed">[{alt || '图片'}]</span>;
  const image = (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onLoad={(event) =>
        setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
      }
      // Seed 001 §8: an image that fails to load is logged only.
      onError={() => {
        console.warn('assistant: picture did not load', src.replace(/access_token=[^&#]+/, 'access_token=…'));
        setFailed(true);
      }}
    />
  );
  return (
    <span className={['jt-assistant-image', className ?? ''].join(' ')}>
      {onOpen ? (
        <button
          type="button"
          className="jt-assistant-image__open"
          onClick={onOpen}
          aria-label={`查看${alt || '图片'}`}
        >
          {image}
        </button>
      ) : (
        image
      )}
      {box && natural && natural.width > 0 && natural.height > 0 ? (
        <span
          className="jt-assistant-image__highlight"
          data-highlight={`${box.x},${box.y},${box.w},${box.h}`}
          style={{
            left: `${(box.x / natural.width) * 100}%`,
            top: `${(box.y / natural.height) * 100}%`,
            width: `${(box.w / natural.width) * 100}%`,
            height: `${(box.h / natural.height) * 100}%`,
          }}
        />
      ) : null}
    </span>
  );
}
