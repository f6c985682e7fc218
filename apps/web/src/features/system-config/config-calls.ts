// The configuration pages' calls through the contract's client: read a code (getGlobalConfig reads
// every code) and save some of its keys (saveConfig, inferred).
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import type { ConfigCode } from './config-rules';

export type ConfigValues = Record<string, string>;

const toValues = (entries: ReadonlyArray<{ code: string; value: string }>): ConfigValues =>
  Object.fromEntries(entries.map((e) => [e.code, e.value]));

export async function readConfig(code: ConfigCode): Promise<ConfigValues> {
  const { data, error, response } = await api.POST('/api/component/config/getGlobalConfig/{code}', {
    params: { path: { code } },
  });
  if (data?.code !== 200)
    throw new Error(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return toValues(data.data);
}

export async function saveConfig(code: ConfigCode, values: ConfigValues): Promise<ConfigValues> {
  const body = Object.entries(values).map(([key, value]) => ({ code: key as never, value }));
  const { data, error, response } = await api.POST('/api/component/config/saveConfig/{code}', {
    params: { path: { code } },
    body,
  });
  if (data?.code !== 200)
    throw new Error(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return toValues(data.data);
}
