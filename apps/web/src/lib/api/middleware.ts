// The HTTP rules every server call goes through, in order (seed 000 §7/§8): the Authorization
// header and credentials, the token refresh, the answers' rules (401, 403 kick-out, 403, 444),
// lastHttpRequestTime and the timeout. One ordered list in one place (lib/http/http-middleware.ts
// explains the order), so the order of the rules is read, not inferred.
import type { Middleware } from '@jt/api-contract';
import { httpMiddleware } from '../http/app-http';

export const appMiddleware: readonly Middleware[] = httpMiddleware;
