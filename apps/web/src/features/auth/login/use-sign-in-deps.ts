import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../../lib/api/client';
import { appState } from '../../../lib/app-state/app-state';
import { showMessage } from '../../../lib/messages/popup-message';
import { credentials } from '../../../lib/session/credentials';
import { chooseDestination } from '../../../lib/session/destination';
import { passwordChange } from '../../../lib/session/password-change';
import { loadSessionContext } from '../../../lib/session/session-context';
import type { SignInDeps } from './sign-in-flow';

/** The app's own parts behind the steps after a sign-in (sign-in-flow.ts takes them as arguments to stay testable). */
export function useSignInDeps(): SignInDeps {
  const [, navigate] = useLocation();
  return useMemo<SignInDeps>(
    () => ({
      client: api,
      credentials,
      passwordChange,
      notify: showMessage,
      loadSession: () => loadSessionContext(),
      destination: () => chooseDestination(appState),
      navigate,
      setPasswordStatusTip: (text) => {
        appState.passwordStatusTip = text;
      },
    }),
    [navigate],
  );
}
