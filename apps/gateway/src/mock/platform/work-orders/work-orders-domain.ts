import type { components } from '@jt/api-contract';
import type { WorkOrderAction } from '@jt/mocks/world/work-order-states';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { heldPermissionCodes, menuRecords } from '../../config/menu-entries';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { menuAccessOf, roleRecords } from '../../roles';
import type { TodoKind } from '../../world/todos';
import { type MoveInput, WORK_ORDER_FIELDS } from '../../world/work-orders';
import { buttonGuard } from '../button-guard';
import { tableExportRoute } from '../table-export';
import { selectRows } from '../table-query';
import { answer, asText, notFound, operatorOf, requireWorld, tableQuery, worldRoute } from '../world-routes';

type Schemas = components['schemas'];

const MOVES: ReadonlyArray<readonly [string, WorkOrderAction, (body: never) => Omit<MoveInput, 'operator'>]> =
  [
    [
      'dispatchWorkOrder',
      'dispatch',
      (body: Schemas['DispatchRequest']) => ({
        ...(asText(body.maintainUnitId) !== undefined ? { maintainUnitId: asText(body.maintainUnitId) } : {}),
        ...(body.deadline !== undefined ? { deadline: body.deadline } : {}),
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
      }),
    ],
    ['startWorkOrderRepair', 'startRepair', (body: Schemas['RemarkRequest']) => ({ ...body })],
    ['submitWorkOrder', 'submit', (body: Schemas['SubmitRequest']) => ({ ...body })],
    ['acceptWorkOrder', 'accept', (body: Schemas['AcceptanceRequest']) => ({ ...body })],
    ['rejectWorkOrder', 'reject', (body: Schemas['AcceptanceRequest']) => ({ ...body })],
  ];

/** Which button code lets a user do which kind of to-do (the menu tree's 工单管理 buttons). */
const TODO_KINDS: ReadonlyArray<{ kind: TodoKind; code: string }> = [
  { kind: 'dispatch', code: 'workorder:dispatch' },
  { kind: 'acceptance', code: 'workorder:accept' },
];

/**
 * The moves behind a button of 工单管理 (seed 000 §6; menu-tree 4011–4012): 派单, and 验收 whether it
 * passes or fails. 开始维修 and 提交 are the maintenance unit's and have no code.
 */
const MOVE_BUTTONS: Readonly<Record<string, string>> = {
  dispatchWorkOrder: 'workorder:dispatch',
  acceptWorkOrder: 'workorder:accept',
  rejectWorkOrder: 'workorder:accept',
};

/** The export's sheet and file name (the page's title). */
export const EXPORT_TITLE = '工单管理';

/** /workOrder's calls over the world's work orders: list, export, detail, the state machine's moves, to-dos. */
export const workOrdersDomain: MockDomain = {
  name: 'work-orders',
  operations: ['listWorkOrders', 'exportWorkOrders', 'getWorkOrder', 'listTodos', ...MOVES.map(([id]) => id)],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The work-orders mock domain needs the mock store');
    worldRoute(app, ctx, 'listWorkOrders', (request, world) =>
      ok(world.workOrders.page(tableQuery(request))),
    );
    const world = requireWorld(ctx);
    tableExportRoute(app, ctx, {
      operationId: 'exportWorkOrders',
      title: EXPORT_TITLE,
      asciiName: 'work-orders.xlsx',
      fields: WORK_ORDER_FIELDS,
      select: (request) => selectRows(world.workOrders.rows(), request, WORK_ORDER_FIELDS),
      now: () => world.clock.now(),
      guard: buttonGuard(store, 'workorder:export'),
    });
    worldRoute(app, ctx, 'getWorkOrder', (request, world) => {
      const order = world.workOrders.get((request.params as { id: string }).id);
      return order ? ok(order) : notFound('工单不存在或已删除');
    });
    // A to-do is the user's when they hold the button that does it: 派单 dispatches, 验收 accepts.
    const kindsOf = (request: FastifyRequest): TodoKind[] => {
      const roles = request.sessionUser?.roles ?? [];
      const held = heldPermissionCodes(
        menuRecords(store).values(),
        menuAccessOf(roleRecords(store).values(), roles),
      );
      return TODO_KINDS.filter(({ code }) => held.has(code)).map(({ kind }) => kind);
    };
    worldRoute(app, ctx, 'listTodos', (request, world) =>
      ok(world.todos.page(tableQuery(request), kindsOf(request))),
    );
    for (const [operationId, action, read] of MOVES) {
      const code = MOVE_BUTTONS[operationId];
      worldRoute(
        app,
        ctx,
        operationId,
        (request: FastifyRequest, world) => {
          const { id } = request.params as { id: string };
          const body = (request.body ?? {}) as never;
          return answer(world.workOrders.move(id, action, { ...read(body), operator: operatorOf(request) }));
        },
        code === undefined ? undefined : buttonGuard(store, code),
      );
    }
  },
};
