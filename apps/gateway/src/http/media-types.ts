// What a stored file may be served as on the platform's origin. Pictures, video, audio, PDF,
// GeoJSON, plain text and office documents keep their type; anything else — HTML, SVG, XML,
// scripts, unknown types — goes out as application/octet-stream with Content-Disposition:
// attachment, so an uploaded file can never run script in the platform's origin (with nosniff,
// the browser will not guess otherwise).

const ALLOWED = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/avif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
  'audio/ogg',
  'application/pdf',
  'application/geo+json',
  'application/json',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
]);

type Headers = Record<string, string | string[] | number | undefined>;

/** The media type without parameters, lower-cased ('' when absent). */
function essence(contentType: unknown): string {
  return String(Array.isArray(contentType) ? contentType[0] : (contentType ?? ''))
    .split(';')[0]
    ?.trim()
    .toLowerCase() as string;
}

export function isServedInline(contentType: unknown): boolean {
  return ALLOWED.has(essence(contentType));
}

/** The answer headers of a stored object, made safe: a type off the list becomes a download. */
export function safeMediaHeaders<T extends Headers>(headers: T): T {
  const type = headers['content-type'];
  if (isServedInline(type)) return { ...headers, 'x-content-type-options': 'nosniff' };
  return {
    ...headers,
    'content-type': 'application/octet-stream',
    'content-disposition': 'attachment',
    'x-content-type-options': 'nosniff',
  };
}
