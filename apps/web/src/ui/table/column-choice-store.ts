// The kept column choices in localStorage (jt-table-columns), and a signal when they change, so a
// table that is open in another tab of the shell (or another browser tab) shows a reset at once.
import { COLUMN_CHOICES_KEY, type ColumnChoices, parseChoices } from './column-choices';

const CHANGED = 'jt-table-columns-changed';

export function readChoices(): ColumnChoices {
  return parseChoices(localStorage.getItem(COLUMN_CHOICES_KEY));
}

export function writeChoices(choices: ColumnChoices): void {
  localStorage.setItem(COLUMN_CHOICES_KEY, JSON.stringify(choices));
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` whenever the choices change in this page or in another browser tab. */
export function onChoicesChange(listener: () => void): () => void {
  const fromStorage = (event: StorageEvent) => {
    if (event.key === COLUMN_CHOICES_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', fromStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', fromStorage);
  };
}
