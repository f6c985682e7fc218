// The local upstream every hop of bench/proxy-hop forwards to: small JSON answers in the
// platform's {code, msg, data} shape (the session check of the chat proxy reads one too), and a
// Dify-style SSE stream whose frames carry the moment they were written, so the client can tell
// what each hop adds to a frame.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const body = JSON.stringify({ code: 200, msg: '操作成功', data: 0 });
const now = () => performance.timeOrigin + performance.now();

const server = createServer((request, response) => {
  if (request.url?.startsWith('/v1/chat-messages')) {
    request.resume();
    const frames = Number(new URL(request.url, 'http://x').searchParams.get('frames') ?? 50);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let sent = 0;
    const tick = () => {
      if (sent === frames) {
        response.end(`data: ${JSON.stringify({ event: 'message_end', t: now() })}\n\n`);
        return;
      }
      sent += 1;
      response.write(`data: ${JSON.stringify({ event: 'message', answer: '路', n: sent, t: now() })}\n\n`);
      setTimeout(tick, 10);
    };
    tick();
    request.on('close', () => {
      sent = frames;
    });
    return;
  }
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
