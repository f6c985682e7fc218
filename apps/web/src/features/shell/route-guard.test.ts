import { describe, expect, it } from 'vitest';
import { decideNavigation, type NavigationFacts } from './route-guard';

const facts = (over: Partial<NavigationFacts> = {}): NavigationFacts => ({
  path: '/home',
  hasToken: true,
  passwordChangeRedirect: null,
  routesReady: true,
  isLoginLike: false,
  ...over,
});

describe('the route guard (seed 000 §4)', () => {
  it('sends a user without a token to /login', () => {
    expect(decideNavigation(facts({ hasToken: false }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideNavigation(facts({ hasToken: false, path: '/patrolRecord', routesReady: false }))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('lets a user without a token reach the sign-in pages and /update-password', () => {
    for (const path of ['/login', '/sysLogin', '/customLogin', '/previewLogin', '/update-password']) {
      expect(decideNavigation(facts({ path, hasToken: false, isLoginLike: true }))).toEqual({
        kind: 'proceed',
        refreshUser: false,
      });
    }
  });

  it('loads the session first when this page has not installed the menu routes', () => {
    expect(decideNavigation(facts({ routesReady: false }))).toEqual({ kind: 'load-session' });
  });

  it('proceeds and refreshes the user info when the routes are ready', () => {
    expect(decideNavigation(facts())).toEqual({ kind: 'proceed', refreshUser: true });
  });

  it('keeps a user with a pending forced password change on /update-password', () => {
    expect(decideNavigation(facts({ passwordChangeRedirect: '/update-password' }))).toEqual({
      kind: 'redirect',
      to: '/update-password',
    });
    expect(
      decideNavigation(
        facts({ hasToken: false, passwordChangeRedirect: '/update-password', path: '/self-edit' }),
      ),
    ).toEqual({ kind: 'redirect', to: '/update-password' });
  });

  it('does not redirect /update-password to itself', () => {
    expect(
      decideNavigation(
        facts({ path: '/update-password', passwordChangeRedirect: '/update-password', isLoginLike: true }),
      ),
    ).toEqual({ kind: 'proceed', refreshUser: false });
  });

  it('does not load the session for a sign-in page even with a token', () => {
    expect(decideNavigation(facts({ path: '/login', isLoginLike: true, routesReady: false }))).toEqual({
      kind: 'proceed',
      refreshUser: false,
    });
  });
});
