import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { GatewayContext } from '../context';
import { loadContract } from '../contract/contract';
import { ACCEPTED_TOKEN_TTL_MS, remoteSessionCheck } from './remote-session-check';

const contract = loadContract();
const geocode = contract.operation('geocode');

/** A gateway context with the backend proxied: only what the check reads. */
function backendProxied(): GatewayContext {
  const config = loadConfig({
    API_MODE: 'proxy',
    API_URL: 'http://backend.test',
    RSA_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----',
    MOCK_ADMIN: 'false',
  });
  return { config, contract } as GatewayContext;
}

async function harness(answer: () => Response | Promise<Response>) {
  let clock = 1_000_000;
  const asked: string[] = [];
  const check = remoteSessionCheck(backendProxied(), {
    now: () => clock,
    fetch: async (url, init) => {
      asked.push(`${String(url)} ${new Headers(init?.headers).get('authorization')}`);
      return answer();
    },
  });
  const app = Fastify();
  app.get('/maps/geocoding/v3', async (request, reply) => {
    await check(request, reply, geocode);
    if (!reply.sent) await reply.send({ passed: true });
  });
  await app.ready();
  const call = async () =>
    app.inject({ method: 'GET', url: '/maps/geocoding/v3', headers: { authorization: 'Bearer t1' } });
  return { app, asked, call, advance: (ms: number) => (clock += ms) };
}

const userDetail = () =>
  new Response('{"code":200,"msg":"","data":{"userName":"admin"}}', {
    headers: { 'content-type': 'application/json' },
  });

describe("the proxied backend's session check", () => {
  it('asks getCurrentUserDetail with the caller token, and again once the 30 s of trust are over', async () => {
    const { app, asked, call, advance } = await harness(userDetail);
    expect((await call()).json()).toEqual({ passed: true });
    advance(ACCEPTED_TOKEN_TTL_MS - 1);
    expect((await call()).json()).toEqual({ passed: true });
    expect(asked).toEqual(['http://backend.test/api/component/user/getCurrentUserDetail Bearer t1']);
    advance(1);
    await call();
    expect(asked).toHaveLength(2);
    await app.close();
  });

  it('takes a 2xx that is not the user detail envelope for no session', async () => {
    const { app, call } = await harness(() => new Response('<html>login</html>', { status: 200 }));
    const answer = await call();
    expect(answer.statusCode).toBe(401);
    expect(answer.json().detail).toBe('身份认证信息已失效，请重新登录');
    await app.close();
  });

  it('answers 502 when the backend cannot be reached, and trusts nothing', async () => {
    const { app, asked, call } = await harness(() => {
      throw new TypeError('fetch failed');
    });
    const answer = await call();
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({ status: 502, detail: '上游服务暂不可用，请稍后重试' });
    await call();
    expect(asked).toHaveLength(2);
    await app.close();
  });
});
