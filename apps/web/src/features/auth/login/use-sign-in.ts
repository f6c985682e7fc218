import { useCallback, useRef, useState } from 'react';
import { api } from '../../../lib/api/client';
import { showMessage } from '../../../lib/messages/popup-message';
import { type LoginOutcome, passwordChangeMessage } from './login-outcome';
import { completeSignIn, readPasswordExpireDays, startPasswordChange, WARNING_MS } from './sign-in-flow';
import { useSignInDeps } from './use-sign-in-deps';

/** Who signed in, for the pending password change. */
export interface SignInWho {
  userName: string;
  tenantAccount: string;
}

export interface SignIn {
  /** A sign-in runs: the login button shows 正在登录中 and is blocked (seed 000 §4). */
  submitting: boolean;
  /** Read at the moment of a submit, so a double click cannot start a second call. */
  isSubmitting: () => boolean;
  begin: () => void;
  /** What the page does with a sign-in answer (§4, §8); null is no answer (the HTTP rules told the user). */
  handleOutcome: (outcome: LoginOutcome | null, who: SignInWho) => Promise<void>;
}

/**
 * A running sign-in and the outcomes of §8: a token goes on to the session; a password status to
 * /update-password on /login, or its warning on /sysLogin; anything else is said and handed to
 * `onRefused` (the captcha gate, a new text captcha) before the form is free again.
 */
export function useSignIn(
  validatesPassword: boolean,
  onRefused: (outcome: LoginOutcome | null) => void,
): SignIn {
  const deps = useSignInDeps();
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  const isSubmitting = useCallback(() => running.current, []);
  const begin = useCallback(() => {
    running.current = true;
    setSubmitting(true);
  }, []);
  const end = useCallback(() => {
    running.current = false;
    setSubmitting(false);
  }, []);
  const refused = useCallback(
    (outcome: LoginOutcome | null) => {
      onRefused(outcome);
      end();
    },
    [onRefused, end],
  );

  const handleOutcome = useCallback(
    async (outcome: LoginOutcome | null, who: SignInWho) => {
      if (outcome === null) return refused(null);
      switch (outcome.kind) {
        case 'success':
          try {
            await completeSignIn(deps, { token: outcome.token, passwordWarning: outcome.passwordWarning });
          } finally {
            end();
          }
          return;
        case 'password-change': {
          if (validatesPassword) {
            await startPasswordChange(deps, {
              ...who,
              reason: outcome.reason,
              serverMessage: outcome.serverMessage,
            });
            end();
            return;
          }
          const days = outcome.reason === 2 ? await readPasswordExpireDays(api, who.tenantAccount) : null;
          showMessage(passwordChangeMessage(outcome.reason, days, outcome.serverMessage), {
            type: 'warning',
            durationMs: WARNING_MS,
          });
          return refused(outcome);
        }
        default:
          showMessage(outcome.message);
          return refused(outcome);
      }
    },
    [deps, validatesPassword, refused, end],
  );

  return { submitting, isSubmitting, begin, handleOutcome };
}
