import { seedAccounts } from '@jt/mocks/accounts';
import { seedConfigs } from '@jt/mocks/configs';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../contract/contract';
import { SCENARIOS, scenarioNamed, unknownScenarioMessage } from './scenarios';

const contract = loadContract();

describe('the named scenarios', () => {
  it('have unique names, each starting from the seed', () => {
    expect(new Set(SCENARIOS.map((s) => s.name)).size).toBe(SCENARIOS.length);
    for (const scenario of SCENARIOS) expect(scenario.actions[0]).toEqual({ action: 'reset' });
  });

  it('name only accounts, operations and configuration keys that exist', () => {
    for (const { actions } of SCENARIOS) {
      for (const action of actions) {
        if (action.action === 'user') {
          expect(
            seedAccounts.some(
              (a) => a.tenantAccount === action.tenantAccount && a.username === action.userName,
            ),
          ).toBe(true);
        }
        if (action.action === 'fault')
          expect(() => contract.operation(action.fault.operationId)).not.toThrow();
        if (action.action === 'config') {
          for (const key of Object.keys(action.values))
            expect(Object.keys(seedConfigs[action.code])).toContain(key);
        }
      }
    }
  });

  it('are found by name, and an unknown name lists them', () => {
    expect(scenarioNamed('lockout')?.name).toBe('lockout');
    expect(scenarioNamed('nope')).toBeUndefined();
    expect(unknownScenarioMessage('nope')).toBe(
      `No scenario named 'nope'. Scenarios: ${SCENARIOS.map((s) => s.name).join(', ')}`,
    );
  });
});
