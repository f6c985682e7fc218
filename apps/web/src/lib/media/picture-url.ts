// Pictures of the media store with the session's token (an <img> cannot send the header).

import { runtimeConfig } from '../runtime-config';
import { credentials } from '../session/credentials';
import { mediaUrl } from './url-policy';

export function pictureUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return mediaUrl(key, {
    origin: window.location.origin,
    mediaBaseUrl: runtimeConfig.current().mediaBaseUrl,
    accessToken: credentials.token()?.replace(/^Bearer\s+/i, '') ?? null,
  });
}
