// The message stream (seed 001 §2): a virtualised list (1,000 messages scroll as smoothly as
// ten), kept at the bottom while an answer streams unless the user scrolled up to read, under a
// fading mask that is fully opaque after 50 px of scroll.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useAssistant } from '../assistant-context';
import type { ClientMessage } from '../assistant-types';
import { MessageCard } from './MessageCard';
import { maskOpacity } from './stream-mask';

const STICK_PX = 48;

export function MessageStream() {
  const { engine } = useAssistant();
  const state = useSnapshot(engine.state);
  const messages = state.messages as readonly ClientMessage[];
  const scroller = useRef<HTMLDivElement>(null);
  const mask = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  // The keys read once per change of the list: the virtualizer asks every item's key whenever it
  // measures (each scrolled frame), and each read through the snapshot's tracking proxy costs; a
  // stable getItemKey also keeps its measurements cached between renders.
  const keys = useMemo(() => messages.map((message) => message.key), [messages]);
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 96,
    overscan: 6,
    getItemKey,
  });

  const lastTop = useRef(0);
  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const top = element.scrollTop;
    if (mask.current) mask.current.style.opacity = String(maskOpacity(top));
    // Only a scroll up lets go of the bottom: content growing under the reader (a card's map,
    // a streamed line, the list measuring a card) moves the bottom away without any scroll up.
    if (element.scrollHeight - top - element.clientHeight < STICK_PX) stick.current = true;
    else if (top < lastTop.current) stick.current = false;
    lastTop.current = top;
  }, []);

  const last = messages[messages.length - 1];
  const total = virtualizer.getTotalSize();
  const seen = useRef(0);
  // New messages and streamed text keep the newest line in view (unless the user scrolled up);
  // a new question always brings the stream back to the bottom, in the same commit that adds it
  // (the question and its answer's placeholder can arrive together). Streamed text moves the
  // bottom on every token: that scroll waits for the next frame (one layout a frame, not one
  // forced per token).
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are what moves the bottom.
  useLayoutEffect(() => {
    const element = scroller.current;
    const asked = messages.slice(seen.current).some((message) => message.send);
    if (asked) stick.current = true;
    seen.current = messages.length;
    if (!element || !stick.current) return;
    if (asked) {
      element.scrollTop = element.scrollHeight;
      return;
    }
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (stick.current && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
    });
  }, [messages.length, last?.content, last?.status, total]);

  return (
    <div className="jt-assistant-stream">
      <div ref={mask} className="jt-assistant-stream__mask" style={{ opacity: 0 }} aria-hidden="true" />
      <div
        ref={scroller}
        className="jt-assistant-stream__scroller"
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label="对话消息"
      >
        <div className="jt-assistant-stream__inner" style={{ height: total }}>
          {virtualizer.getVirtualItems().map((item) => {
            const message = messages[item.index];
            if (!message) return null;
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className="jt-assistant-stream__item"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <MessageCard message={message} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
