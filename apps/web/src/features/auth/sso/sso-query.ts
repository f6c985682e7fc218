// What the login route's query asks for (seed 000 §2): single sign-on by `ticket` (tokenLogin),
// by the portal's `token` (tokenLogin) or by `param` (singleLogin); embedded sign-in with
// userName and password (integration/login); tenantAccount presets the tenant; headerHidden and
// sliderHidden hide the shell's header and sidebar.
import type { SsoCredential } from '../login/login-calls';

/** Where single sign-on lands (seed 000 §2: /gl-diseaseInspection and /bsSickNew). */
export const SSO_LANDING = {
  /** A portal ticket or token: the disease inspection big screen. */
  token: '/gl-diseaseInspection',
  /** A portal parameter: the disease big screen. */
  param: '/bsSickNew',
} as const;

export type LoginRouteRequest =
  | { kind: 'sso'; credential: SsoCredential; landing: string }
  | { kind: 'embedded'; userName: string; password: string }
  | { kind: 'form' };

export interface LoginQuery {
  request: LoginRouteRequest;
  /** The tenant the route presets ('' when none). */
  tenantAccount: string;
  /** headerHidden / sliderHidden when the route sets them (undefined when absent). */
  headerHidden?: boolean;
  sidebarHidden?: boolean;
}

function flag(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  return value === '' || value === 'true' || value === '1';
}

export function readLoginQuery(search: string): LoginQuery {
  const query = new URLSearchParams(search);
  const get = (name: string) => query.get(name)?.trim() ?? '';
  const ticket = get('ticket');
  const portalToken = get('token');
  const param = get('param');
  const userName = get('userName');
  const password = query.get('password') ?? '';
  let request: LoginRouteRequest = { kind: 'form' };
  if (ticket)
    request = { kind: 'sso', credential: { kind: 'ticket', value: ticket }, landing: SSO_LANDING.token };
  else if (portalToken)
    request = {
      kind: 'sso',
      credential: { kind: 'portalToken', value: portalToken },
      landing: SSO_LANDING.token,
    };
  else if (param)
    request = { kind: 'sso', credential: { kind: 'param', value: param }, landing: SSO_LANDING.param };
  else if (userName && password) request = { kind: 'embedded', userName, password };
  return {
    request,
    tenantAccount: get('tenantAccount'),
    headerHidden: flag(query.get('headerHidden')),
    sidebarHidden: flag(query.get('sliderHidden')),
  };
}

/** The query without the one-time credentials, so a reload or Back does not sign in with them again. */
export function withoutCredentials(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of ['ticket', 'token', 'param', 'userName', 'password']) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
