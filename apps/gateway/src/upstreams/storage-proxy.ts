// Proxy mode of object storage (MinIO or any S3): /media/{objectKey} reads
// STORAGE_URL/<bucket>/<key>, path-style, with the caller's byte range. A private bucket's reads
// are signed with AWS Signature V4 (aws4, the usual small signer) using the gateway's keys; the
// caller's jtToken (header or access_token) never goes to storage. The object comes back as
// storage sends it: 200 or 206 with Content-Range, or storage's own error (S3 XML).
import aws4 from 'aws4';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorageUpstream } from '../config';
import { safeMediaHeaders } from '../http/media-types';
import { forwardOperations, type UpstreamProxyOptions } from './forward-operations';

type OutgoingHeaders = Record<string, string | string[] | undefined>;

/** The object's path in the bucket (path-style addressing, as MinIO serves it). */
export function objectPath(storage: Pick<StorageUpstream, 'url' | 'bucket'>, objectKey: string): string {
  const basePath = new URL(storage.url ?? 'http://storage').pathname.replace(/\/+$/, '');
  return `${basePath}/${encodeURIComponent(storage.bucket)}/${encodeURIComponent(objectKey)}`;
}

/** Only what storage needs: the range of a video's read and the cache validators; then the signature. */
export function storageRequestHeaders(
  storage: StorageUpstream,
  sent: OutgoingHeaders,
  objectKey: string,
): OutgoingHeaders {
  const host = new URL(storage.url ?? 'http://storage').host;
  const headers: Record<string, string> = { host };
  for (const name of ['range', 'if-none-match', 'if-modified-since', 'accept-encoding']) {
    const value = sent[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (storage.accessKey === '') return headers;
  const signed = aws4.sign(
    {
      host,
      method: 'GET',
      path: objectPath(storage, objectKey),
      service: 's3',
      region: storage.region,
      headers,
    },
    { accessKeyId: storage.accessKey, secretAccessKey: storage.secretKey },
  );
  return signed.headers as OutgoingHeaders;
}

export async function storageProxy(app: FastifyInstance, { ctx, operations }: UpstreamProxyOptions) {
  const storage = ctx.config.upstreams.storage;
  const base = storage.url;
  if (base === null) throw new Error('STORAGE_URL is required with STORAGE_MODE=proxy');
  const origin = new URL(base).origin;
  const keyOf = (request: FastifyRequest) => String((request.params as Record<string, unknown>).objectKey);

  await app.register(forwardOperations, {
    ctx,
    base,
    operations,
    target: (request) => `${origin}${objectPath(storage, keyOf(request))}`,
    rewriteHeaders: (headers, request) => storageRequestHeaders(storage, headers, keyOf(request)),
    // Only pictures, video, PDF, office files … keep their type: stored HTML or SVG is a download.
    rewriteResponseHeaders: (headers) => safeMediaHeaders(headers),
  });
}
