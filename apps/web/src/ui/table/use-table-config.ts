// The configured columns of a page's table (seed 000 §7: getDynamicTableConfigByParam with the
// route and the stored tenantType → column), read once per route.
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/client';
import { credentials } from '../../lib/session/credentials';
import type { ConfiguredColumn } from './table-columns';
import { failureText, TABLE_TEXTS, TableCallError } from './table-texts';

export type TableConfigState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; columns: ConfiguredColumn[] };

async function readTableConfig(route: string): Promise<ConfiguredColumn[]> {
  const tenantType = Number(credentials.tenantType() ?? '1');
  const { data, response } = await api.POST('/api/tableSelf/getDynamicTableConfigByParam', {
    body: { route, tenantType: Number.isFinite(tenantType) ? tenantType : 1 },
  });
  if (data?.code !== 200 || !data.data) throw new TableCallError(data?.msg || `HTTP ${response.status}`);
  return data.data.column;
}

export function useTableConfig(route: string, attempt: number): TableConfigState {
  const [state, setState] = useState<TableConfigState & { route: string; attempt: number }>({
    status: 'loading',
    route,
    attempt,
  });
  useEffect(() => {
    let live = true;
    readTableConfig(route)
      .then((columns) => live && setState({ status: 'ready', columns, route, attempt }))
      .catch(
        (error: unknown) =>
          live &&
          setState({
            status: 'error',
            message: failureText(TABLE_TEXTS.configFailed, error),
            route,
            attempt,
          }),
      );
    return () => {
      live = false;
    };
  }, [route, attempt]);
  return state.route === route && state.attempt === attempt ? state : { status: 'loading' };
}
