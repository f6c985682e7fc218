import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve as resolvePath, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Contract, ContractOperation } from '../../contract/contract';
import { problem } from '../../http/problem';
import { mocksRoot } from '../../paths';
import { NoSuchExample, pickExampleAnswer } from './example-answer';
import { readSelector } from './prefer';

/** Answers a request from the contract's examples, honouring the Prefer selectors. */
export async function sendExample(
  contract: Contract,
  operation: ContractOperation,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const selector = readSelector(request.headers.prefer, request.query as Record<string, unknown> | undefined);
  let answer: ReturnType<typeof pickExampleAnswer>;
  try {
    answer = pickExampleAnswer(operation, contract.resolve, selector, request.headers.accept);
  } catch (error) {
    if (!(error instanceof NoSuchExample)) throw error;
    const available = error.available.length > 0 ? ` Documented: ${error.available.join(', ')}.` : '';
    return reply
      .code(422)
      .send(problem(422, `${error.message}.${available}`, request.url, 'error.mock.noSuchExample'));
  }

  reply.code(answer.status);
  if (answer.exampleName) reply.header('x-mock-example', answer.exampleName);
  const { body, contentType } = answer;
  if (body.kind === 'empty' || contentType === null) return reply.send();
  reply.type(contentType);
  if (body.kind === 'file') {
    // Example files (OpenAPI externalValue) are paths under the repository's mocks/ folder.
    const path = resolvePath(mocksRoot, body.path.replace(/^mocks\//, ''));
    if (!path.startsWith(mocksRoot.endsWith(sep) ? mocksRoot : mocksRoot + sep)) {
      throw new Error(`${operation.operationId}: example file ${body.path} is outside mocks/`);
    }
    const info = await stat(path);
    reply.header('content-length', info.size);
    return reply.send(createReadStream(path));
  }
  if (isJson(contentType)) return reply.send(JSON.stringify(body.value));
  if (typeof body.value === 'string' && body.value !== '') return reply.send(body.value);
  return reply
    .code(501)
    .type('application/json')
    .send(
      problem(
        501,
        `${operation.operationId} has no sample for its ${contentType} answer; give the example an externalValue under mocks/`,
        request.url,
      ),
    );
}

function isJson(contentType: string): boolean {
  return contentType === 'application/json' || contentType.endsWith('+json');
}
