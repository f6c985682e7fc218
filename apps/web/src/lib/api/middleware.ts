// The HTTP rules every server call goes through, in order (seed 000 §7/§8): later issues add the
// Authorization header, lastHttpRequestTime, the token refresh and the error catalogue here.
// One ordered list in one place, so the order of the rules is read, not inferred.
import type { Middleware } from '@jt/api-contract';

export const appMiddleware: readonly Middleware[] = [];
