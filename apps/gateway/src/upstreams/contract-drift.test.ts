import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract/contract';
import { ContractDrift, type DriftFinding } from './contract-drift';

const contract = loadContract();
const tenantType = contract.operation('getTenantType');

function drift(every = 1) {
  const findings: DriftFinding[] = [];
  const checked: boolean[] = [];
  const sampler = new ContractDrift(contract, {
    every,
    onDrift: (finding) => findings.push(finding),
    onChecked: (_operation, _status, drifted) => checked.push(drifted),
  });
  return { sampler, findings, checked };
}

describe('the contract drift check', () => {
  it('names the path and the rule an answer breaks, without its values', () => {
    const { sampler, findings } = drift();
    const errors = sampler.check(
      tenantType,
      200,
      'application/json',
      '{"code":200,"msg":"ok","data":"secret"}',
    );
    expect(errors).toEqual(['/data must be integer']);
    expect(findings).toEqual([{ operationId: 'getTenantType', status: 200, errors }]);
    expect(JSON.stringify(findings)).not.toContain('secret');
  });

  it('finds nothing in an answer the contract describes', () => {
    const { sampler, findings, checked } = drift();
    expect(sampler.check(tenantType, 200, 'application/json', '{"code":200,"msg":"ok","data":1}')).toEqual(
      [],
    );
    expect(findings).toEqual([]);
    expect(checked).toEqual([false]);
  });

  it('reports a body that is not JSON, and skips a status or type the contract does not describe', () => {
    const { sampler, findings } = drift();
    expect(sampler.check(tenantType, 200, 'application/json', '<html>')).toEqual(['(body) is not JSON']);
    expect(sampler.check(tenantType, 299, 'application/json', '{}')).toEqual([]);
    expect(sampler.check(tenantType, 200, 'text/plain', 'x')).toEqual([]);
    expect(findings).toHaveLength(1);
  });

  it('samples every Nth answer', () => {
    const { sampler } = drift(4);
    const picks = Array.from({ length: 12 }, () => sampler.sample());
    expect(picks.filter(Boolean)).toHaveLength(3);
    expect(picks[3]).toBe(true);
    expect(drift(0).sampler.sample()).toBe(false);
  });

  it('passes the answer through byte for byte and checks it once it has ended', async () => {
    const { sampler, findings } = drift();
    const body = '{"code":200,"msg":"操作成功","data":"x"}';
    const watched = sampler.watch(
      Readable.from([Buffer.from(body.slice(0, 10)), Buffer.from(body.slice(10))]),
      tenantType,
      200,
      'application/json;charset=UTF-8',
    );
    expect(await text(watched)).toBe(body);
    await new Promise((done) => setImmediate(done));
    expect(findings.map((f) => f.errors)).toEqual([['/data must be integer']]);
  });

  it('loses nothing when the reply starts reading the answer later', async () => {
    const { sampler } = drift();
    const body = '{"code":200,"msg":"操作成功","data":1}';
    const watched = sampler.watch(Readable.from([Buffer.from(body)]), tenantType, 200, 'application/json');
    await new Promise((done) => setTimeout(done, 20));
    expect(await text(watched)).toBe(body);
  });
});
