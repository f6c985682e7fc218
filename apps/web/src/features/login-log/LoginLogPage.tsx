// /system/loginLog 登录日志 (seed 000 §2's system pages): every sign-in attempt of the tenant — the
// form, integration and single sign-on, accepted or refused with what the user was told — on the
// configured table, newest first; read-only, for administrators (the gateway refuses others).
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { ConfigTable, type FilterField, listPage, type TablePage, type TableQuery } from '../../ui/table';
import '../shell/pages.css';

type LoginLogEntry = Schemas['LoginLogEntry'];

const ROUTE = '/system/loginLog';
const TITLE = '登录日志';

const listLoginLogs = async (query: TableQuery): Promise<TablePage<LoginLogEntry>> =>
  listPage(await api.POST('/api/system/loginLog/page', { body: query }));

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  result: {
    kind: 'options',
    options: [
      { label: '成功', value: '成功' },
      { label: '失败', value: '失败' },
    ],
  },
  loginTime: { kind: 'time' },
};

const RENDER_CELL = {
  result: (value: unknown) => (
    <Tag color={value === '成功' ? 'green' : 'red'} size="small">
      {String(value)}
    </Tag>
  ),
};

export default function LoginLogPage() {
  return (
    <div className="jt-page">
      <section className="jt-card" aria-label={TITLE}>
        <ConfigTable<LoginLogEntry>
          route={ROUTE}
          load={listLoginLogs}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
        />
      </section>
    </div>
  );
}
