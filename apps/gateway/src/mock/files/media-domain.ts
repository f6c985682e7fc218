import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { safeMediaHeaders } from '../../http/media-types';
import type { MockDomain } from '../mock-domain';
import { noSuchKey, sendObject, sendUpload } from './file-answers';
import { FileStore } from './file-store';
import { UploadStore } from './upload-store';

/**
 * Object storage read at /media/{objectKey} (the runtime config's mediaBaseUrl): pictures, the
 * video with byte ranges, the district GeoJSON whose address map_config.geo_json holds, and the
 * pictures users uploaded.
 */
export const mediaDomain: MockDomain = {
  name: 'media',
  operations: ['getMedia'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    if (!ctx.store) throw new Error('The media mock needs the mock store');
    const files = await FileStore.open();
    const uploads = new UploadStore(ctx.store, ctx.config.dataDir);
    // The same rule as the storage proxy: a type off the list is served as a download.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode < 300) {
        const safe = safeMediaHeaders({
          'content-type': reply.getHeader('content-type') as string | undefined,
        });
        reply.headers(safe);
      }
      done(null, payload);
    });

    app.route(
      operationRoute(ctx.contract.operation('getMedia'), ctx.hooks, {
        handler: async (request, reply) => {
          const { objectKey } = request.params as { objectKey: string };
          const object = files.find(objectKey);
          if (object) return sendObject(request, reply, files.root, object);
          const upload = uploads.find(objectKey);
          if (upload) return sendUpload(reply, upload, await uploads.bytesOf(upload));
          return reply
            .code(404)
            .type('application/xml')
            .send(noSuchKey(ctx.config.upstreams.storage.bucket, objectKey));
        },
      }),
    );
  },
};
