// The idle avatar blinks for 0.2 s every 5 s. Each blink is one short animation started by a
// timer, not a 5 s CSS animation repeated forever: between blinks nothing on the avatar animates,
// so it asks the compositor for no frame. (A page that changes nothing draws nothing; under
// software compositing, SwiftShader, each frame of a 1920×1080 big screen costs the GPU process
// tens of milliseconds of CPU, so an always-running animation took CPU from the map.)
import { type RefObject, useEffect } from 'react';

export const BLINK_EVERY_MS = 5000;
export const BLINK_MS = 200;
/** Open, shut (a tenth of the height), open; eased as the CSS animation was (`ease` per step). */
export const BLINK_KEYFRAMES: Keyframe[] = [
  { transform: 'scaleY(1)', easing: 'ease' },
  { transform: 'scaleY(0.1)', easing: 'ease' },
  { transform: 'scaleY(1)' },
];

export function useBlink(eyesRef: RefObject<SVGGElement | null>, idle: boolean): void {
  useEffect(() => {
    const eyes = eyesRef.current;
    if (!idle || !eyes || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let timer = 0;
    let blink: Animation | undefined;
    const next = () => {
      timer = window.setTimeout(() => {
        blink = eyes.animate(BLINK_KEYFRAMES, BLINK_MS);
        blink.onfinish = next;
      }, BLINK_EVERY_MS - BLINK_MS);
    };
    next();
    return () => {
      window.clearTimeout(timer);
      blink?.cancel();
    };
  }, [eyesRef, idle]);
}
