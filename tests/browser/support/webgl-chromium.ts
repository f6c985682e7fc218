// Chromium with software WebGL for the map tests: SwiftShader through ANGLE. Since Chromium 144
// SwiftShader is no longer a silent fallback, so --enable-unsafe-swiftshader is required, and
// --disable-gpu (the other tests' flag) must not be given or WebGL is off.
// --disable-gpu-compositing keeps WebGL on SwiftShader but composites the page in software, as
// Chromium does on a machine without a GPU: compositing every layer through SwiftShader GL made a
// 1920×1080 screen take 3–8 s longer to show its figures (4 times that at 3840×2160).
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const WEBGL_ARGS = [
  ...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'),
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-gpu-compositing',
];

export function launchChromiumWithWebgl(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: WEBGL_ARGS, headless: true });
}
