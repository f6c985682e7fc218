import { useSnapshot } from 'valtio';
import { appState } from '../app-state/app-state';
import { hasPermission } from './permission';

/** Whether the signed-in user holds `code` (always true without a code), kept current with the menu. */
export function usePermission(code: string | null | undefined): boolean {
  const { buttonCodes } = useSnapshot(appState);
  return hasPermission(buttonCodes, code);
}
