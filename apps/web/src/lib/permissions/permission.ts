// Button permissions (seed 000 §6): "a limited button is displayed only if its code is in the
// permission list drawn from the button entries of the menu tree; a button without a code is
// always shown." The list is the app state's buttonCodes (lib/menu buildMenuModel).

/** The permission code of the chat assistant (seed 000 §2, §6). */
export const ASSISTANT_PERMISSION_CODE = 'page.system.szr';

/** Whether a button limited by `code` may be shown; no code (undefined, null, '') means always. */
export function hasPermission(heldCodes: readonly string[], code: string | null | undefined): boolean {
  if (code === undefined || code === null || code.trim() === '') return true;
  return heldCodes.includes(code);
}
