import { type MenuItem, NEW_WINDOW_OPEN_TYPE } from '../../lib/menu/menu-model';

/**
 * Opens a menu entry's page: openType '1' in a new browser window (seed 000 §3), otherwise in the
 * shell through the router. Groups (no url) open nothing.
 */
export function openMenuEntry(
  item: Pick<MenuItem, 'url' | 'openType'>,
  navigate: (to: string) => void,
): void {
  if (!item.url) return;
  if (item.openType === NEW_WINDOW_OPEN_TYPE) {
    window.open(item.url, '_blank', 'noopener');
    return;
  }
  navigate(item.url);
}
