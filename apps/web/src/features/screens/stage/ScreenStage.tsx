// The big screens' stage: a fixed 1920×1080 design scaled to the window ("contain", letterboxed,
// centred) with a CSS transform, refitted on every resize. The scale is given to what is drawn
// on it (useStageScale): charts draw their canvas at the pixels they cover, so they stay crisp
// at 4K and small. Pointer positions stay right: ECharts' zrender and MapLibre both map client
// coordinates through the element's bounding box, which the transform scales
// (tests/browser/screen-disease.test.ts hovers a bar and checks its tooltip at 1366×768).
import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';
import { fitStage, STAGE_HEIGHT, STAGE_WIDTH, type StageFit } from './stage-fit';
import './screen-stage.css';

const StageScale = createContext(1);

/** The stage's scale (1 at 1920×1080, 2 on a 4K wall). */
export function useStageScale(): number {
  return useContext(StageScale);
}

/** Canvas pixels per design pixel for a chart on the stage. */
export function useStagePixelRatio(): number {
  return useStageScale() * (window.devicePixelRatio || 1);
}

function currentFit(): StageFit {
  return fitStage(window.innerWidth, window.innerHeight);
}

export function ScreenStage({ children, className }: { children: ReactNode; className?: string }) {
  const [fit, setFit] = useState(currentFit);
  useLayoutEffect(() => {
    const refit = () => setFit(currentFit());
    window.addEventListener('resize', refit);
    refit();
    return () => window.removeEventListener('resize', refit);
  }, []);
  return (
    <div className="jt-screen-backdrop">
      <div
        className={`jt-screen-stage ${className ?? ''}`}
        data-scale={fit.scale.toFixed(4)}
        style={{
          width: STAGE_WIDTH,
          height: STAGE_HEIGHT,
          transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})`,
        }}
      >
        <StageScale.Provider value={fit.scale}>{children}</StageScale.Provider>
      </div>
    </div>
  );
}
