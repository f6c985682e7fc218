import type { components } from '@jt/api-contract';
import { stylePreviews } from '@jt/mocks/page-config';
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { validationProblem } from '../../contract/validation-problem';
import type { MockDomain } from '../mock-domain';
import { fileNotFound, sendWholeFile } from './file-answers';
import { FileStore } from './file-store';

type MinioDownloadForm = components['schemas']['MinioDownloadForm'];

/**
 * The backend's file calls over the mock's object storage (mocks/files): the minio download of
 * the sign-in page's pictures, video, logo and sprite (by name, or a style preview by id) and the
 * media read by object key.
 */
export const filesDomain: MockDomain = {
  name: 'files',
  operations: ['minioDownload', 'getMediaIOForFileUrl'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const files = await FileStore.open();

    app.route(
      operationRoute(ctx.contract.operation('minioDownload'), ctx.hooks, {
        handler: async (request, reply) => {
          const form = request.body as MinioDownloadForm | undefined;
          const { id } = request.query as { id?: string };
          if (form?.fileName !== undefined) {
            const object = files.find(form.fileName);
            if (object) return sendWholeFile(reply, object, true);
            return reply
              .code(404)
              .send(fileNotFound(`文件不存在：${form.fileName}`, form.fileName, request.url));
          }
          if (id !== undefined) {
            const name = Object.hasOwn(stylePreviews, id) ? stylePreviews[id] : undefined;
            const object = name === undefined ? null : files.find(name);
            if (object) return sendWholeFile(reply, object, true);
            return reply.code(404).send(fileNotFound(`样式预览不存在：${id}`, id, request.url));
          }
          // The body is optional only because a style preview sends none: one of the two is needed.
          return reply.code(400).send(
            validationProblem(
              'body',
              [
                {
                  keyword: 'required',
                  instancePath: '',
                  params: { missingProperty: 'fileName' },
                  message: "must have required property 'fileName'",
                },
              ],
              request.url.split('?')[0] ?? request.url,
            ),
          );
        },
      }),
    );

    app.route(
      operationRoute(ctx.contract.operation('getMediaIOForFileUrl'), ctx.hooks, {
        handler: async (request, reply) => {
          const { fileUrl } = request.query as { fileName: string; fileUrl: string };
          const object = files.find(fileUrl);
          if (object) return sendWholeFile(reply, object, false);
          return reply.code(404).send(fileNotFound(`文件不存在：${fileUrl}`, fileUrl, request.url));
        },
      }),
    );
  },
};
