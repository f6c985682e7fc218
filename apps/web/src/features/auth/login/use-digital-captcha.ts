import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api/client';
import { type DigitalCaptcha, readDigitalCaptcha } from './digital-captcha';

export interface DigitalCaptchaState {
  /** The image on show and its key; null before the first read or when a read gave none. */
  digital: DigitalCaptcha | null;
  /** A new image; the typed code is cleared with it. */
  refresh: () => void;
}

/**
 * The text captcha's image (numberCode): one when the captcha first shows; later ones when the
 * user clicks the image and after every refused sign-in (seed 000 §4, §8).
 */
export function useDigitalCaptcha(shown: boolean, clearCode: () => void): DigitalCaptchaState {
  const [digital, setDigital] = useState<DigitalCaptcha | null>(null);
  const refresh = useCallback(() => {
    clearCode();
    void readDigitalCaptcha(api).then(setDigital);
  }, [clearCode]);

  // Only the first showing reads an image by itself; after a failed read, a click asks again.
  const asked = useRef(false);
  useEffect(() => {
    if (!shown || asked.current) return;
    asked.current = true;
    refresh();
  }, [shown, refresh]);

  return { digital, refresh };
}
