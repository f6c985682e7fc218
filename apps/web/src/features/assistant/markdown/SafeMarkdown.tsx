// Model output rendered as markdown, safely: react-markdown builds React elements (no raw HTML —
// an <img onerror> arrives as text), links and pictures only to the gateway and the media base
// URL (url-policy.ts), external links never followed. A text too long to parse on the main
// thread without freezing it (a 1 MB line) is shown cut, as plain text. The text is parsed per
// block (markdown-blocks.ts): while an answer streams only its last block is parsed again, not the
// whole answer on every token.
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
import { markdownBlocks } from './markdown-blocks';

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
      {markdownBlocks(text).map((block, i) => (
        // Blocks only grow at the end while streaming: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <MarkdownBlock key={i} text={block} components={components} />
      ))}
    </div>
  );
});

const PLUGINS = [remarkGfm, remarkDisplayText];

/** One block, parsed again only when its own text changed. */
const MarkdownBlock = memo(function MarkdownBlock({
  text,
  components,
}: {
  text: string;
  components: Components;
}) {
  return (
    <Markdown remarkPlugins={PLUGINS} skipHtml components={components}>
      {text}
    </Markdown>
  );
});
