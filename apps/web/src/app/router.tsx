import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useSyncExternalStore,
} from 'react';
import { Redirect, useLocation } from 'wouter';
import { buildMenuRouteEntries, type MenuRouteSource } from '../features/shell/menu-routes';
import type { ShellRoute } from '../features/shell/ShellLayout';
import { onLogout } from '../lib/session/logout';
import { setMenuRouteInstaller } from '../lib/session/session-context';
import { isChunkLoadError, logChunkLoadError, withChunkTimeout } from './lazy-page';
import {
  HOME_PATH,
  menuPages,
  normalizePath,
  type PageLoader,
  type RouteEntry,
  type RouteMatch,
  type RouteRegistry,
  routeRegistry,
  SELF_EDIT_PATH,
  staticRoutes,
  TOOL_PATHS,
} from './route-registry';

/**
 * Renders the page the registry gives for the current location: wouter owns the location and
 * navigation, the registry owns the lookup (static routes, runtime menu routes, not-found).
 * An unknown path renders the not-found page in place, keeping its URL, so a reload on a menu
 * page shows that page once the menu's routes are registered. The shell's pages (/home,
 * /self-edit and every menu route) render inside the shell's frame; the others (sign-in, big
 * screens, 404) on their own.
 */
export function AppRouter({ registry = routeRegistry }: { registry?: RouteRegistry }) {
  const [location] = useLocation();
  useSyncExternalStore(registry.subscribe, registry.version);
  const match = registry.resolve(location);
  if (match.kind === 'redirect') return <Redirect to={match.to} replace />;
  const page = (
    <ChunkErrorBoundary key={match.entry.path} context={match.entry.path} entry={match.entry}>
      <Suspense fallback={<div className="jt-boot" role="status" aria-label="正在加载" />}>
        <LazyPage entry={match.entry} />
      </Suspense>
    </ChunkErrorBoundary>
  );
  if (!usesShell(match)) return page;
  // Rendered inside the frame, the page would ask for its chunk only once the frame's chunk has
  // loaded and rendered: both are fetched at once instead.
  preloadPage(match.entry);
  return (
    <ChunkErrorBoundary context="shell" onChunkError={resetShellLayout}>
      <Suspense fallback={<div className="jt-boot" role="status" aria-label="正在加载" />}>
        <ShellFrame route={{ path: match.entry.path, title: match.entry.title }}>{page}</ShellFrame>
      </Suspense>
    </ChunkErrorBoundary>
  );
}

// ---- the shell's frame ---------------------------------------------------------------------------

const SHELL_STATIC_PATHS = new Set([HOME_PATH, SELF_EDIT_PATH, ...TOOL_PATHS].map(normalizePath));
const STATIC_PATHS = new Set(staticRoutes.map((route) => normalizePath(route.path)));

/** The shell's own static pages and every runtime (menu) route get the frame. */
export function usesShell(match: RouteMatch): boolean {
  if (match.kind !== 'page') return false;
  const key = normalizePath(match.entry.path);
  return SHELL_STATIC_PATHS.has(key) || !STATIC_PATHS.has(key);
}

// Lazy: the frame brings Nav, Tabs and Dropdown, which the sign-in page must not load.
const loadShellLayout = withChunkTimeout(() => import('../features/shell/ShellLayout'));
let ShellLayout = lazy(loadShellLayout);

/** Starts fetching the frame's chunk (boot, for a page that renders inside it). */
export function preloadShellLayout(): void {
  // A failure is the frame's to report when it loads the chunk itself (ChunkErrorBoundary).
  loadShellLayout().catch(() => undefined);
}
function resetShellLayout() {
  ShellLayout = lazy(loadShellLayout);
}

function ShellFrame({ route, children }: { route: ShellRoute; children: ReactNode }) {
  return <ShellLayout route={route}>{children}</ShellLayout>;
}

// ---- the menu's runtime routes -------------------------------------------------------------------

/** A menu entry whose url this build has no page for opens the "not available" page naming it. */
function unavailableLoader(route: MenuRouteSource): PageLoader {
  return () =>
    import('../features/shell/UnavailablePage').then((module) => ({
      default: module.unavailablePageFor(route.title),
    }));
}

/**
 * Connects the session loader to the registry: a loaded menu replaces the runtime routes (seed
 * 000 §2 "the dynamic routes are added once the menu has loaded"), a logout drops them (§4).
 * Called once at startup.
 */
export function connectMenuRoutes(registry: RouteRegistry = routeRegistry): void {
  setMenuRouteInstaller((routes) => {
    registry.clearRuntimeRoutes();
    registry.addRuntimeRoutes(buildMenuRouteEntries(routes, menuPages, unavailableLoader));
  });
  onLogout(() => registry.clearRuntimeRoutes());
}

// ---- pages --------------------------------------------------------------------------------------

const preloaded = new WeakSet<RouteEntry>();

/** Starts fetching a page's chunk, once (its React.lazy import then gets the same module). */
function preloadPage(entry: RouteEntry) {
  if (preloaded.has(entry)) return;
  preloaded.add(entry);
  // A failure is the page's to report when it loads the chunk itself (ChunkErrorBoundary).
  entry.load().catch(() => undefined);
}

// One React.lazy component per route entry: React.lazy caches its chunk, so it must not be
// recreated on every render. Forgotten after a chunk-load error so the next visit tries again.
const lazyPages = new WeakMap<RouteEntry, LazyExoticComponent<ComponentType>>();

function LazyPage({ entry }: { entry: RouteEntry }) {
  let Page = lazyPages.get(entry);
  if (!Page) {
    Page = lazy(entry.load);
    lazyPages.set(entry, Page);
  }
  return <Page />;
}

interface ChunkErrorBoundaryProps {
  /** Named in the console log. */
  context: string;
  /** The page whose chunk failed, forgotten so the next visit loads it again. */
  entry?: RouteEntry;
  onChunkError?: () => void;
  children: ReactNode;
}

/**
 * A page chunk that fails to load (or times out) is logged and shows the user nothing
 * (seed 000 §8). Any other error is not this boundary's business and propagates.
 */
class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) return;
    if (this.props.entry) lazyPages.delete(this.props.entry);
    this.props.onChunkError?.();
    logChunkLoadError(error, this.props.context);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return null;
    throw error;
  }
}
