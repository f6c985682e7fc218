// Model output rendered as markdown, safely: react-markdown builds React elements (no raw HTML —
// an <img onerror> arrives as text), links and pictures only to the gateway and the media base
// URL (url-policy.ts), external links never followed. A text too long to parse on the main
// thread without freezing it (a 1 MB line) is shown cut, as plain text.
import { memo, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { allowedUrl } from '../../../lib/media/url-policy';
import { displayText } from '../answer/answer-text';
import { useAssistant } from '../assistant-context';
import { AssistantText } from '../texts';
import { remarkDisplayText } from './display-text-plugin';
import { HighlightImage } from './HighlightImage';
import { cutLongText, tooLong } from './long-text';

export interface SafeMarkdownProps {
  text: string;
  onOpenImage?(src: string): void;
}

export const SafeMarkdown = memo(function SafeMarkdown({ text, onOpenImage }: SafeMarkdownProps) {
  const { urlPolicy } = useAssistant();
  const components = useMemo<Components>(
    () => ({
      a: ({ href, children }) => {
        const url = href ? allowedUrl(href, urlPolicy(), 'link') : null;
        return url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ) : (
          <span className="jt-assistant-md__link-removed">{children}</span>
        );
      },
      img: ({ src, alt }) => {
        const url = typeof src === 'string' ? allowedUrl(src, urlPolicy(), 'media') : null;
        if (!url)
          return <span className="jt-assistant-md__image-removed">[{alt || AssistantText.image}]</span>;
        return (
          <HighlightImage
            src={url}
            alt={alt ?? ''}
            onOpen={onOpenImage ? () => onOpenImage(url) : undefined}
          />
        );
      },
    }),
    [urlPolicy, onOpenImage],
  );
  if (tooLong(text)) {
    const shown = cutLongText(text);
    return (
      <div className="jt-assistant-md jt-assistant-md--plain">
        {displayText(shown.text)}
        {shown.cut ? <div className="jt-assistant-md__cut">（内容过长，已截断显示）</div> : null}
      </div>
    );
  }
  return (
    <div className="jt-assistant-md">
      <Markdown remarkPlugins={[remarkGfm, remarkDisplayText]} skipHtml components={components}>
        {text}
      </Markdown>
    </div>
  );
});
