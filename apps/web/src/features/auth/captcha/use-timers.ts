import { useCallback, useEffect, useRef } from 'react';

/** setTimeout that is cancelled when the component goes away (a widget closed mid-animation). */
export function useTimers(): { later: (run: () => void, ms: number) => void; cancelAll: () => void } {
  const handles = useRef(new Set<ReturnType<typeof setTimeout>>());
  const cancelAll = useCallback(() => {
    for (const handle of handles.current) clearTimeout(handle);
    handles.current.clear();
  }, []);
  const later = useCallback((run: () => void, ms: number) => {
    const handle = setTimeout(() => {
      handles.current.delete(handle);
      run();
    }, ms);
    handles.current.add(handle);
  }, []);
  useEffect(() => cancelAll, [cancelAll]);
  return { later, cancelAll };
}
