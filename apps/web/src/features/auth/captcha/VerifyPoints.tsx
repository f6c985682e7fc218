import IconRefresh from '@douyinfe/semi-icons/lib/es/icons/IconRefresh';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { CaptchaText } from '../texts';
import type { CaptchaImage } from './captcha-client';
import {
  BAR_HEIGHT,
  CLICK_COUNT,
  clickPointJson,
  elapsedSeconds,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  type Point,
  V_SPACE,
} from './captcha-geometry';
import { useTimers } from './use-timers';
import { CLICK_CHECK_DELAY_MS, FAILURE_RESET_MS, SUCCESS_EMIT_MS, type VerifyProps } from './widget-types';

type Status = 'idle' | 'checking' | 'success' | 'failure';

/**
 * Click the words (AJ-Captcha's VerifyPoints, research §1.8): the user clicks the asked words in
 * order; each click drops a numbered dot; after exactly 3 clicks the points, scaled to 310×155,
 * are checked.
 */
export function VerifyPoints({ calls, mode, onPassed, onSuccess, onFailure }: VerifyProps) {
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [points, setPoints] = useState<Point[]>([]);
  const firstClickAt = useRef(0);
  const { later } = useTimers();
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const load = useCallback(async () => {
    try {
      const result = await calls.get('clickWord');
      if (!alive.current) return;
      if (result.ok) {
        setImage(result.image);
        setText(CaptchaText.clickPrompt(result.image.words));
      } else {
        if (result.repCode === '6201') setImage(null);
        setText(result.message);
      }
    } catch {
      // No answer: the HTTP rules told the user; the refresh icon tries again.
    }
  }, [calls]);

  const refresh = useCallback(() => {
    setPoints([]);
    setStatus('idle');
    void load();
  }, [load]);

  useEffect(() => {
    void load();
  }, [load]);

  const check = async (clicks: Point[], endedAt: number) => {
    if (!image) return;
    let result: Awaited<ReturnType<typeof calls.check>>;
    try {
      result = await calls.check('clickWord', image, clickPointJson(clicks, IMAGE_WIDTH, IMAGE_HEIGHT));
    } catch {
      if (alive.current) refresh();
      return;
    }
    if (!alive.current) return;
    if (result.ok) {
      setStatus('success');
      setText(CaptchaText.slideSuccess(elapsedSeconds(firstClickAt.current, endedAt)));
      onPassed();
      later(() => {
        onSuccess(result.verification);
        if (mode === 'fixed') refresh();
      }, SUCCESS_EMIT_MS);
    } else {
      setStatus('failure');
      setText(CaptchaText.failure);
      onFailure();
      later(refresh, FAILURE_RESET_MS);
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (status !== 'idle' || !image || points.length >= CLICK_COUNT) return;
    // Layout pixels of the image, whatever scale it is drawn at (inline in the scaled page).
    const rect = event.currentTarget.getBoundingClientRect();
    const point = {
      x: ((event.clientX - rect.left) * IMAGE_WIDTH) / rect.width,
      y: ((event.clientY - rect.top) * IMAGE_HEIGHT) / rect.height,
    };
    const next = [...points, point];
    if (next.length === 1) firstClickAt.current = Date.now();
    setPoints(next);
    if (next.length === CLICK_COUNT) {
      const endedAt = Date.now();
      setStatus('checking');
      later(() => void check(next, endedAt), CLICK_CHECK_DELAY_MS);
    }
  };

  return (
    <div className="jt-verify" data-captcha="clickWord" data-status={status}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: clicking places of a picture has no keyboard form; AJ-Captcha's widget is the same */}
      <div
        className="jt-verify__image jt-verify__image--clickable"
        style={{ width: IMAGE_WIDTH, height: IMAGE_HEIGHT, marginBottom: V_SPACE }}
        onClick={onClick}
      >
        {image ? <img src={`data:image/png;base64,${image.original}`} alt="" draggable={false} /> : null}
        {points.map((point, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are numbered by their click order
            key={index}
            className="jt-verify__dot"
            style={{ left: point.x - 10, top: point.y - 10 }}
          >
            {index + 1}
          </span>
        ))}
        <button
          type="button"
          className="jt-verify__refresh"
          aria-label={CaptchaText.refresh}
          onClick={(event) => {
            event.stopPropagation();
            refresh();
          }}
        >
          <IconRefresh />
        </button>
      </div>
      <div
        className={`jt-verify__bar jt-verify__bar--${status}`}
        style={{ width: IMAGE_WIDTH, height: BAR_HEIGHT }}
        role="status"
      >
        <span className="jt-verify__explain">{text}</span>
      </div>
    </div>
  );
}
