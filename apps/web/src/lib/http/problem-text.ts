/**
 * The human-readable text of an error body: the Problem's detail, else its message unless it is a
 * message key (error.http.401), else msg (Result, HTTP 444), else title.
 */
export function problemText(body: unknown): string {
  if (typeof body !== 'object' || body === null) return typeof body === 'string' ? body.trim() : '';
  const fields = body as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '');
  const message = text('message');
  return (
    text('detail') ||
    (message && !/^error\.[\w.]+$/.test(message) ? message : '') ||
    text('msg') ||
    text('title')
  );
}
