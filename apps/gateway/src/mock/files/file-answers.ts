import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Problem, problem } from '../../http/problem';
import type { StoredObject } from './file-store';
import type { UploadRecord } from './upload-store';

/** The backend's answer for a file it does not have (minio download, media through the backend). */
export function fileNotFound(detail: string, params: string, url: string): Problem {
  return { ...problem(404, detail, url, 'error.file.notFound'), params };
}

/** The whole file with its media type and length (the backend's download calls). */
export function sendWholeFile(reply: FastifyReply, object: StoredObject, disposition: boolean): FastifyReply {
  reply.type(object.contentType).header('content-length', object.size);
  // Object names are plain ASCII (FileStore only indexes such names), so no encoding is needed.
  if (disposition) reply.header('content-disposition', `inline; filename="${object.name}"`);
  return reply.send(createReadStream(object.path));
}

/** An uploaded picture, whole (uploads are at most 2 MB and read from memory or DATA_DIR). */
export function sendUpload(reply: FastifyReply, upload: UploadRecord, bytes: Buffer): FastifyReply {
  return reply.type(upload.contentType).header('content-length', bytes.length).send(bytes);
}

/**
 * Object storage's answer for one object: the whole object, one byte range (206) or 416 for a
 * range outside it, with conditional requests, as @fastify/send implements them.
 */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  object: StoredObject,
): Promise<FastifyReply> {
  const result = await send(request.raw, `/${encodeURIComponent(object.name)}`, {
    root,
    index: false,
    dotfiles: 'deny',
    acceptRanges: true,
  });
  if (result.type === 'error') {
    if (result.statusCode === 416) {
      result.stream.destroy();
      const range = result.headers['Content-Range'] ?? `bytes */${object.size}`;
      return reply.code(416).header('content-range', range).send();
    }
    throw result.metadata.error;
  }
  reply.code(result.statusCode).headers(result.headers);
  return reply.send(result.stream);
}

/** S3's NoSuchKey document, as object storage answers an unknown key. */
export function noSuchKey(bucket: string, key: string): string {
  // XML specials as character references; control characters cannot appear in XML 1.0 at all.
  const xml = (text: string) =>
    [...text]
      .filter((c) => c.charCodeAt(0) >= 0x20)
      .join('')
      .replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${xml(key)}</Key>` +
    `<BucketName>${xml(bucket)}</BucketName><Resource>/${xml(bucket)}/${xml(key)}</Resource>` +
    `<RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId></Error>`
  );
}
