// Pictures of the media store with the session's token (an <img> cannot send the header).
import { mediaUrl } from '../../lib/media/url-policy';
import { runtimeConfig } from '../../lib/runtime-config';
import { credentials } from '../../lib/session/credentials';

export function pictureUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return mediaUrl(key, {
    origin: window.location.origin,
    mediaBaseUrl: runtimeConfig.current().mediaBaseUrl,
    accessToken: credentials.token()?.replace(/^Bearer\s+/i, '') ?? null,
  });
}
