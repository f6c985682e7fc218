// 系统管理 › 节假日参数 on the mock: the holiday calendar (holiday-calendar.ts) listed for the year
// view and changed by the tenant's administrators (adminFlag '1' or '2'). Refusals answer as the
// platform's other writes do: HTTP 200, code 400 (404 for a day not in the calendar), the reason
// in Chinese.
import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { adminOnly } from '../auth/admin-only';
import { authState } from '../auth/auth-state';
import { ok } from '../config/result';
import type { MockDomain } from '../mock-domain';
import { adminButtonGuard } from '../platform/button-guard';
import { queryPage, type TableQueryInput } from '../platform/table-query';
import { operatorOf, resultRoute } from '../platform/world-routes';
import { fieldSpecs, type WorldResult } from '../world/field-specs';
import { HolidayCalendar, type HolidayRecord } from './holiday-calendar';

type Schemas = components['schemas'];
type HolidayView = Schemas['Holiday'];

const OPERATIONS = ['listHolidays', 'createHoliday', 'updateHoliday', 'deleteHoliday'] as const;

/** The button codes of 节假日参数's entries in the menu tree (seed 000 §6). */
export const HOLIDAY_BUTTONS = {
  add: 'holiday:add',
  edit: 'holiday:edit',
  delete: 'holiday:delete',
} as const;

export const HOLIDAY_FIELDS = fieldSpecs<HolidayView>({
  date: 'text',
  weekday: 'text',
  name: 'text',
  typeName: 'text',
  updateBy: 'text',
  updateTime: 'time',
});

export const holidaysDomain: MockDomain = {
  name: 'holidays',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The holidays mock domain needs the mock store');
    const calendar = new HolidayCalendar(store);
    const admin = adminOnly(authState(store).accounts);
    const route = (
      id: (typeof OPERATIONS)[number],
      handler: (request: FastifyRequest) => unknown,
      code?: string,
    ) => resultRoute(app, ctx, id, handler, adminButtonGuard(admin, store, code));
    const answer = (result: WorldResult<HolidayRecord>) =>
      result.ok
        ? ok(HolidayCalendar.view(result.value))
        : { code: result.message.includes('不在节假日日历中') ? 404 : 400, msg: result.message, data: null };
    const dateOf = (request: FastifyRequest) => (request.params as { date: string }).date;

    route('listHolidays', (request) =>
      ok(
        queryPage(calendar.rows().map(HolidayCalendar.view), request.body as TableQueryInput, HOLIDAY_FIELDS),
      ),
    );
    route(
      'createHoliday',
      (request) => {
        const body = request.body as Schemas['HolidayCreate'];
        return answer(calendar.create(body.date, body.name, body.type, operatorOf(request), Date.now()));
      },
      HOLIDAY_BUTTONS.add,
    );
    route(
      'updateHoliday',
      (request) => {
        const body = request.body as Schemas['HolidayFields'];
        return answer(
          calendar.update(dateOf(request), body.name, body.type, operatorOf(request), Date.now()),
        );
      },
      HOLIDAY_BUTTONS.edit,
    );
    route('deleteHoliday', (request) => answer(calendar.remove(dateOf(request))), HOLIDAY_BUTTONS.delete);
  },
};
