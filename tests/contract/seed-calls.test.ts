import document from '@jt/api-contract/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';

// Every call of the two specifications' call tables (000 §7, 001 §7), as method + path in the
// contract. Calls to other services are listed at the same-origin path the gateway fronts them
// on (docs/decisions.md): the chat service under /chat/{agent}, media under /media, the TTS socket
// at /tts, the map web services under /maps.
const SEED_000 = [
  ['POST', '/api/tokenLogin'],
  ['POST', '/api/singleLogin'],
  ['POST', '/api/component/system/integration/login'],
  ['POST', '/api/component/system/login'],
  ['GET', '/api/component/system/refreshToken'],
  ['GET', '/api/administration/getTenantType'],
  ['POST', '/api/component/user/getCurrentUserDetail'],
  ['POST', '/api/component/pageConfig/getCurrentPageConfig'],
  ['POST', '/api/component/tenant/getTenantList'],
  ['POST', '/api/component/minio/download'],
  ['POST', '/api/component/function/getPlatformMenuTree'],
  ['POST', '/api/component/config/getConfigByCode/{code}'],
  ['POST', '/api/component/config/getConfigByCodes'],
  ['POST', '/api/component/config/getGlobalConfig/{code}'],
  ['POST', '/api/component/config/getTenantConfig/password_config'],
  ['POST', '/api/component/user/forceUpdateUserPwd'],
  ['GET', '/api/component/config/getUserPasswordRule/{tenant}'],
  ['POST', '/api/component/dic/listDicInfo'],
  ['POST', '/api/tableSelf/getDynamicTableConfigByParam'],
  ['GET', '/api/component/captcha/getDigitalCaptcha'],
  ['POST', '/api/captcha/get'],
  ['POST', '/api/captcha/check'],
  ['GET', '/api/system/cscpUserDetailsOr'],
  ['GET', '/api/system/cscpUserDetailsOrTwo'],
  ['GET', '/api/system/cscpUserDetailsByUserId'],
  ['GET', '/api/system/cscpUserExistByUsername'],
  ['GET', '/api/system/getCountKeyValue/{userName}'],
  ['GET', '/api/system/getCaptchaAttempts'],
  ['GET', '/api/system/deblockingAccount/{id}'],
  ['DELETE', '/api/system/cscpUsers/{id}'],
  ['PUT', '/api/system/updateCscpUserPwd/{type}'],
  ['PUT', '/api/system/cscpUserDetails/{type}'],
  ['POST', '/api/system/cscpUserDetails'],
] as const;

const SEED_001 = [
  ['POST', '/chat/{agent}/v1/chat-messages'],
  ['POST', '/chat/{agent}/v1/chat-messages/{taskId}/stop'],
  ['POST', '/api/administration/selectModelHistory'],
  ['POST', '/api/administration/listForPatrolForNow'],
  ['POST', '/api/administration/analysisImage'],
  ['POST', '/api/administration/processListByDiseaseId'],
  ['POST', '/api/administration/getGisById'],
  ['POST', '/api/administration/sendOrderModel'],
  ['GET', '/api/administration/weeklyInspectionRecordReportLoad'],
  ['GET', '/api/administration/ysReportLoad'],
  ['GET', '/api/administration/downExcel'],
  ['POST', '/api/minio/uploadFile'],
  ['GET', '/api/minio/getMediaIOForFileUrl'],
  ['GET', '/api/minio/getMediaUrl'],
  ['GET', '/chat/static/{fileName}'],
  ['GET', '/media/{objectKey}'],
  ['GET', '/tts'],
  ['GET', '/maps/geocoding/v3'],
  ['GET', '/maps/reverse_geocoding/v3'],
  ['GET', '/maps/direction/v2/driving'],
  ['GET', '/maps/direction/v2/riding'],
  ['GET', '/maps/weather/v1'],
  ['GET', '/maps/api_region_search/v1'],
  ['GET', '/maps/place/v2/search'],
  ['POST', '/maps/rectify/v1/track'],
] as const;

const GATEWAY = [
  ['GET', '/healthz'],
  ['GET', '/app-config.json'],
] as const;

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses: Record<string, unknown>;
  'x-upstream'?: string;
  'x-inferred'?: boolean;
  'x-inferred-note'?: string;
};
const paths = document.paths as unknown as Record<string, Record<string, Operation>>;
const operations = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);

describe('the contract covers the specifications', () => {
  it.each([...SEED_000, ...SEED_001, ...GATEWAY])('documents %s %s', (method, path) => {
    expect(paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
  });

  it('documents nothing the seeds and the gateway do not account for, apart from inferred calls', () => {
    const listed = new Set([...SEED_000, ...SEED_001, ...GATEWAY].map(([m, p]) => `${m} ${p}`));
    const extra = operations.filter(
      ({ method, path, op }) => !listed.has(`${method} ${path}`) && op['x-inferred'] !== true,
    );
    expect(extra.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });
});

describe('every operation is complete', () => {
  it.each(operations.map(({ method, path, op }) => [`${method} ${path}`, op] as const))('%s', (_name, op) => {
    expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(op.summary).toBeTruthy();
    expect(op.tags?.length).toBeGreaterThan(0);
    expect(['api', 'chat', 'storage', 'tts', 'maps', 'gateway']).toContain(op['x-upstream']);
    if (op['x-inferred']) expect(op['x-inferred-note'], 'x-inferred needs its one-line note').toMatch(/\S/);
    if (op['x-inferred-note']) expect(op['x-inferred']).toBe(true);
    const codes = Object.keys(op.responses);
    // getCountKeyValue is the one call the backend always answers with 401 (research §2.2).
    if (op.operationId !== 'getCountKeyValue') {
      expect(codes.some((code) => code.startsWith('2') || code === '101')).toBe(true);
    }
    const hasInput = op.requestBody !== undefined || (op.parameters?.length ?? 0) > 0;
    if (hasInput && op['x-upstream'] !== 'gateway')
      expect(codes, 'documents the 400 of bad input').toContain('400');
    const isPublic = Array.isArray(op.security) && op.security.length === 0;
    if (!isPublic && op['x-upstream'] === 'api') {
      expect(codes).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});
