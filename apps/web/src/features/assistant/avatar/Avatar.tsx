// The assistant's avatar (seed 001 §1): a steward that can be dragged anywhere on screen, looks
// different while it speaks, shows how many patrols are on the road, and opens the chat window.
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { AssistantState } from '../assistant-state';
import { AvatarText } from './avatar-texts';
import { useAvatarDrag } from './use-avatar-drag';
import { useBlink } from './use-blink';

const SIZE = { width: 88, height: 104 };

export function Avatar({ state: shared, onOpen }: { state: AssistantState; onOpen: () => void }) {
  const state = useSnapshot(shared);
  const { position, dragging, handlers } = useAvatarDrag(SIZE, onOpen);
  const live = state.livePatrols.length;
  const eyes = useRef<SVGGElement>(null);
  useBlink(eyes, !state.speaking);
  return (
    <button
      type="button"
      className={[
        'jt-assistant-avatar',
        state.speaking ? 'jt-assistant-avatar--speaking' : 'jt-assistant-avatar--idle',
        dragging ? 'jt-assistant-avatar--dragging' : '',
      ].join(' ')}
      style={{ left: position.x, top: position.y }}
      aria-label={AvatarText.name}
      aria-expanded={state.open}
      title={AvatarText.name}
      data-speaking={state.speaking ? 'true' : 'false'}
      {...handlers}
    >
      <svg viewBox="0 0 88 88" className="jt-assistant-avatar__face" aria-hidden="true">
        <defs>
          <linearGradient id="jt-assistant-helmet" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffb020" />
            <stop offset="1" stopColor="#f08c00" />
          </linearGradient>
        </defs>
        <circle className="jt-assistant-avatar__wave" cx="44" cy="46" r="40" />
        <circle cx="44" cy="48" r="34" fill="#1d63d8" />
        <circle cx="44" cy="50" r="26" fill="#ffe1c4" />
        <path d="M14 40 Q44 4 74 40 Z" fill="url(#jt-assistant-helmet)" />
        <rect x="12" y="38" width="64" height="6" rx="3" fill="#e07800" />
        <g className="jt-assistant-avatar__eyes" ref={eyes}>
          <ellipse cx="35" cy="51" rx="3" ry="3.6" fill="#28303d" />
          <ellipse cx="53" cy="51" rx="3" ry="3.6" fill="#28303d" />
        </g>
        <ellipse className="jt-assistant-avatar__mouth" cx="44" cy="64" rx="6" ry="2" fill="#c2410c" />
      </svg>
      <span className="jt-assistant-avatar__label">{AvatarText.name}</span>
      {live > 0 ? (
        <span className="jt-assistant-avatar__badge" title={AvatarText.liveTeams(live)}>
          {live}
        </span>
      ) : null}
    </button>
  );
}
