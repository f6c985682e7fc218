import { describe, expect, it } from 'vitest';
import { loadContract } from '../../contract/contract';
import { contractValidatorCompiler } from '../../contract/validators';
import { LaneRoutes } from './lane-routes';

const contract = loadContract();
const api = contract.operations.filter((op) => op.upstream === 'api');
const routes = new LaneRoutes(api, contractValidatorCompiler(contract));

describe('which requests the fast lane takes', () => {
  it('matches a backend call to its contract operation, query and all', () => {
    expect(routes.match('GET', '/api/administration/getTenantType')?.route.operation.operationId).toBe(
      'getTenantType',
    );
  });

  it('leaves to Fastify what is no operation of its own, or another method', () => {
    expect(routes.match('GET', '/api/no/such/call')).toBeNull();
    expect(routes.match('DELETE', '/api/administration/getTenantType')).toBeNull();
    expect(routes.match('GET', '/healthz')).toBeNull();
  });

  it('leaves to Fastify a target with a .. segment (plain or encoded) or with non-ASCII text', () => {
    expect(routes.match('GET', '/api/administration/../getTenantType')).toBeNull();
    expect(routes.match('GET', '/api/administration/getTenantType?x=%2e%2e/a')).toBeNull();
    expect(routes.match('GET', '/api/administration/getTenantType?name=路')).toBeNull();
  });

  it('leaves to Fastify a query or path the contract refuses, so its 400 is answered as before', () => {
    expect(routes.match('GET', '/api/administration/bigScreen/heat?days=30')).not.toBeNull();
    expect(routes.match('GET', '/api/administration/bigScreen/heat?days=31')).toBeNull();
    expect(routes.match('GET', '/api/system/cscpUserDetailsByUserId?userId=42')).not.toBeNull();
    expect(routes.match('GET', '/api/system/cscpUserDetailsByUserId')).toBeNull();
    expect(routes.match('GET', `/api/system/deblockingAccount/${'1'.repeat(32)}`)).not.toBeNull();
    expect(routes.match('GET', `/api/system/deblockingAccount/${'1'.repeat(33)}`)).toBeNull();
  });

  it('gives the path parameters as the route reads them', () => {
    expect(routes.match('GET', '/api/system/getCountKeyValue/admin?tenantAccount=jtdemo')?.params).toEqual({
      userName: 'admin',
    });
  });
});
