// The menu's runtime routes (seed 000 §2): every menu entry with a url becomes a route whose path
// is that url and whose title is the entry title. Its page comes from the registry of menu pages
// this build has; an entry whose page this build lacks opens the "not available in this version"
// page naming the entry (the server's menu may list pages of later releases).

export interface MenuRouteSource {
  path: string;
  title: string;
}

export interface MenuPageSource<L> {
  /** The menu url the page serves. */
  path: string;
  load: L;
}

export interface BuiltRoute<L> {
  path: string;
  title: string;
  load: L;
  /** False when the build has no page for the url (the route opens the unavailable page). */
  available: boolean;
}

const key = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

export function buildMenuRouteEntries<L>(
  routes: readonly MenuRouteSource[],
  pages: readonly MenuPageSource<L>[],
  unavailable: (route: MenuRouteSource) => L,
): BuiltRoute<L>[] {
  const byPath = new Map<string, L>();
  for (const page of pages) if (!byPath.has(key(page.path))) byPath.set(key(page.path), page.load);
  return routes.map((route) => {
    const load = byPath.get(key(route.path));
    return load === undefined
      ? { path: route.path, title: route.title, load: unavailable(route), available: false }
      : { path: route.path, title: route.title, load, available: true };
  });
}

/** The text of the unavailable page, e.g. 「巡查记录」暂未在此版本中提供. */
export function unavailableText(title: string): string {
  return `「${title}」暂未在此版本中提供`;
}
