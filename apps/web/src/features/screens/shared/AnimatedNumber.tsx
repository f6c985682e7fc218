// A figure that moves to its new value instead of jumping (0.8 s, eased), so a change on the
// wall catches the eye. One requestAnimationFrame loop per figure, only while it moves.
import { useEffect, useRef, useState } from 'react';

const DURATION_MS = 800;

export function AnimatedNumber({ value, decimals = 0 }: { value: number; decimals?: number }) {
  const [shown, setShown] = useState(value);
  const from = useRef(value);
  useEffect(() => {
    const start = performance.now();
    const origin = from.current;
    if (origin === value) return;
    let frame = 0;
    const step = (t: number) => {
      const k = Math.min(1, (t - start) / DURATION_MS);
      const eased = 1 - (1 - k) ** 3;
      const next = origin + (value - origin) * eased;
      from.current = next;
      setShown(next);
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return <>{shown.toFixed(decimals)}</>;
}
