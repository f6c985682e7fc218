import { useEffect, useState } from 'react';
import { isNarrowWidth, NARROW_QUERY } from './narrow-screen';

/** Whether the window is narrow now, kept up to date as it is resized or rotated. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => isNarrowWidth(window.innerWidth));
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
