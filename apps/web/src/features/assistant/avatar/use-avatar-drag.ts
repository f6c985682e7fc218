// Dragging the avatar with a mouse, a finger or a pen (Pointer Events), keyboard nudges with
// the arrow keys, and its place kept in localStorage and inside the window when it resizes.
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  AVATAR_POSITION_KEY,
  clampToViewport,
  defaultPosition,
  followResize,
  isDrag,
  type Point,
  parseStoredPosition,
  type Size,
} from './avatar-position';

const MARGIN = 8;
const NUDGE_PX = 16;
const NUDGES: Record<string, Point | undefined> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

function readStored(): Point | null {
  try {
    return parseStoredPosition(localStorage.getItem(AVATAR_POSITION_KEY));
  } catch {
    return null;
  }
}

function store(point: Point) {
  try {
    localStorage.setItem(AVATAR_POSITION_KEY, JSON.stringify(point));
  } catch {
    // Storage refused (private mode): the place lasts for this page.
  }
}

export function useAvatarDrag(size: Size, onClick: () => void) {
  const [position, setPosition] = useState<Point>(() =>
    clampToViewport(readStored() ?? defaultPosition(size, viewport(), 24), size, viewport(), MARGIN),
  );
  const [dragging, setDragging] = useState(false);
  const press = useRef<{ id: number; start: Point; origin: Point; moved: boolean } | null>(null);

  useEffect(() => {
    let before = viewport();
    const onResize = () => {
      const after = viewport();
      const was = before;
      before = after;
      setPosition((p) => followResize(p, size, was, after, MARGIN));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [size]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      press.current = {
        id: event.pointerId,
        start: { x: event.clientX, y: event.clientY },
        origin: position,
        moved: false,
      };
    },
    [position],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = press.current;
      if (!current || current.id !== event.pointerId) return;
      const now = { x: event.clientX, y: event.clientY };
      if (!current.moved && !isDrag(current.start, now)) return;
      if (!current.moved) setDragging(true);
      current.moved = true;
      setPosition(
        clampToViewport(
          { x: current.origin.x + now.x - current.start.x, y: current.origin.y + now.y - current.start.y },
          size,
          viewport(),
          MARGIN,
        ),
      );
    },
    [size],
  );

  const onPointerUp = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = press.current;
      if (!current || current.id !== event.pointerId) return;
      press.current = null;
      setDragging(false);
      if (current.moved) {
        setPosition((p) => {
          store(p);
          return p;
        });
      } else onClick();
    },
    [onClick],
  );

  const onPointerCancel = useCallback(() => {
    press.current = null;
    setDragging(false);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const step = NUDGES[event.key];
      if (!step) return;
      event.preventDefault();
      setPosition((p) => {
        const next = clampToViewport(
          { x: p.x + step.x * NUDGE_PX, y: p.y + step.y * NUDGE_PX },
          size,
          viewport(),
          MARGIN,
        );
        store(next);
        return next;
      });
    },
    [size],
  );

  return {
    position,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown },
  };
}
