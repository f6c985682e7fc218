// The designer's canvas: the 1920×1080 design scaled to the available width, drawn with the
// sign-in page's own renderer (display components as the page draws them; form controls as their
// boxes with placeholder text). Hand-written pointer code for move and resize: one division by the
// scale on Pointer Events with pointer capture, no dependency needed for that.
import {
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Background, PlacedComponent, placement } from '../auth/login/PlacedComponent';
import { DESIGN_HEIGHT, DESIGN_WIDTH, type PageComponent } from '../auth/login/page-config';
import '../auth/login/login.css';
import { arrowStep, type Box, moveTo, nudge, resizeTo } from './designer-rules';

export const DRAWN_BY_RENDERER = new Set([
  'logo',
  'logoTitle',
  'formTitle',
  'company',
  'organizer',
  'webCode',
  'gradientTitle',
  'formBackground',
  'wechat',
  'filingNumber',
]);

/** A form control drawn as its box: the placeholder (inputs) or the text (button, tabs, remember me). */
export function ControlBox({ component }: { component: PageComponent }) {
  return (
    <div
      className="jt-designer__control"
      style={placement(component, {
        ...(component.style as CSSProperties),
        lineHeight: `${component.h}px`,
        paddingLeft: component.component === 'loginButton' ? 0 : 12,
        textAlign: component.component === 'loginButton' ? 'center' : undefined,
        color: component.placeholder ? '#8a96a8' : (component.fontColor ?? undefined),
      })}
    >
      {component.placeholder ?? component.textContent ?? component.component}
    </div>
  );
}

export function DesignerCanvas({
  components,
  selected,
  onSelect,
  onChange,
}: {
  components: readonly PageComponent[];
  selected: number | null;
  onSelect(index: number | null): void;
  onChange(index: number, box: Box): void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(960);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = width / DESIGN_WIDTH;

  /** Follows the pointer from pointerdown until it is released: a move, or a resize from the corner. */
  const drag = (event: ReactPointerEvent, index: number, mode: 'move' | 'resize') => {
    const start = components[index];
    if (!start || event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    onSelect(index);
    frame.current?.focus();
    const target = event.currentTarget as HTMLElement;
    target.setPointerCapture(event.pointerId);
    const from = { x: event.clientX, y: event.clientY };
    const onMove = (move: PointerEvent) => {
      const dx = (move.clientX - from.x) / scale;
      const dy = (move.clientY - from.y) / scale;
      onChange(
        index,
        mode === 'move'
          ? moveTo(start, start.x + dx, start.y + dy)
          : resizeTo({ x: start.x, y: start.y, w: start.w + dx, h: start.h + dy }),
      );
    };
    const onUp = () => {
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onUp);
      target.removeEventListener('pointercancel', onUp);
    };
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onUp);
    target.addEventListener('pointercancel', onUp);
  };

  return (
    <div
      ref={frame}
      className="jt-designer__frame"
      style={{ height: DESIGN_HEIGHT * scale }}
      // The canvas takes the pointer (select, move, resize) and the arrow keys (nudge).
      role="application"
      aria-label="页面画布"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the arrow keys that nudge the selected component
      tabIndex={0}
      onKeyDown={(event) => {
        const step = arrowStep(event.key, event.shiftKey);
        const box = selected === null ? undefined : components[selected];
        if (!step || !box || selected === null) return;
        event.preventDefault();
        onChange(selected, nudge(box, step.dx, step.dy));
      }}
      onPointerDown={() => onSelect(null)}
    >
      <div
        className="jt-designer__stage"
        style={{ width: DESIGN_WIDTH, height: DESIGN_HEIGHT, transform: `scale(${scale})` }}
      >
        {components.map((component, index) => {
          const key = `${component.component}-${index}`;
          if (component.component === 'background')
            return <Background key={key} component={component} fullWindow={false} />;
          if (DRAWN_BY_RENDERER.has(component.component))
            return <PlacedComponent key={key} component={component} />;
          return <ControlBox key={key} component={component} />;
        })}
        {components.map((component, index) => (
          <div
            key={`handle-${component.component}`}
            className={`jt-designer__box${index === selected ? ' jt-designer__box--selected' : ''}`}
            data-designer={component.component}
            style={{
              left: component.x,
              top: component.y,
              width: component.w,
              height: component.h,
              zIndex: 1000 + component.z,
              borderWidth: 1 / scale,
            }}
            onPointerDown={(event) => drag(event, index, 'move')}
          >
            {index === selected ? (
              <span
                className="jt-designer__resize"
                data-designer-resize={component.component}
                style={{ width: 12 / scale, height: 12 / scale }}
                onPointerDown={(event) => drag(event, index, 'resize')}
              />
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
