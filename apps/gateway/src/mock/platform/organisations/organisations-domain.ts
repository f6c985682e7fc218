// 系统管理 › 组织机构 on the mock: the world's organisations (listOrganisations answers them)
// added, changed and deleted by administrators (adminOnly), persisted in the store. An
// organisation something refers to (sub-organisations, users, inspectors, vehicles, routes,
// diseases, patrols, work orders) is not deleted: the refusal counts what refers to it.
import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { operationRoute } from '../../../contract/operation-route';
import { problem } from '../../../http/problem';
import { adminOnly } from '../../auth/admin-only';
import { authState } from '../../auth/auth-state';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import {
  checkedOrganisation,
  ORG_REFUSALS,
  type OrgRecord,
  type OrgReferences,
  organisationDeleteRefusal,
} from '../../world/organisation-rules';
import type { World } from '../../world/world';
import { adminButtonGuard, type ButtonCode } from '../button-guard';
import { requireWorld } from '../world-routes';

type OrganisationSave = components['schemas']['OrganisationSave'];
const OPERATIONS = ['saveOrganisation', 'deleteOrganisation'] as const;

/** Everything of the world (and the accounts) that names the organisation. */
function referencesTo(
  org: OrgRecord,
  world: World,
  accounts: readonly { orgId: string | null }[],
): OrgReferences {
  const count = <T>(rows: readonly T[], refers: (row: T) => boolean) => rows.filter(refers).length;
  return {
    users: count(accounts, (account) => account.orgId === org.id),
    inspectors: count(world.organisations.inspectors(), (p) => p.orgId === org.id),
    vehicles: count(world.organisations.vehicles(), (v) => v.orgId === org.id),
    routes: count(world.roads.rows(), (route) => route.officeId === org.id),
    diseases: count(world.diseases.rows(), (d) => d.orgId === org.id),
    patrols: count(world.patrols.rows(), (p) => p.orgId === org.id),
    workOrders: count(world.workOrders.rows(), (o) => o.maintainUnitId === org.id),
  };
}

export const organisationsDomain: MockDomain = {
  name: 'organisations',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The organisations mock domain needs the mock store');
    const world = requireWorld(ctx);
    const accounts = authState(store).accounts;
    const admin = adminOnly(accounts);

    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) =>
      reply
        .code(400)
        .type('application/json')
        .send(JSON.stringify(problem(400, reason, request.url, 'error.org.refused')));
    // Each write behind its button of 组织机构 (seed 000 §6; menu-tree 9091–9093).
    const route = (
      id: (typeof OPERATIONS)[number],
      handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      code: ButtonCode,
    ) =>
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler: adminButtonGuard(admin, store, code)(handler),
        }),
      );

    route(
      'saveOrganisation',
      async (request, reply) => {
        const body = request.body as OrganisationSave;
        const all = world.organisations.rows();
        const current = body.id === undefined ? null : world.organisations.get(body.id);
        if (current === undefined) return refuse(request, reply, ORG_REFUSALS.missing);
        const outcome = checkedOrganisation(
          {
            parentId: body.parentId,
            orgCode: body.orgCode,
            orgName: body.orgName,
            orgType: body.orgType,
            routeCodes: body.routeCodes ?? current?.routeCodes ?? [],
            leader: body.leader ?? null,
            phone: body.phone ?? null,
            address: body.address ?? null,
          },
          current,
          all,
          new Set(world.roads.rows().map((row) => row.routeCode)),
        );
        if (!outcome.ok) return refuse(request, reply, outcome.reason);
        return ok(world.organisations.put(current?.id ?? null, outcome.value));
      },
      (request) => ((request.body as OrganisationSave).id === undefined ? 'org:add' : 'org:edit'),
    );

    route(
      'deleteOrganisation',
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const org = world.organisations.get(id);
        if (!org) return refuse(request, reply, ORG_REFUSALS.missing);
        const reason = organisationDeleteRefusal(
          org,
          world.organisations.rows(),
          referencesTo(org, world, accounts.values()),
        );
        if (reason) return refuse(request, reply, reason);
        world.organisations.remove(org.id);
        return { code: 200, msg: '操作成功' };
      },
      'org:delete',
    );
  },
};
