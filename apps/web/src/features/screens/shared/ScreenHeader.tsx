// The band across the top of every big screen: its title, the data's moment with the quiet stale
// marker, the clock, and the full-screen toggle.
import { useEffect, useState } from 'react';
import { clockText } from './clock-text';

export interface ScreenHeaderProps {
  title: string;
  /** The moment of the figures shown (the server's asOf). */
  asOf: string | null;
  stale: boolean;
  staleReason: string | null;
}

function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function useFullscreen(): [boolean, () => void] {
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const changed = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [full, toggle];
}

export function ScreenHeader({ title, asOf, stale, staleReason }: ScreenHeaderProps) {
  const now = useNow();
  const [full, toggleFull] = useFullscreen();
  const clock = clockText(now);
  return (
    <header className="jt-screen-header">
      <div className="jt-screen-header-side jt-screen-header-left">
        <span className="jt-screen-asof">数据时间 {asOf ?? '—'}</span>
        {stale && (
          <span className="jt-screen-stale" role="status" title={staleReason ?? undefined}>
            数据未更新，正在重试
          </span>
        )}
      </div>
      <h1 className="jt-screen-title">{title}</h1>
      <div className="jt-screen-header-side jt-screen-header-right">
        <div className="jt-screen-clock" role="timer" aria-label="当前时间">
          <span>{clock.date}</span>
          <span>{clock.weekday}</span>
          <strong>{clock.time}</strong>
        </div>
        <button type="button" className="jt-screen-fullscreen" onClick={toggleFull}>
          {full ? '退出全屏' : '全屏'}
        </button>
      </div>
    </header>
  );
}
