// The lane's access-log line, written straight to the logger's destination. pino's generic path
// (the req serializer, redaction, the object walked key by key) cost about a quarter of the hop's
// CPU (bench/proxy-hop: 116 against 85 µs a request with the line off); the lane's line has one
// fixed shape and no secret field (the URL's secrets are masked here, no header is logged), so it
// is written from a template: the same bytes as the Fastify route's line (access-line.test.ts).
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { maskAccessToken } from '../../http/log-redaction';

export interface AccessEntry {
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
  return (entry) => {
    const port = entry.remotePort === undefined ? '' : `,"remotePort":${entry.remotePort}`;
    stream.write(
      `${head}${Date.now()}${bindings},"reqId":${JSON.stringify(entry.reqId)},"req":{"method":${JSON.stringify(entry.method)},"url":${JSON.stringify(maskAccessToken(entry.url))},"host":${JSON.stringify(entry.host)},"remoteAddress":${JSON.stringify(entry.ip)}${port}},"res":{"statusCode":${entry.statusCode}},"responseTime":${entry.responseTime},"msg":"request completed"}\n`,
    );
  };
}
