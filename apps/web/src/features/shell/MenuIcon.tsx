import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-state/app-state';
import type { MenuItem } from '../../lib/menu/menu-model';
import { base64IconSource, spriteIconStyle } from './menu-icon';
import { useMinioImage } from './minio-image';

interface MenuIconProps {
  icon: MenuItem['icon'];
  /** Shown px size of the square icon. */
  size: number;
  /** Drawn when the entry has neither a base64 icon nor a sprite position. */
  fallback: string;
}

/** A menu entry's icon: its base64 image, else its cell of the sprite, else the entry's first character. */
export function MenuIcon({ icon, size, fallback }: MenuIconProps) {
  const base64 = base64IconSource(icon.base64);
  const box = { width: size, height: size };
  if (base64) return <img className="jt-menu-icon" src={base64} alt="" style={box} />;
  if (icon.imagePosition) return <SpriteIcon position={icon.imagePosition} size={size} fallback={fallback} />;
  return <LetterIcon size={size} text={fallback} />;
}

function SpriteIcon({ position, size, fallback }: { position: string; size: number; fallback: string }) {
  const { spriteName, spriteWidth, spriteSize } = useSnapshot(appState);
  const url = useMinioImage(spriteName);
  const style = spriteIconStyle(position, { iconWidth: spriteWidth, size: spriteSize }, size);
  if (!url || !style) return <LetterIcon size={size} text={fallback} />;
  return (
    <span
      className="jt-menu-icon"
      aria-hidden="true"
      style={{ width: size, height: size, backgroundImage: `url("${url}")`, ...style }}
    />
  );
}

function LetterIcon({ size, text }: { size: number; text: string }) {
  return (
    <span
      className="jt-menu-icon jt-menu-icon--letter"
      aria-hidden="true"
      style={{ width: size, height: size }}
    >
      {Array.from(text)[0] ?? ''}
    </span>
  );
}
