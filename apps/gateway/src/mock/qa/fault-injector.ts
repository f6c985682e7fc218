// Applies injected faults to the operation routes (OperationHooks.faultInjector): a documented
// error body, a delay, a request held open until the client gives up, a destroyed connection
// or a JSON body cut in half.

import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Contract, ContractOperation } from '../../contract/contract';
import type { FaultInjector } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { NoSuchExample, pickExampleAnswer } from '../examples/example-answer';
import type { Fault, Faults } from './faults';

export interface FaultEvents {
  /** A fault took over a request that will never be answered (dropped or held). */
  unanswered(
    request: FastifyRequest,
    reply: FastifyReply,
    operation: ContractOperation,
    fault: Fault,
    outcome: 'dropped' | 'timeout',
  ): void;
}

export interface FaultInjection {
  hook: FaultInjector;
  /** The fault that answered a request, for the journal. */
  faultOf(request: FastifyRequest): Fault | undefined;
  /** Destroys the connections still held by timeout faults (the gateway is closing). */
  releaseHeld(): void;
}

export function faultInjection(contract: Contract, faults: Faults, events: FaultEvents): FaultInjection {
  const applied = new WeakMap<FastifyRequest, Fault>();
  const held = new Set<FastifyReply>();

  const hook: FaultInjector = async (request, reply, operation) => {
    if (operation.path.startsWith('/__mock/')) return false;
    const fault = faults.take(operation.operationId);
    if (!fault) return false;
    applied.set(request, fault);
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    switch (fault.kind) {
      case 'delay':
        return false;
      case 'status': {
        const status = fault.status ?? 500;
        await reply
          .code(status)
          .type('application/json')
          .send(JSON.stringify(statusBody(contract, operation, status, fault.example, request.url)));
        return true;
      }
      case 'malformed':
        await reply.code(200).type('application/json').send(malformedBody(contract, operation));
        return true;
      case 'drop':
        reply.hijack();
        events.unanswered(request, reply, operation, fault, 'dropped');
        reply.raw.destroy();
        return true;
      case 'timeout':
        reply.hijack();
        held.add(reply);
        request.raw.once('close', () => {
          if (held.delete(reply)) events.unanswered(request, reply, operation, fault, 'timeout');
        });
        return true;
    }
  };

  return {
    hook,
    faultOf: (request) => applied.get(request),
    releaseHeld() {
      for (const reply of held) reply.raw.destroy();
      held.clear();
    },
  };
}

/**
 * The body of an injected status: the operation's documented example of it (the named one, or
 * the first), else the generic shape of that status.
 */
export function statusBody(
  contract: Contract,
  operation: ContractOperation,
  status: number,
  example: string | null,
  url: string,
): unknown {
  try {
    const answer = pickExampleAnswer(
      operation,
      contract.resolve,
      { code: String(status), example },
      'application/json',
    );
    if (answer.status === status && answer.body.kind === 'value') return withPath(answer.body.value, url);
  } catch (error) {
    if (!(error instanceof NoSuchExample)) throw error;
  }
  if (status === 444) return { msg: '参数校验出错：{faultInjection=QA 注入的故障}' };
  if (status === 401) return problem(401, '身份认证信息已失效，请重新登录', url);
  if (status === 403) return problem(403, '没有访问该资源的权限', url, '没有访问该资源的权限，请联系管理员');
  if (status === 500) return problem(500, '服务器内部错误', url);
  return problem(status, 'QA 注入的故障', url);
}

/** Checks at creation that a named example exists for the status; the problem text otherwise. */
export function exampleProblem(
  contract: Contract,
  operation: ContractOperation,
  status: number,
  example: string,
): string | null {
  const response = operation.spec.responses[String(status)];
  const content = response ? (contract.resolve(response).content ?? {}) : {};
  const names = Object.values(content).flatMap((media) => Object.keys(media.examples ?? {}));
  if (names.includes(example)) return null;
  const documented = names.length > 0 ? `. Documented: ${names.join(', ')}` : '';
  return `${operation.operationId} documents no example named '${example}' for ${status}${documented}`;
}

/** HTTP 200 whose JSON stops half-way: the operation's success example cut in half. */
export function malformedBody(contract: Contract, operation: ContractOperation): string {
  let text = '{"code":200,"msg":"操作成功","data":{"records":[{"id":"1"';
  try {
    const answer = pickExampleAnswer(
      operation,
      contract.resolve,
      { code: null, example: null },
      'application/json',
    );
    if (answer.body.kind === 'value') {
      const full = JSON.stringify(answer.body.value);
      if (full !== undefined && full.length > 2) text = full;
    }
  } catch (error) {
    if (!(error instanceof NoSuchExample)) throw error;
  }
  return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
}

function withPath(body: unknown, url: string): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'path' in body) {
    return { ...body, path: url.split('?')[0] };
  }
  return body;
}
