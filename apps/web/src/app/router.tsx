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
import { isChunkLoadError, logChunkLoadError } from './lazy-page';
import { type RouteEntry, type RouteRegistry, routeRegistry } from './route-registry';

/**
 * Renders the page the registry gives for the current location: wouter owns the location and
 * navigation, the registry owns the lookup (static routes, runtime menu routes, not-found).
 * An unknown path renders the not-found page in place, keeping its URL, so a reload on a menu
 * page shows that page once the menu's routes are registered.
 */
export function AppRouter({ registry = routeRegistry }: { registry?: RouteRegistry }) {
  const [location] = useLocation();
  useSyncExternalStore(registry.subscribe, registry.version);
  const match = registry.resolve(location);
  if (match.kind === 'redirect') return <Redirect to={match.to} replace />;
  return (
    <ChunkErrorBoundary key={match.entry.path} entry={match.entry}>
      <Suspense fallback={<div className="jt-boot" role="status" aria-label="正在加载" />}>
        <LazyPage entry={match.entry} />
      </Suspense>
    </ChunkErrorBoundary>
  );
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
  entry: RouteEntry;
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
    lazyPages.delete(this.props.entry);
    logChunkLoadError(error, this.props.entry.path);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return null;
    throw error;
  }
}
