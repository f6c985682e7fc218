// The floor of a Node proxy hop on this machine: node:http's server and the gateway's undici Pool,
// the upstream's answer streamed to the client, and nothing else (no check, no header rewriting, no
// log, no metric). Two ways to stream: `stream` (pool.request: a Readable body piped per request)
// and `dispatch` (pool.dispatch with a raw handler: the chunks written as undici hands them over).
import { createServer } from 'node:http';
import { Pool } from 'undici';

const [port, upstream, variant = 'dispatch'] = [Number(process.argv[2]), process.argv[3], process.argv[4]];
const pool = new Pool(upstream, { connections: 256, pipelining: 1, keepAliveTimeout: 30_000 });

/** The upstream's answer through a raw dispatch handler, with back-pressure and the abort on leave. */
function viaDispatch(request, response) {
  let controller = null;
  let done = false;
  response.once('close', () => {
    if (!done) controller?.abort(new Error('client closed'));
  });
  pool.dispatch(
    { path: request.url, method: request.method, headers: request.headers, body: null },
    {
      onRequestStart(c) {
        controller = c;
      },
      onResponseStart(_c, status, headers) {
        response.writeHead(status, headers);
      },
      onResponseData(c, chunk) {
        if (!response.write(chunk)) {
          c.pause();
          response.once('drain', () => c.resume());
        }
      },
      onResponseEnd() {
        done = true;
        response.end();
      },
      onResponseError(_c, error) {
        done = true;
        response.destroy(error);
      },
    },
  );
}

/** The upstream's answer as pool.request's Readable, piped. */
function viaStream(request, response) {
  pool.request({ path: request.url, method: request.method, headers: request.headers, body: null }).then(
    ({ statusCode, headers, body }) => {
      response.writeHead(statusCode, headers);
      body.pipe(response);
    },
    (error) => response.destroy(error),
  );
}

const serve = variant === 'stream' ? viaStream : viaDispatch;
const server = createServer(serve);
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
