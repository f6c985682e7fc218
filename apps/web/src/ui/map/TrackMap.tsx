// The patrol-track map (seed 001 §2, §4, §5): the track of a patrol (getGisById, or given),
// cleaned and simplified, drawn with its start and end, the diseases on it clickable to their
// info window, and the car animation with play, pause, speed and a progress slider. The car
// stops 1 s at each disease within 10 m of the track and emits finishMove at the last point.
// Used by the assistant's disease card (issue 13) and the patrol pages.
// At each frame the car moves, only the car and data-progress are written (straight in the DOM),
// the slider ten times a second; React renders when the player's state changes (play, a disease,
// the end, a seek).
import Button from '@douyinfe/semi-ui/lib/es/button';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../lib/api/client';
import type { MapMarker } from './engine/engine-types';
import type { LngLat } from './geo/coords';
import { createLiveValue } from './live-value';
import { type MapCar, type MapInfo, RoadMap, timed } from './RoadMap';
import { simplifyTrack } from './track/simplify-track';
import { cleanTrack, type RawTrackPoint, trackNotices } from './track/track-input';
import { type PlayerSnapshot, SPEED_CHOICES, TrackPlayer } from './track/track-player';

export interface TrackMapDisease {
  id: string;
  /** BD-09. */
  position: LngLat;
  title: string;
  color?: string;
  content?: ReactNode;
}

export interface TrackMapProps {
  /** Loads the patrol's track with getGisById. */
  patrolId?: string | null;
  /** The track itself (listData of getGisById), when the caller has it. */
  track?: readonly RawTrackPoint[] | null;
  diseases?: readonly TrackMapDisease[];
  onFinishMove?(): void;
  autoPlay?: boolean;
  height?: number | string;
}

export const TRACK_MAP_TEXTS = {
  loading: '轨迹加载中…',
  loadFailed: '轨迹加载失败',
  play: '播放',
  pause: '暂停',
  replay: '重播',
  progress: '回放进度',
  speed: '倍速',
} as const;

function useTrack(patrolId: string | null | undefined, given: readonly RawTrackPoint[] | null | undefined) {
  const [loaded, setLoaded] = useState<{
    id: string;
    points: readonly RawTrackPoint[] | null;
    error: string;
  } | null>(null);
  useEffect(() => {
    if (!patrolId || given !== undefined) return;
    let live = true;
    api
      .POST('/api/administration/getGisById', { body: { id: patrolId } })
      .then(({ data, response }) => {
        if (!live) return;
        if (data?.code === 200) setLoaded({ id: patrolId, points: data.data?.listData ?? [], error: '' });
        else
          setLoaded({
            id: patrolId,
            points: null,
            error: `${TRACK_MAP_TEXTS.loadFailed}${data?.msg ? `：${data.msg}` : `（HTTP ${response.status}）`}`,
          });
      })
      .catch(() => live && setLoaded({ id: patrolId, points: null, error: TRACK_MAP_TEXTS.loadFailed }));
    return () => {
      live = false;
    };
  }, [patrolId, given]);
  if (given !== undefined) return { points: given, error: '', loading: false };
  if (!patrolId) return { points: null, error: '', loading: false };
  if (loaded?.id !== patrolId) return { points: null, error: '', loading: true };
  return { points: loaded.points, error: loaded.error, loading: false };
}

/**
 * While the car moves, the slider follows it at most 10 times a second, as a video's progress bar
 * does: each move of its thumb repaints the controls, a tenth of a frame without a GPU
 * (bench/layers.mjs), while the car itself moves at every frame. A change of state (play, pause,
 * a seek, a disease, the end) shows the exact place at once.
 */
export const SLIDER_FOLLOW_MS = 100;

/** One empty list for every render: a default `[]` would make a new player on each render. */
const NO_DISEASES: readonly TrackMapDisease[] = [];

export function TrackMap({
  patrolId,
  track,
  diseases = NO_DISEASES,
  onFinishMove,
  autoPlay = false,
  height = 480,
}: TrackMapProps) {
  const source = useTrack(patrolId, track);
  const cleaned = useMemo(() => cleanTrack(source.points), [source.points]);
  const path = useMemo(
    () => timed('jt-map:track-simplify', () => simplifyTrack(cleaned.points).points),
    [cleaned],
  );
  const player = useMemo(
    () =>
      path.length >= 2
        ? new TrackPlayer(
            path,
            diseases.map(({ id, position }) => ({ id, position })),
          )
        : null,
    [path, diseases],
  );
  // The player as of its last change of state (what React renders), and as of this frame.
  const [snapshot, setSnapshot] = useState<PlayerSnapshot | null>(null);
  const car = useMemo(() => createLiveValue<MapCar | null>(null), []);
  const root = useRef<HTMLDivElement>(null);
  const slider = useRef<HTMLInputElement>(null);
  const sliderShownAt = useRef(Number.NEGATIVE_INFINITY);
  /**
   * Shows where the player is now: the car, data-progress and the slider (at a frame of the
   * animation, `frameTime`, the slider only if SLIDER_FOLLOW_MS have passed since it last moved).
   */
  const show = useCallback(
    (now: PlayerSnapshot | null, frameTime?: number) => {
      car.set(now ? { position: now.position, heading: now.heading } : null);
      root.current?.setAttribute('data-progress', now ? now.progress.toFixed(4) : '');
      if (!slider.current || !now) return;
      if (frameTime !== undefined && frameTime - sliderShownAt.current < SLIDER_FOLLOW_MS) return;
      slider.current.value = String(Math.round(now.progress * 1000));
      sliderShownAt.current = frameTime ?? Number.NEGATIVE_INFINITY;
    },
    [car],
  );
  useLayoutEffect(() => show(snapshot), [show, snapshot]);
  const [info, setInfo] = useState<MapInfo | null>(null);
  const finish = useRef(onFinishMove);
  finish.current = onFinishMove;
  const byId = useMemo(() => new Map(diseases.map((disease) => [disease.id, disease])), [diseases]);
  const openInfo = useCallback(
    (id: string) => {
      const disease = byId.get(id);
      if (disease) setInfo({ position: disease.position, title: disease.title, content: disease.content });
    },
    [byId],
  );

  // The animation loop: one frame per display frame while playing, idle otherwise.
  const [running, setRunning] = useState(false);
  useEffect(() => {
    setSnapshot(player?.snapshot() ?? null);
    setRunning(false);
    if (player && autoPlay) {
      player.play();
      setRunning(true);
    }
  }, [player, autoPlay]);
  useEffect(() => {
    if (!player || !running) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const events = player.advance(now - last);
      for (const event of events) {
        if (event.type === 'diseaseReached') openInfo(event.id);
        if (event.type === 'finishMove') finish.current?.();
      }
      last = now;
      const next = player.snapshot();
      // Every event changes the player's state (waiting, playing again, finished).
      if (events.length > 0) setSnapshot(next);
      else show(next, now);
      if (next.state === 'playing' || next.state === 'waiting') frame = requestAnimationFrame(tick);
      else setRunning(false);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [player, running, openInfo, show]);

  const markers = useMemo((): MapMarker[] => {
    const list: MapMarker[] = diseases.map((disease) => ({
      id: disease.id,
      position: disease.position,
      icon: 'disease',
      color: disease.color,
      title: disease.title,
    }));
    const first = path[0];
    const last = path.at(-1);
    if (first) list.unshift({ id: 'track:start', position: first, icon: 'start', title: '起点' });
    if (last && path.length > 1) list.push({ id: 'track:end', position: last, icon: 'end', title: '终点' });
    return list;
  }, [diseases, path]);
  const lines = useMemo(
    () => (path.length >= 2 ? [{ id: 'track', path, color: '#1f6feb', width: 5 }] : []),
    [path],
  );
  const fitTo = useMemo(() => (path.length > 0 ? path : null), [path]);

  const notices = source.loading
    ? [TRACK_MAP_TEXTS.loading]
    : source.error
      ? [source.error]
      : trackNotices(cleaned);
  const playing = snapshot?.state === 'playing' || snapshot?.state === 'waiting';
  const toggle = () => {
    if (!player) return;
    if (playing) {
      player.pause();
      setSnapshot(player.snapshot());
      setRunning(false);
    } else {
      player.play();
      setSnapshot(player.snapshot());
      setRunning(true);
    }
  };

  return (
    // data-progress is written by show().
    <div
      ref={root}
      className="jt-track-map"
      data-player={snapshot?.state ?? 'none'}
      data-points={path.length}
    >
      <RoadMap
        height={height}
        lines={lines}
        markers={markers}
        fitTo={fitTo}
        info={info}
        onInfoClose={() => setInfo(null)}
        onMarkerClick={(id) => openInfo(id)}
        car={car}
      >
        {notices.length > 0 && (
          <ul className="jt-track-map__notices" aria-live="polite">
            {notices.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        {player && snapshot && (
          <fieldset className="jt-track-map__controls" aria-label="轨迹回放">
            <Button size="small" theme="solid" onClick={toggle}>
              {playing
                ? TRACK_MAP_TEXTS.pause
                : snapshot.state === 'finished'
                  ? TRACK_MAP_TEXTS.replay
                  : TRACK_MAP_TEXTS.play}
            </Button>
            {/* Uncontrolled: show() moves it at each frame. */}
            <input
              ref={slider}
              type="range"
              className="jt-track-map__progress"
              aria-label={TRACK_MAP_TEXTS.progress}
              min={0}
              max={1000}
              defaultValue={Math.round(snapshot.progress * 1000)}
              onChange={(event) => {
                player.seek(Number(event.currentTarget.value) / 1000);
                setSnapshot(player.snapshot());
                setRunning(false);
              }}
            />
            <label className="jt-track-map__speed">
              {TRACK_MAP_TEXTS.speed}
              <select
                value={snapshot.speed}
                onChange={(event) => {
                  player.setSpeed(Number(event.currentTarget.value));
                  setSnapshot(player.snapshot());
                }}
              >
                {SPEED_CHOICES.map((speed) => (
                  <option key={speed} value={speed}>
                    {speed}×
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        )}
      </RoadMap>
    </div>
  );
}
