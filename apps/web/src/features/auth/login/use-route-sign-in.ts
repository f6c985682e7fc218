import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api/client';
import { showMessage } from '../../../lib/messages/popup-message';
import { credentials } from '../../../lib/session/credentials';
import { encryptPassword } from '../shared/password-encryptor';
import type { LoginQuery } from '../sso/sso-query';
import type { TenantSettings } from './global-config';
import { signInEmbedded, signInSso } from './login-calls';
import { completeSignIn, SSO_TENANT_TYPE } from './sign-in-flow';
import { chooseTenant } from './tenant-rules';
import type { SignIn } from './use-sign-in';
import { useSignInDeps } from './use-sign-in-deps';

export interface RouteSignInInput {
  query: LoginQuery;
  returnToForm: () => void;
  /** sass_config: the embedded sign-in needs its tenant rule, so nothing starts before it is read. */
  tenantSettings: TenantSettings | null;
  /** The tenant field's checkMessage. */
  tenantRequiredMessage: string | null | undefined;
  handleOutcome: SignIn['handleOutcome'];
  presetUserName: (userName: string) => void;
}

/**
 * Single sign-on (ticket, portal token, param) and the embedded sign-in (userName, password)
 * asked for by the route's query (seed 000 §2), once. While it runs the page is busy and shows no
 * form; when it fails the user is back on the form, the one-time credentials gone from the URL.
 * Returns whether the page is busy with it.
 */
export function useRouteSignIn(input: RouteSignInInput): boolean {
  const { query, returnToForm, tenantSettings, tenantRequiredMessage, handleOutcome, presetUserName } = input;
  const deps = useSignInDeps();
  const [busy, setBusy] = useState(query.request.kind !== 'form');
  const started = useRef(false);

  useEffect(() => {
    const request = query.request;
    if (request.kind === 'form' || tenantSettings === null || started.current) return;
    started.current = true;
    const backToForm = () => {
      returnToForm();
      setBusy(false);
    };
    void (async () => {
      if (request.kind === 'sso') {
        const result = await signInSso(api, request.credential);
        if (result?.ok) {
          // The portal's ticket or token is kept for the session, so a kick-out can drop it (§4).
          if (request.credential.kind !== 'param')
            credentials.storeSsoCredential(request.credential.kind, request.credential.value);
          await completeSignIn(deps, {
            token: result.token,
            tenantType: SSO_TENANT_TYPE,
            landing: request.landing,
          });
          return;
        }
        if (result) showMessage(result.message);
        backToForm();
        return;
      }
      const tenant = chooseTenant(
        tenantSettings,
        query.tenantAccount,
        query.tenantAccount,
        tenantRequiredMessage,
      );
      if (!tenant.ok) {
        showMessage(tenant.message);
        backToForm();
        return;
      }
      presetUserName(request.userName);
      const outcome = await signInEmbedded(api, {
        username: request.userName,
        password: encryptPassword(request.password),
        tenantAccount: tenant.tenantAccount,
        rememberme: credentials.rememberMe(),
        url: document.referrer || window.location.href,
      });
      // A token leaves the page from here (handleOutcome). Anything else ends on the form: a refusal
      // is told there, and a password status either leaves for /update-password (/login) or, on
      // /sysLogin (no password-validation flag), is shown over the form.
      if (outcome?.kind !== 'success') backToForm();
      await handleOutcome(outcome, { userName: request.userName, tenantAccount: tenant.tenantAccount });
    })();
  }, [query, tenantSettings, returnToForm, deps, handleOutcome, tenantRequiredMessage, presetUserName]);

  return busy;
}
