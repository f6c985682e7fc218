import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { appState } from '../../lib/app-state/app-state';
import { isLoginLikePath } from '../../lib/http/login-pages';
import { credentials } from '../../lib/session/credentials';
import { passwordChangeRedirect } from '../../lib/session/password-change';
import { loadCurrentUser, loadSessionContext, sessionLoad } from '../../lib/session/session-context';
import { decideNavigation } from './route-guard';

/** The route guard of seed 000 §4 around every page (the rules are in route-guard.ts). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const { routesReady } = useSnapshot(appState);
  // Tried already (by the sign-in or an earlier navigation): a menu that failed to load must not
  // keep the user on a spinner, nor be asked for again (one menu call per sign-in); the page
  // renders (unknown menu paths then show the 404 page).
  const { attempted } = useSnapshot(sessionLoad);
  const decision = decideNavigation({
    path: location,
    hasToken: credentials.token() !== null,
    passwordChangeRedirect: passwordChangeRedirect(location),
    routesReady: routesReady || attempted,
    isLoginLike: isLoginLikePath(location),
  });

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const loadSession = decision.kind === 'load-session';
  const refreshUser = decision.kind === 'proceed' && decision.refreshUser;

  useEffect(() => {
    if (redirectTo !== null) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  useEffect(() => {
    if (!loadSession) return;
    void loadSessionContext();
  }, [loadSession]);

  // "With a token the user's info is loaded and navigation proceeds": on every navigation, without
  // holding the page back (the first load of a page already read it with the session).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per location, not per render
  useEffect(() => {
    if (refreshUser) void loadCurrentUser();
  }, [location]);

  if (decision.kind !== 'proceed') return <div className="jt-boot" role="status" aria-label="正在加载" />;
  return children;
}
