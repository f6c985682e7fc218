// The assistant's calls to the platform backend (seed 001 §7) in mock mode, over the mock's
// world: the saved conversations, the patrols on the road now, recognition of an uploaded
// picture, a disease's disposal, a patrol's track, the acceptance moves of a work order, and the
// three spreadsheet downloads, streamed.

import { readFile } from 'node:fs/promises';
import type { components } from '@jt/api-contract';
import { actionOfProcessStatus } from '@jt/mocks/world/work-order-states';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { ok } from '../config/result';
import { FileStore } from '../files/file-store';
import { pictureOf } from '../files/picture';
import { UploadStore } from '../files/upload-store';
import type { MockDomain } from '../mock-domain';
import type { PatrolRow } from '../world/patrols';
import type { World } from '../world/world';
import { diseaseDetail, patrolItem, trackPoints, watchedDetail } from './assistant-data';
import { AssistantHistory } from './history';
import { LabelMappings } from './label-mappings';
import { recognise } from './recognition';
import { RecognitionControls } from './recognition-controls';
import { writeAcceptanceReport, writeDiseaseList, writePatrolReport } from './reports/reports';
import { attachment, type StreamedWorkbook, streamedWorkbook, XLSX_TYPE } from './reports/xlsx-stream';

type Schemas = components['schemas'];

const OPERATIONS = [
  'selectModelHistory',
  'saveModelHistory',
  'listForPatrolForNow',
  'analysisImage',
  'processListByDiseaseId',
  'getGisById',
  'sendOrderModel',
  'weeklyInspectionRecordReportLoad',
  'ysReportLoad',
  'downExcel',
] as const;

/** A record the call names does not exist: the backend's 404 Problem. */
function notFound(request: FastifyRequest, detail: string, key: string, params: string) {
  return { ...problem(404, detail, request.url, `error.${key}.notFound`), params };
}

/** A business refusal (BadRequestAlertException): the reason as title and detail. */
function refusal(request: FastifyRequest, reason: string, key: string) {
  return { ...problem(400, reason, request.url, `error.${key}.refused`), title: reason };
}

export const assistantDomain: MockDomain = {
  name: 'assistant',
  operations: OPERATIONS,
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    if (!ctx.store || !ctx.world) throw new Error('The assistant mock needs the mock store and world');
    const world: World = ctx.world;
    const history = new AssistantHistory(ctx.store);
    const recognitions = new RecognitionControls(ctx.store);
    const mappings = new LabelMappings(ctx.store, world.diseaseTypes, () => world.clock.now());
    const files = await FileStore.open();
    const uploads = new UploadStore(ctx.store, ctx.config.dataDir);

    type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const route = (id: (typeof OPERATIONS)[number], handler: Handler) =>
      app.route(operationRoute(ctx.contract.operation(id), ctx.hooks, { handler }));
    const json = (reply: FastifyReply, status: number, body: unknown) =>
      reply.code(status).type('application/json').send(JSON.stringify(body));
    const ownerOf = (request: FastifyRequest) =>
      `${request.sessionUser?.tenantId}:${request.sessionUser?.userId}`;

    route('selectModelHistory', async (request, reply) =>
      json(reply, 200, ok(history.list(ownerOf(request)))),
    );

    route('saveModelHistory', async (request, reply) => {
      const entry = request.body as Schemas['ChatHistoryEntry'];
      const id = history.save(ownerOf(request), entry, world.clock.now());
      if (id === null) {
        return json(reply, 404, notFound(request, `历史记录不存在：${entry.id}`, 'history', entry.id ?? ''));
      }
      return json(reply, 200, ok({ id }));
    });

    route('listForPatrolForNow', async (_request, reply) =>
      json(reply, 200, ok(world.patrols.live().map(patrolItem))),
    );

    route('analysisImage', async (request, reply) => {
      const { picUrl } = request.body as Schemas['AnalysisImageRequest'];
      const bytes = await pictureBytes(picUrl);
      const picture = bytes ? await pictureOf(bytes) : null;
      if (!bytes || !picture) {
        return json(
          reply,
          404,
          notFound(request, `图片不存在或不是jpg、png图片：${picUrl}`, 'picture', picUrl),
        );
      }
      const listData = await recognise({ name: picUrl, bytes, ...picture }, recognitions.take(), (label) =>
        mappings.reading(label),
      );
      return json(reply, 200, ok({ listData }));
    });

    route('processListByDiseaseId', async (request, reply) => {
      const { id } = request.body as Schemas['IdRequest'];
      const disease = world.diseases.get(id);
      if (!disease) return json(reply, 404, notFound(request, `病害不存在：${id}`, 'disease', id));
      const order = world.workOrders.ofDisease(id);
      return json(reply, 200, ok({ object: order ? diseaseDetail(order) : watchedDetail(disease) }));
    });

    route('getGisById', async (request, reply) => {
      const { id } = request.body as Schemas['IdRequest'];
      if (!world.patrols.plan(id))
        return json(reply, 404, notFound(request, `巡查记录不存在：${id}`, 'patrol', id));
      // A patrol not started yet has no point.
      return json(reply, 200, ok({ listData: trackPoints(world.patrols.track(id) ?? []) }));
    });

    route('sendOrderModel', async (request, reply) => {
      const body = request.body as Schemas['SendOrderModelRequest'];
      // The assistant may name the order itself or the disease it is about.
      const order = world.workOrders.get(body.id) ?? world.workOrders.ofDisease(body.id);
      if (!order) return json(reply, 404, notFound(request, `工单不存在：${body.id}`, 'workOrder', body.id));
      const moved = world.workOrders.move(order.id, actionOfProcessStatus(body.processStatus), {
        operator: request.sessionUser?.realName ?? '',
        passTime: body.passTime,
        ...(body.opinion !== undefined ? { opinion: body.opinion } : {}),
      });
      if (!moved.ok) return json(reply, 400, refusal(request, moved.message, 'workOrder'));
      return json(reply, 200, ok(null));
    });

    const tenantMismatch = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null => {
      const { tenantId } = request.query as { tenantId: string };
      if (tenantId === request.sessionUser?.tenantId) return null;
      return json(reply, 403, problem(403, '只能下载本租户的报表', request.url, 'error.report.tenant'));
    };

    const streamReport = (
      reply: FastifyReply,
      name: string,
      fallback: string,
      write: (book: StreamedWorkbook) => Promise<void>,
    ) => {
      const book = streamedWorkbook('交通数字大脑·公路巡检养护平台', new Date(world.clock.now()));
      reply.code(200).type(XLSX_TYPE).header('content-disposition', attachment(name, fallback));
      void write(book)
        .then(() => book.commit())
        .catch((error: unknown) => {
          reply.log.error({ err: error }, 'report failed while streaming');
          book.stream.destroy(error as Error);
        });
      return reply.send(book.stream);
    };

    /** A download about one patrol (its record, its disease list). */
    const patrolDownload =
      (name: string, write: (book: StreamedWorkbook, patrol: PatrolRow) => Promise<void>) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const refused = tenantMismatch(request, reply);
        if (refused) return refused;
        const { id, fileName } = request.query as { id: string; fileName: string };
        const patrol = world.patrols.get(id);
        if (!patrol) return json(reply, 404, notFound(request, `巡查记录不存在：${id}`, 'patrol', id));
        return streamReport(reply, `${name}_${patrol.patrolCode}.xlsx`, fileName, (book) =>
          write(book, patrol),
        );
      };

    route(
      'weeklyInspectionRecordReportLoad',
      patrolDownload('巡查记录', (book, patrol) =>
        writePatrolReport(
          book,
          patrol,
          world.diseases.ofPatrol(patrol.id),
          world.patrols.track(patrol.id) ?? [],
          world.clock.now(),
        ),
      ),
    );

    route(
      'downExcel',
      patrolDownload('病害清单', (book, patrol) =>
        writeDiseaseList(book, patrol, world.diseases.ofPatrol(patrol.id)),
      ),
    );

    route('ysReportLoad', async (request, reply) => {
      const refused = tenantMismatch(request, reply);
      if (refused) return refused;
      const { id, fileName } = request.query as { id: string; fileName: string };
      const order = world.workOrders.get(id) ?? world.workOrders.ofDisease(id);
      if (!order) return json(reply, 404, notFound(request, `工单不存在：${id}`, 'workOrder', id));
      return streamReport(reply, `施工报告_${order.orderCode}.xlsx`, fileName, (book) =>
        writeAcceptanceReport(book, order, world.diseases.get(order.diseaseId), '/media/', world.clock.now()),
      );
    });

    /** The bytes of a picture the platform stores: an upload, or one of the mock's files. */
    async function pictureBytes(key: string): Promise<Buffer | null> {
      const upload = uploads.find(key);
      if (upload) return uploads.bytesOf(upload);
      const file = files.find(key);
      return file ? readFile(file.path) : null;
    }
  },
};
