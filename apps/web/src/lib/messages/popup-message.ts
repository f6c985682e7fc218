import Toast from '@douyinfe/semi-ui/lib/es/toast';
import { createOnScreenSet } from './dedupe';

export type MessageType = 'error' | 'warning' | 'info' | 'success';

export interface MessageOptions {
  /** Default 'error' (seed 000 §8). */
  type?: MessageType;
  /** Default 1500 ms (seed 000 §8). */
  durationMs?: number;
}

const onScreen = createOnScreenSet();

/**
 * The app's one popup message: error type and 1.5 s unless told otherwise, and never the same
 * text twice on screen at once.
 */
export function showMessage(text: string, { type = 'error', durationMs = 1500 }: MessageOptions = {}): void {
  if (text.trim() === '' || !onScreen.claim(text)) return;
  Toast[type]({
    id: `message:${text}`,
    content: text,
    duration: durationMs / 1000,
    onClose: () => onScreen.release(text),
  });
}
