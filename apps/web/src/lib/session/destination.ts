// Where a signed-in user lands (seed 000 §2, "Destination after a successful login"), as a pure
// rule over the app state loaded by loadSessionContext, so the sign-in flow and the tests share it.
import type { AppState } from '../app-state/app-state';
import { firstPageUrl, menuPages } from '../menu/menu-model';

/** The last resort when nothing else applies (the empty path's own target, seed 000 §2). */
export const FALLBACK_DESTINATION = '/home';

/** What the rule reads from the app state. */
export type DestinationState = Pick<
  AppState,
  'bigScreenEnabled' | 'bigScreenRoute' | 'defaultHomePath' | 'menuList'
>;

/**
 * In order of preference: the configured big-screen route if big screens are enabled
 * (big_screen_config.enable_bigscreen '0'); else the default home page (common_config
 * default_home_page) if it is among the user's visible menu entries; else the first menu entry
 * of type menu2; else /home (an account without menu pages still gets the shell).
 */
export function chooseDestination(state: DestinationState): string {
  const bigScreenRoute = state.bigScreenRoute.trim();
  if (state.bigScreenEnabled && bigScreenRoute !== '') return bigScreenRoute;
  const home = state.defaultHomePath.trim();
  if (home !== '' && menuPages(state.menuList).some((item) => item.url === home)) return home;
  return firstPageUrl(state.menuList) ?? FALLBACK_DESTINATION;
}
