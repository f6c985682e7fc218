// The sign-in pages of seed 000 §2. The global 401 rule stays silent on them ("unless already on
// login or a similar page", §4) and the route guard lets a signed-out user reach them.

export const LOGIN_PATH = '/login';
/** The second system sign-in: the same page under its own route. */
export const SYS_LOGIN_PATH = '/sysLogin';
export const UPDATE_PASSWORD_PATH = '/update-password';

/** Every page where a missing or expired session is expected, compared case-insensitively. */
export const LOGIN_LIKE_PATHS: readonly string[] = [
  LOGIN_PATH,
  SYS_LOGIN_PATH,
  UPDATE_PASSWORD_PATH,
  '/customLogin',
  '/previewLogin',
];

/** Whether the pathname is a sign-in page (trailing slash and case ignored, as the router does). */
export function isLoginLikePath(pathname: string): boolean {
  const normalized = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  return LOGIN_LIKE_PATHS.some((path) => path.toLowerCase() === normalized);
}
