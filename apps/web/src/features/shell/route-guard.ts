// The route guard of seed 000 §4 as a pure decision, so every branch is tested without a browser:
// "with no token the user goes to login. With a token the user's info is loaded and navigation
// proceeds", a pending forced password change keeps the user on /update-password, and the menu's
// runtime routes are loaded first when this page does not have them yet (after a reload).

export interface NavigationFacts {
  /** The pathname navigated to. */
  path: string;
  /** Whether a jtToken is stored. */
  hasToken: boolean;
  /** Where a pending forced password change sends this path instead, or null (G's passwordChangeRedirect). */
  passwordChangeRedirect: string | null;
  /** Whether this page has installed the menu's runtime routes (app state routesReady). */
  routesReady: boolean;
  /** Whether the path is a sign-in page (or /update-password), reachable without a token. */
  isLoginLike: boolean;
}

export type GuardDecision =
  /** Render the path; with a token, the user's info is refreshed alongside. */
  | { kind: 'proceed'; refreshUser: boolean }
  /** Replace the location. */
  | { kind: 'redirect'; to: string }
  /** Load the user, the configuration and the menu first, then render the path. */
  | { kind: 'load-session' };

export const LOGIN_REDIRECT = '/login';

export function decideNavigation(facts: NavigationFacts): GuardDecision {
  if (facts.passwordChangeRedirect !== null && facts.passwordChangeRedirect !== facts.path) {
    return { kind: 'redirect', to: facts.passwordChangeRedirect };
  }
  if (facts.isLoginLike) return { kind: 'proceed', refreshUser: false };
  if (!facts.hasToken) return { kind: 'redirect', to: LOGIN_REDIRECT };
  if (!facts.routesReady) return { kind: 'load-session' };
  return { kind: 'proceed', refreshUser: true };
}
