// Boot: read the runtime configuration, then render the app; if it cannot be read, a full-page
// error with a retry button (never a blank page).
// Semi is imported per component (see README.md), so its theme variables are loaded here once;
// global.css comes after it so the app's font stack wins.
import '@douyinfe/semi-ui/lib/es/_base/base.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BootError } from './app/BootError';
import { menuPageAt, routeRegistry } from './app/route-registry';
import { preloadShellLayout, usesShell } from './app/router';
import { loginPrefetch } from './features/auth/login/login-prefetch';
import { LOGIN_PATH, SYS_LOGIN_PATH } from './lib/http/login-pages';
import { runtimeConfig } from './lib/runtime-config';
import { logoutWhenSessionEnds } from './lib/session/logout';
import { onSessionLoadStart } from './lib/session/session-context';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}

// A 401 or a kick-out told by the HTTP layer logs out (lib/http knows nothing of the session).
logoutWhenSessionEnds();

const container = rootElement();
const root = createRoot(container);

// #root holds the inline spinner from the start, so browser tests wait for data-boot instead:
// 'ready' once the app is rendered, 'error' while the boot error is shown.
async function boot(): Promise<void> {
  // The page's own chunk is fetched while the configuration is read: one round trip less before
  // the first screen. The router loads it again (from the module cache) and reports its failures.
  const route = routeRegistry.resolve(window.location.pathname);
  if (route.kind === 'page') route.entry.load().catch(() => undefined);
  // A menu page's route exists only once the menu has loaded (a round trip after the session's
  // calls): a deep link to one (a reload of /diseaseManage) fetches its chunk, and the shell's
  // frame it renders in, as soon as those calls are asked for, as a shell page's does. Not before
  // (over HTTP/1.1's six connections the calls would queue behind some sixty chunks), in the next
  // task so the calls reach the network first; a signed-out deep link, sent to /login, asks none.
  const menuPage = route.kind === 'page' ? undefined : menuPageAt(window.location.pathname);
  if (menuPage || usesShell(route)) {
    const stop = onSessionLoadStart(() => {
      stop();
      setTimeout(() => {
        menuPage?.load().catch(() => undefined);
        preloadShellLayout();
      }, 0);
    });
  }
  // The sign-in page's reads and pictures start now too, not once its chunk has rendered.
  if (route.kind === 'page' && (route.entry.path === LOGIN_PATH || route.entry.path === SYS_LOGIN_PATH))
    loginPrefetch.start();
  try {
    await runtimeConfig.load();
  } catch (error) {
    console.error('[boot] the runtime configuration could not be read', error);
    root.render(<BootError onRetry={boot} />);
    container.dataset.boot = 'error';
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  container.dataset.boot = 'ready';
}

void boot();
