// How wide the sign-in page's background picture is fetched (issue 18): it covers the window, so
// a portrait phone draws a 16:9 picture wider than itself (its height sets the scale). A blurred
// photograph behind the form needs no more than one picture pixel per CSS pixel, so the device
// pixel ratio is not multiplied in. Three widths keep the gateway's sized variants few.
import { DESIGN_HEIGHT, DESIGN_WIDTH } from './page-config';

export const BACKGROUND_WIDTHS = [960, 1440, 1920] as const;

export function backgroundPictureWidth(windowWidth: number, windowHeight: number): number {
  const drawn = Math.max(windowWidth, (windowHeight * DESIGN_WIDTH) / DESIGN_HEIGHT);
  return BACKGROUND_WIDTHS.find((width) => width >= drawn) ?? 1920;
}

/** The width for this window. */
export function currentBackgroundWidth(): number {
  return backgroundPictureWidth(window.innerWidth, window.innerHeight);
}
