import { useCallback, useEffect, useRef, useState } from 'react';
import { showMessage } from '../../../lib/messages/popup-message';
import {
  type CaptchaLock,
  current,
  isLocked,
  type LockSettings,
  recordFailure,
  recordSuccess,
  unlocked,
} from '../captcha/captcha-lock';
import { CaptchaText } from '../texts';

export interface CaptchaWidgetState {
  /** The box is locked after too many failed checks (captcha-lock.ts). */
  locked: boolean;
  popupOpen: boolean;
  openPopup: () => void;
  closePopup: () => void;
  /** A failed check: the maximum closes the box and locks it for the forbidden period (seed 000 §4). */
  onFailure: () => void;
  /** A passed check starts the count again. */
  onPassed: () => void;
}

/** The blockPuzzle / clickWord widget's popup and its lock, ticking each second while locked. */
export function useCaptchaWidget(settings: LockSettings): CaptchaWidgetState {
  const [popupOpen, setPopupOpen] = useState(false);
  const [lock, setLock] = useState<CaptchaLock>(unlocked);
  const [now, setNow] = useState(() => Date.now());
  // The widget reports failures from its timers: read the lock as it is now, not as last drawn.
  const lockRef = useRef(lock);
  lockRef.current = lock;

  useEffect(() => {
    if (lock.lockedUntil === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      setLock((lock) => current(lock, time));
    }, 1000);
    return () => clearInterval(timer);
  }, [lock.lockedUntil]);

  const onFailure = useCallback(() => {
    const time = Date.now();
    const next = recordFailure(lockRef.current, time, settings);
    if (next.lockedUntil !== null && !isLocked(lockRef.current, time)) {
      setPopupOpen(false);
      showMessage(CaptchaText.locked);
    }
    lockRef.current = next;
    setNow(time);
    setLock(next);
  }, [settings]);
  const onPassed = useCallback(() => setLock(recordSuccess()), []);
  const openPopup = useCallback(() => setPopupOpen(true), []);
  const closePopup = useCallback(() => setPopupOpen(false), []);

  return { locked: isLocked(lock, now), popupOpen, openPopup, closePopup, onFailure, onPassed };
}
