import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { isChunkLoadError, logChunkLoadError, withChunkTimeout } from '../../../app/lazy-page';
import type { CaptchaBoxProps } from '../captcha/CaptchaBox';

// The captcha widget (with AJ-Captcha's AES) is loaded once a captcha is required, not with the
// page. A chunk that cannot be loaded is a chunk-load error without a message (seed 000 §8): the
// popup closes and the next attempt loads it again.
const loadCaptchaBox = withChunkTimeout(() => import('../captcha/CaptchaBox'));

function lazyCaptchaBox() {
  return lazy<ComponentType<CaptchaBoxProps>>(() =>
    loadCaptchaBox().catch((error: unknown) => {
      if (isChunkLoadError(error)) logChunkLoadError(error, 'captcha');
      CaptchaBox = lazyCaptchaBox();
      return { default: CaptchaUnavailable };
    }),
  );
}

function CaptchaUnavailable({ onClose }: CaptchaBoxProps) {
  useEffect(() => onClose(), [onClose]);
  return null;
}

let CaptchaBox = lazyCaptchaBox();

/** The blockPuzzle / clickWord widget, popup or inline, drawn once its chunk is loaded. */
export function CaptchaWidget(props: CaptchaBoxProps) {
  return (
    <Suspense fallback={null}>
      <CaptchaBox {...props} />
    </Suspense>
  );
}

/** Fetches the widget's chunk as soon as a widget may be needed, so the popup opens at once. */
export function usePreloadedCaptchaWidget(needed: boolean): void {
  useEffect(() => {
    if (needed) void loadCaptchaBox();
  }, [needed]);
}
