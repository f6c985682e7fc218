import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admin, gateway } from './support/gateway';

// The configuration values live in the mock's store under DATA_DIR: what QA changed is still
// there after the gateway restarts, and a reset brings the seed back. Each test starts the
// gateway twice (a few seconds each on a busy machine), hence the longer time limit.
let dataDir: string;
let app: FastifyInstance | null = null;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'config-restart-'));
});
afterEach(async () => {
  await app?.close();
  app = null;
  await rm(dataDir, { recursive: true, force: true });
});

const captchaConfig = async (gw: FastifyInstance) =>
  (await gw.inject({ method: 'POST', url: '/api/component/config/getGlobalConfig/captcha_config' })).json()
    .data;

describe('configuration values across a restart', () => {
  it('keeps a value QA changed and serves it after the restart', { timeout: 30_000 }, async () => {
    app = await gateway({ DATA_DIR: dataDir });
    expect(await captchaConfig(app)).toContainEqual({ code: 'captcha_type', value: '1' });
    const changed = await admin(app, 'PATCH', '/configs/captcha_config', { captcha_type: '2' });
    expect(changed.statusCode).toBe(200);
    expect(await captchaConfig(app)).toContainEqual({ code: 'captcha_type', value: '2' });
    await app.close();

    app = await gateway({ DATA_DIR: dataDir });
    expect(await captchaConfig(app)).toContainEqual({ code: 'captcha_type', value: '2' });
    expect(await captchaConfig(app)).toContainEqual({ code: 'captcha_max_attempts', value: '5' });
  });

  it('brings the seed values back on reset, and keeps them after the next restart', {
    timeout: 30_000,
  }, async () => {
    app = await gateway({ DATA_DIR: dataDir });
    await admin(app, 'PATCH', '/configs/captcha_config', { captcha_type: '0' });
    await admin(app, 'POST', '/reset');
    expect(await captchaConfig(app)).toContainEqual({ code: 'captcha_type', value: '1' });
    await app.close();

    app = await gateway({ DATA_DIR: dataDir });
    expect(await captchaConfig(app)).toContainEqual({ code: 'captcha_type', value: '1' });
  });
});
