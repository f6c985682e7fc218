// Uploads through the app's one HTTP client (its middleware: token, error rules) but with the
// upload's progress: fetch cannot report what it has sent, so this request alone is carried by
// an XMLHttpRequest handed to openapi-fetch as its `fetch`. Written by hand: no library wraps a
// Request in XHR this small.

/** A `fetch` for openapi-fetch that reports upload progress (0–100) while the body is sent. */
export function progressFetch(onProgress: (percent: number) => void) {
  return async (request: Request): Promise<Response> => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(
          new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, headers }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
