import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { appState } from '../../lib/app-state/app-state';
import { isLoginLikePath } from '../../lib/http/login-pages';
import { ASSISTANT_PERMISSION_CODE, hasPermission } from '../../lib/permissions/permission';
import { credentials } from '../../lib/session/credentials';

// The assistant is its own lazy chunk (features/assistant): nothing of it is in the shell's.
const Assistant = lazy(() => import('../assistant/AssistantRoot'));

/**
 * Where the chat assistant goes (seed 000 §2: "shown on every screen except login when a token is
 * stored and the permission code page.system.szr is held").
 */
export function AssistantMount() {
  const { buttonCodes } = useSnapshot(appState);
  const [location] = useLocation();
  const shown =
    !isLoginLikePath(location) &&
    credentials.token() !== null &&
    hasPermission(buttonCodes, ASSISTANT_PERMISSION_CODE);
  return shown ? (
    <div data-assistant-mount="">
      <Suspense fallback={null}>
        <Assistant />
      </Suspense>
    </div>
  ) : null;
}
