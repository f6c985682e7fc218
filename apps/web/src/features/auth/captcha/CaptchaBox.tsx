import IconClose from '@douyinfe/semi-icons/lib/es/icons/IconClose';
import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { api } from '../../../lib/api/client';
import { browserStorage } from '../../../lib/http/key-value-storage';
import { CaptchaText } from '../texts';
import { type CaptchaCalls, type CaptchaType, createCaptchaCalls } from './captcha-client';
import { IMAGE_WIDTH } from './captcha-geometry';
import { useTimers } from './use-timers';
import { VerifyPoints } from './VerifyPoints';
import { VerifySlide } from './VerifySlide';
import { POPUP_CLOSE_MS } from './widget-types';
import './captcha.css';

export interface CaptchaBoxProps {
  type: CaptchaType;
  mode: 'pop' | 'fixed';
  /** The captcha calls (the app's client and local storage unless given). */
  calls?: CaptchaCalls;
  /** The verification string, 1 s after a passed check (seed 000 §4). */
  onSuccess: (captchaVerification: string) => void;
  /** A failed check (the page counts them for the lock). */
  onFailure: () => void;
  /** The popup closed: by its close icon, or 1.5 s after a pass. */
  onClose: () => void;
}

/**
 * AJ-Captcha's Verify (research §1.8): in 'pop' mode a mask and a box titled 请完成安全验证 with
 * a close icon, drawn over the whole window (outside the scaled sign-in page, so it keeps its
 * real size); in 'fixed' mode the widget alone, inline.
 */
export function CaptchaBox({ type, mode, calls: given, onSuccess, onFailure, onClose }: CaptchaBoxProps) {
  const { later } = useTimers();
  const calls = useMemo(() => given ?? createCaptchaCalls(api, browserStorage('localStorage')), [given]);
  const onPassed = useMemo(
    () => (mode === 'pop' ? () => later(onClose, POPUP_CLOSE_MS) : () => {}),
    [mode, later, onClose],
  );

  useEffect(() => {
    if (mode !== 'pop') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode, onClose]);

  const Verify = type === 'blockPuzzle' ? VerifySlide : VerifyPoints;
  const widget = (
    <Verify calls={calls} mode={mode} onPassed={onPassed} onSuccess={onSuccess} onFailure={onFailure} />
  );
  if (mode === 'fixed') return <div className="jt-captcha-fixed">{widget}</div>;
  return createPortal(
    <div className="jt-captcha-mask">
      <div
        className="jt-captcha-box"
        role="dialog"
        aria-modal="true"
        aria-labelledby="jt-captcha-title"
        style={{ width: IMAGE_WIDTH + 32 }}
      >
        <div className="jt-captcha-box__top">
          <span id="jt-captcha-title">{CaptchaText.popupTitle}</span>
          <button
            type="button"
            className="jt-captcha-box__close"
            aria-label={CaptchaText.close}
            onClick={onClose}
          >
            <IconClose />
          </button>
        </div>
        <div className="jt-captcha-box__bottom">{widget}</div>
      </div>
    </div>,
    document.body,
  );
}

// The sign-in page loads the widget (and AJ-Captcha's AES) only once a captcha is required.
export default CaptchaBox;
