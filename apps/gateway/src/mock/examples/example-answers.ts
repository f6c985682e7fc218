import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../context';
import type { ContractOperation } from '../../contract/contract';
import { operationRoute } from '../../contract/operation-route';
import { sendExample } from './send-example';

export interface ExampleAnswersOptions extends ContextOptions {
  /** The operations no stateful handler answers. */
  operations: ContractOperation[];
}

/** The mock's answer for every operation without a stateful handler: the contract's examples. */
export async function exampleAnswers(app: FastifyInstance, { ctx, operations }: ExampleAnswersOptions) {
  for (const operation of operations) {
    app.route(
      operationRoute(operation, ctx.hooks, {
        handler: (request, reply) => sendExample(ctx.contract, operation, request, reply),
      }),
    );
  }
}
