// The two routes of the sign-in page (seed 000 §2): /login carries the password-validation flag
// (a password status sends the user to /update-password); /sysLogin, the second system sign-in,
// shows the status and stays.
import { LOGIN_PATH, SYS_LOGIN_PATH } from '../../../lib/http/login-pages';
import { withoutCredentials } from '../sso/sso-query';

/** Whether the path is /sysLogin, matched as the router does (case-insensitive, trailing slash optional). */
export function isSysLogin(path: string): boolean {
  return path.replace(/\/+$/, '').toLowerCase() === SYS_LOGIN_PATH.toLowerCase();
}

/** Where a failed single sign-on or embedded sign-in leaves the user: the same route's form, without the one-time credentials. */
export function formPath(path: string, search: string): string {
  return `${isSysLogin(path) ? SYS_LOGIN_PATH : LOGIN_PATH}${withoutCredentials(search)}`;
}
