import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { components } from '@jt/api-contract';
import { stylePreviews } from '@jt/mocks/page-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { validationProblem } from '../../contract/validation-problem';
import type { MockDomain } from '../mock-domain';
import { fileNotFound, sendUpload, sendWholeFile } from './file-answers';
import { FileStore } from './file-store';
import { pictureOf } from './picture';
import { createPictureSizer } from './sized-picture';
import { UploadStore } from './upload-store';

type MinioDownloadForm = components['schemas']['MinioDownloadForm'];

/** The upload limit of seed 001 §5/§9: 2048 KB. */
export const UPLOAD_LIMIT_BYTES = 2048 * 1024;

/** The backend's refusals of an upload (result 1, HTTP 200), in the client's own words (001 §5). */
export const UPLOAD_REFUSAL = {
  noFile: '请选择要上传的图片',
  badType: '文件格式不正确，请上传jpg、jpeg或png格式的图片',
  tooLarge: '文件过大，不能超过2M',
} as const;

/** What the multipart parser keeps of the file part (read up to the limit, no further). */
interface ReceivedFile {
  bytes: Buffer;
  truncated: boolean;
  fileName: string;
}

/**
 * The backend's file calls over the mock's object storage (mocks/files and the users' uploads):
 * the minio download of the sign-in page's pictures, video, logo and sprite (by name, or a style
 * preview by id), the upload of pictures, and the media read by object key or by name.
 */
export const filesDomain: MockDomain = {
  name: 'files',
  operations: ['minioDownload', 'getMediaIOForFileUrl', 'uploadFile', 'getMediaUrl'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    if (!ctx.store) throw new Error('The files mock needs the mock store');
    const files = await FileStore.open();
    const uploads = new UploadStore(ctx.store, ctx.config.dataDir);
    const sizer = createPictureSizer();
    // Encapsulated here: only this domain's routes parse multipart bodies. A file is read up to
    // the limit and no further; one file per call.
    await app.register(fastifyMultipart, {
      attachFieldsToBody: true,
      throwFileSizeLimit: false,
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
      onFile: async function keep(part: MultipartFile) {
        const bytes = await part.toBuffer();
        const received: ReceivedFile = { bytes, truncated: part.file.truncated, fileName: part.filename };
        part.value = received;
      },
    });

    app.route(
      operationRoute(ctx.contract.operation('minioDownload'), ctx.hooks, {
        handler: async (request, reply) => {
          const form = request.body as MinioDownloadForm | undefined;
          const { id, width } = request.query as { id?: string; width?: number };
          if (form?.fileName !== undefined) {
            const object = files.find(form.fileName);
            if (object && width !== undefined) {
              // The answer depends on Accept (AVIF, WebP or as stored) whatever the outcome.
              reply.header('vary', 'Accept');
              const sized = await sizer.sized(object, width, request.headers.accept);
              if (sized) {
                reply.header('content-disposition', `inline; filename="${object.name}"`);
                return reply
                  .type(sized.contentType)
                  .header('content-length', sized.bytes.length)
                  .send(sized.bytes);
              }
            }
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
          const upload = uploads.find(fileUrl);
          if (upload) return sendUpload(reply, upload, await uploads.bytesOf(upload));
          return reply.code(404).send(fileNotFound(`文件不存在：${fileUrl}`, fileUrl, request.url));
        },
      }),
    );

    app.route(
      operationRoute(ctx.contract.operation('uploadFile'), ctx.hooks, {
        handler: async (request, reply) => {
          const received = receivedFile(request);
          if (!received) return refuse(reply, UPLOAD_REFUSAL.noFile);
          if (received.truncated) return refuse(reply, UPLOAD_REFUSAL.tooLarge);
          const picture = await pictureOf(received.bytes);
          if (!picture) return refuse(reply, UPLOAD_REFUSAL.badType);
          const record = await uploads.save(
            received.bytes,
            picture,
            received.fileName,
            request.sessionUser?.userId ?? '',
          );
          const answer: UploadFileAnswer = {
            result: 0,
            msg: '上传成功',
            data: { fileUrl: record.key, fileName: record.fileName },
          };
          return reply.code(200).type('application/json').send(JSON.stringify(answer));
        },
      }),
    );

    app.route(
      operationRoute(ctx.contract.operation('getMediaUrl'), ctx.hooks, {
        handler: async (request, reply) => {
          const { fileName } = request.query as { fileName: string };
          const upload = uploads.findByName(fileName);
          const fileUrl = upload?.key ?? files.find(fileName)?.name;
          if (fileUrl === undefined) {
            return reply.code(404).send(fileNotFound(`文件不存在：${fileName}`, fileName, request.url));
          }
          return reply
            .code(200)
            .type('application/json')
            .send(JSON.stringify({ code: 200, msg: '操作成功', data: { fileUrl, fileName } }));
        },
      }),
    );
  },
};

type UploadFileAnswer = components['schemas']['UploadFileAnswer'];

/** The file part `file` of the multipart body, as the parser kept it; null when there is none. */
function receivedFile(request: FastifyRequest): ReceivedFile | null {
  const part = (request.body as Record<string, unknown> | undefined)?.file as
    | { type?: string; value?: ReceivedFile }
    | undefined;
  if (part?.type !== 'file' || !part.value) return null;
  return part.value;
}

function refuse(reply: FastifyReply, msg: string): FastifyReply {
  const answer: UploadFileAnswer = { result: 1, msg, data: null };
  return reply.code(200).type('application/json').send(JSON.stringify(answer));
}
