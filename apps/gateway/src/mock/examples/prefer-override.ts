import type { GatewayContext } from '../../context';
import type { AnswerOverride } from '../../contract/operation-route';
import { hasSelector, readSelector } from './prefer';
import { sendExample } from './send-example';

/**
 * With a Prefer selector, an operation of a mocked upstream answers from the contract's examples
 * even when a stateful handler exists, so QA can force any documented answer of any call.
 */
export function preferOverride(ctx: GatewayContext): AnswerOverride {
  return async (request, reply, operation) => {
    if (operation.upstream === 'gateway' || ctx.config.upstreams[operation.upstream].mode !== 'mock')
      return false;
    if (
      !hasSelector(readSelector(request.headers.prefer, request.query as Record<string, unknown> | undefined))
    ) {
      return false;
    }
    await sendExample(ctx.contract, operation, request, reply);
    return true;
  };
}
