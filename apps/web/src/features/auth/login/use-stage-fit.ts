import { useEffect, useState } from 'react';
import { fitStage, type StageFit } from './page-scale';

/** The stage's fit to the window, kept up to date on resize. */
export function useStageFit(): StageFit {
  const [fit, setFit] = useState(() => fitStage(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const update = () => setFit(fitStage(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return fit;
}
