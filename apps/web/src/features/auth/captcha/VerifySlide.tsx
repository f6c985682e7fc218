import IconArrowRight from '@douyinfe/semi-icons/lib/es/icons/IconArrowRight';
import IconClose from '@douyinfe/semi-icons/lib/es/icons/IconClose';
import IconRefresh from '@douyinfe/semi-icons/lib/es/icons/IconRefresh';
import IconTick from '@douyinfe/semi-icons/lib/es/icons/IconTick';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { CaptchaText } from '../texts';
import type { CaptchaImage } from './captcha-client';
import {
  BAR_HEIGHT,
  clampSlide,
  elapsedSeconds,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  jigsawWidth,
  puzzlePointJson,
  V_SPACE,
} from './captcha-geometry';
import { useTimers } from './use-timers';
import { FAILURE_RESET_MS, SUCCESS_EMIT_MS, type VerifyProps } from './widget-types';

type Status = 'idle' | 'dragging' | 'checking' | 'success' | 'failure';

/**
 * The slide puzzle (AJ-Captcha's VerifySlide, research §1.8): drag the handle with mouse, pen or
 * finger (pointer events) until the piece fills the hole; on release the position, scaled to the
 * 310 reference with y 5, is checked.
 */
export function VerifySlide({ calls, mode, onPassed, onSuccess, onFailure }: VerifyProps) {
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [tip, setTip] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [left, setLeft] = useState(0);
  const [animate, setAnimate] = useState(false);
  // The drag lives in refs: pointer moves come faster than React renders, and the release must
  // check where the handle really is, not where the last render drew it (fast swipes).
  const drag = useRef<{ pointerX: number; scale: number; startedAt: number } | null>(null);
  const liveLeft = useRef(0);
  const bar = useRef<HTMLDivElement>(null);
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
      const result = await calls.get('blockPuzzle');
      if (!alive.current) return;
      if (result.ok) {
        setImage(result.image);
        setTip(null);
      } else {
        if (result.repCode === '6201') setImage(null);
        setTip(result.message ? { text: result.message, tone: 'error' } : null);
      }
    } catch {
      // No answer: the HTTP rules told the user; the refresh icon tries again.
    }
  }, [calls]);

  const refresh = useCallback(() => {
    setAnimate(true);
    liveLeft.current = 0;
    setLeft(0);
    setStatus('idle');
    setTip(null);
    later(() => setAnimate(false), 300);
    void load();
  }, [later, load]);

  useEffect(() => {
    void load();
  }, [load]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (status !== 'idle' || !image || !bar.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    // The bar may be drawn scaled (inside the scaled sign-in page): screen pixels → layout pixels.
    const scale = bar.current.getBoundingClientRect().width / bar.current.offsetWidth || 1;
    drag.current = { pointerX: event.clientX, scale, startedAt: Date.now() };
    liveLeft.current = 0;
    setStatus('dragging');
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || !bar.current) return;
    liveLeft.current = clampSlide((event.clientX - start.pointerX) / start.scale, bar.current.offsetWidth);
    setLeft(liveLeft.current);
  };

  const onPointerUp = async () => {
    const start = drag.current;
    if (!start || !image) return;
    drag.current = null;
    const left = liveLeft.current;
    const endedAt = Date.now();
    setStatus('checking');
    let result: Awaited<ReturnType<typeof calls.check>>;
    try {
      result = await calls.check('blockPuzzle', image, puzzlePointJson(left, IMAGE_WIDTH));
    } catch {
      if (alive.current) refresh();
      return;
    }
    if (!alive.current) return;
    if (result.ok) {
      setStatus('success');
      setTip({ text: CaptchaText.slideSuccess(elapsedSeconds(start.startedAt, endedAt)), tone: 'success' });
      onPassed();
      later(() => {
        setTip(null);
        onSuccess(result.verification);
        if (mode === 'fixed') refresh();
      }, SUCCESS_EMIT_MS);
    } else {
      setStatus('failure');
      setTip({ text: CaptchaText.failure, tone: 'error' });
      onFailure();
      later(refresh, FAILURE_RESET_MS);
    }
  };

  const handleWidth = BAR_HEIGHT;
  const tone =
    status === 'success' ? 'success' : status === 'failure' ? 'error' : status === 'idle' ? '' : 'active';
  return (
    <div className="jt-verify" data-captcha="blockPuzzle" data-status={status}>
      <div
        className="jt-verify__image"
        style={{ width: IMAGE_WIDTH, height: IMAGE_HEIGHT, marginBottom: V_SPACE }}
      >
        {image ? <img src={`data:image/png;base64,${image.original}`} alt="" draggable={false} /> : null}
        <button
          type="button"
          className="jt-verify__refresh"
          aria-label={CaptchaText.refresh}
          onClick={refresh}
        >
          <IconRefresh />
        </button>
        {tip ? (
          <span className={`jt-verify__tip jt-verify__tip--${tip.tone}`} role="status">
            {tip.text}
          </span>
        ) : null}
      </div>
      <div ref={bar} className="jt-verify__bar" style={{ width: IMAGE_WIDTH, height: BAR_HEIGHT }}>
        <span className="jt-verify__explain">{status === 'idle' ? CaptchaText.slideExplain : ''}</span>
        <div
          className={`jt-verify__track jt-verify__track--${tone}`}
          style={{ width: left + handleWidth, transition: animate ? 'width .3s' : undefined }}
        />
        <div
          className={`jt-verify__handle jt-verify__handle--${tone}`}
          role="slider"
          aria-label={CaptchaText.slideExplain}
          aria-valuemin={0}
          aria-valuemax={IMAGE_WIDTH}
          aria-valuenow={Math.round(left)}
          tabIndex={0}
          style={{
            width: handleWidth,
            height: BAR_HEIGHT,
            left,
            transition: animate ? 'left .3s' : undefined,
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => void onPointerUp()}
          onPointerCancel={() => void onPointerUp()}
        >
          {status === 'success' ? <IconTick /> : status === 'failure' ? <IconClose /> : <IconArrowRight />}
          {image?.jigsaw ? (
            <img
              className="jt-verify__piece"
              src={`data:image/png;base64,${image.jigsaw}`}
              alt=""
              draggable={false}
              style={{
                width: jigsawWidth(IMAGE_WIDTH),
                height: IMAGE_HEIGHT,
                top: -(IMAGE_HEIGHT + V_SPACE),
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
