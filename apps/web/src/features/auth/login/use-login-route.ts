import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { appState } from '../../../lib/app-state/app-state';
import { type LoginQuery, readLoginQuery } from '../sso/sso-query';
import { formPath, isSysLogin } from './login-route';

export interface LoginRoute {
  /** The query as the page was opened with it (read once: the way back to the form drops its credentials). */
  query: LoginQuery;
  /** /login sends a password status to /update-password; /sysLogin shows it and stays (login-route.ts). */
  validatesPassword: boolean;
  /** Back to this route's form without the one-time credentials, replacing the history entry. */
  returnToForm: () => void;
}

/** What the route tells the sign-in page; the query's headerHidden / sliderHidden go to the shell's state. */
export function useLoginRoute(): LoginRoute {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [query] = useState(() => readLoginQuery(search));

  useEffect(() => {
    if (query.headerHidden !== undefined) appState.headerHidden = query.headerHidden;
    if (query.sidebarHidden !== undefined) appState.sidebarHidden = query.sidebarHidden;
  }, [query]);

  const returnToForm = useCallback(
    () => navigate(formPath(path, search), { replace: true }),
    [navigate, path, search],
  );
  return { query, validatesPassword: !isSysLogin(path), returnToForm };
}
