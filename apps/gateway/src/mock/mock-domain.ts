import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../context';

/**
 * A stateful part of the embedded mock (sign-in, captcha, configuration …): a Fastify plugin
 * that registers the routes of exactly the operations it lists, each with `operationRoute`, and
 * keeps its state to itself. Operations no domain lists answer from the contract's examples.
 */
export interface MockDomain {
  name: string;
  operations: readonly string[];
  plugin: FastifyPluginAsync<ContextOptions>;
}
