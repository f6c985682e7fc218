// /system/operLog 操作日志 (seed 000 §2's system pages): every call of the tenant that changed
// something or took data out — users, diseases, work orders, the assistant's saves and reports —
// under its module and title, who made it from where, and whether it succeeded, on the configured
// table, newest first; a row opens the call's parameters (secrets masked by the gateway).
// Read-only, for administrators (the gateway refuses others).
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { Schemas } from '@jt/api-contract';
import { useState } from 'react';
import { api } from '../../lib/api/client';
import { ConfigTable, type FilterField, listPage, type TablePage, type TableQuery } from '../../ui/table';
import { BUSINESS_TYPES, paramsShown, OPERATION_LOG_TEXTS as TEXT } from './operation-log-rules';
import './operation-log.css';
import '../shell/pages.css';

type OperationLogEntry = Schemas['OperationLogEntry'];

const ROUTE = '/system/operLog';

const listOperationLogs = async (query: TableQuery): Promise<TablePage<OperationLogEntry>> =>
  listPage(await api.POST('/api/system/operLog/page', { body: query }));

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  businessType: { kind: 'options', options: BUSINESS_TYPES.map((type) => ({ label: type, value: type })) },
  status: {
    kind: 'options',
    options: [
      { label: '成功', value: '成功' },
      { label: '失败', value: '失败' },
    ],
  },
  operTime: { kind: 'time' },
};

const statusTag = (value: unknown) => (
  <Tag color={value === '成功' ? 'green' : 'red'} size="small">
    {String(value)}
  </Tag>
);

const RENDER_CELL = {
  status: statusTag,
  operator: (_value: unknown, row: OperationLogEntry) =>
    row.operatorName ? `${row.operator}（${row.operatorName}）` : row.operator,
};

function OperationDetail({ entry, onClose }: { entry: OperationLogEntry | null; onClose(): void }) {
  return (
    <SideSheet
      title={TEXT.detailTitle}
      visible={entry !== null}
      onCancel={onClose}
      width={560}
      className="jt-operation-log__detail"
    >
      {entry ? (
        <>
          <Descriptions
            align="left"
            data={[
              { key: TEXT.module, value: entry.module },
              { key: TEXT.title, value: `${entry.title}（${entry.businessType}）` },
              { key: TEXT.operator, value: RENDER_CELL.operator(null, entry) },
              { key: TEXT.ipAddress, value: entry.ipAddress },
              { key: TEXT.operTime, value: entry.operTime },
              { key: TEXT.request, value: `${entry.method} ${entry.url}` },
              { key: TEXT.operation, value: entry.operationId },
              { key: TEXT.status, value: statusTag(entry.status) },
              { key: TEXT.httpStatus, value: String(entry.httpStatus) },
              { key: TEXT.costTime, value: `${entry.costTime} ms` },
              ...(entry.errorMsg ? [{ key: TEXT.errorMsg, value: entry.errorMsg }] : []),
            ]}
          />
          <h4 className="jt-operation-log__params-title">{TEXT.params}</h4>
          <pre className="jt-operation-log__params">{paramsShown(entry.params)}</pre>
        </>
      ) : null}
    </SideSheet>
  );
}

export default function OperationLogPage() {
  const [open, setOpen] = useState<OperationLogEntry | null>(null);
  return (
    <div className="jt-page">
      <section className="jt-card" aria-label={TEXT.pageTitle}>
        <ConfigTable<OperationLogEntry>
          route={ROUTE}
          load={listOperationLogs}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
          onRowClick={setOpen}
        />
      </section>
      <OperationDetail entry={open} onClose={() => setOpen(null)} />
    </div>
  );
}
