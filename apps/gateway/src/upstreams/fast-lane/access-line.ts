// The lane's access-log line, written straight to the logger's destination. pino's generic path
// (the req serializer, redaction, the object walked key by key) cost about a quarter of the hop's
// CPU (bench/proxy-hop: 116 against 85 µs a request with the line off); the lane's line has one
// fixed shape and no secret field (the URL's secrets are masked here, no header is logged), so it
// is written from a template: the same bytes as the Fastify route's line (access-line.test.ts).
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { maskAccessToken } from '../../http/log-redaction';

export interface AccessEntry {
  /** The request's connection (its socket): the client's part of the line is kept per connection. */
  connection: object;
  reqId: string;
  method: string;
  url: string;
  host: string;
  ip: string;
  remotePort: number | undefined;
  statusCode: number;
  responseTime: number;
}

interface PinoInternals {
  [key: symbol]: unknown;
}

/**
 * Writes an entry as the line `log.info({ reqId, req, res, responseTime }, 'request completed')`
 * writes, or answers null when the logger is not one whose line it can reproduce (a transport or
 * multistream that wants each line's level, or another logger than pino): log.info then.
 */
export function accessLineWriter(log: FastifyBaseLogger): ((entry: AccessEntry) => void) | null {
  const internals = log as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): unknown } | undefined;
  const bindings = internals[pino.symbols.chindingsSym];
  const info = (log as unknown as { levels?: { values?: Record<string, number> } }).levels?.values?.info;
  if (
    stream === undefined ||
    typeof stream.write !== 'function' ||
    typeof bindings !== 'string' ||
    info === undefined ||
    (stream as Record<symbol, unknown>)[pino.symbols.needsMetadataGsym] === true
  ) {
    return null;
  }
  const head = `{"level":${info},"time":`;
  // The client's part of the line ("host" … "remotePort") is the same for every request of a
  // keep-alive connection: worked out once per connection, again only if the Host or address changes.
  const clients = new WeakMap<object, { host: string; ip: string; port: number | undefined; text: string }>();
  return (entry) => {
    const connection = entry.connection;
    let client = clients.get(connection);
    if (
      client === undefined ||
      client.host !== entry.host ||
      client.ip !== entry.ip ||
      client.port !== entry.remotePort
    ) {
      const port = entry.remotePort === undefined ? '' : `,"remotePort":${entry.remotePort}`;
      client = {
        host: entry.host,
        ip: entry.ip,
        port: entry.remotePort,
        text: `,"host":${quote(entry.host)},"remoteAddress":${quote(entry.ip)}${port}}`,
      };
      clients.set(connection, client);
    }
    stream.write(
      `${head}${Date.now()}${bindings},"reqId":${quote(entry.reqId)},"req":{"method":${quote(entry.method)},"url":${quote(maskAccessToken(entry.url))}${client.text},"res":{"statusCode":${entry.statusCode}},"responseTime":${entry.responseTime},"msg":"request completed"}\n`,
    );
  };
}

/** Printable ASCII but the quote and the backslash: text JSON writes as it is between quotes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** JSON.stringify of a string, without its cost for the plain ASCII of ids, methods and URLs. */
export function quote(text: string): string {
  return PLAIN.test(text) ? `"${text}"` : JSON.stringify(text);
}
