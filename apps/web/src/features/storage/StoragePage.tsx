// /system/storage 存储配置 (seed 000 §2's system pages; issue 15: browse the media bucket): the
// platform's own files and the pictures users uploaded, on the configured table (filters of
// seed 000 §9, paging and sorting on the gateway), each previewed and downloadable through the
// media address with the session's token; an upload can be deleted, the platform's files not.
import Image from '@douyinfe/semi-ui/lib/es/image';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useMemo, useState } from 'react';
import { pictureUrl } from '../../lib/media/picture-url';
import { ConfigTable, ConfirmDelete, type FilterField, type RowActions } from '../../ui/table';
import { deleteStorageObject, listStorageObjects, type StorageRow } from './storage-calls';
import { canDelete, formatSize, objectKind, STORAGE_BUTTONS, STORAGE_TEXTS as TEXT } from './storage-rules';
import './storage.css';
import '../shell/pages.css';

const ROUTE = '/system/storage';

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  sourceName: {
    kind: 'options',
    options: ['系统文件', '用户上传'].map((name) => ({ label: name, value: name })),
  },
  lastModified: { kind: 'time' },
};

const RENDER_CELL = {
  name: (value: unknown, row: StorageRow) => {
    const url = pictureUrl(row.name);
    return (
      <span className="jt-storage__name">
        {objectKind(row) === 'image' && url ? (
          <Image src={url} width={40} height={40} alt={row.name} preview imgCls="jt-storage__thumb" />
        ) : (
          <Tag size="small">{TEXT.kinds[objectKind(row)]}</Tag>
        )}
        <span>{String(value)}</span>
      </span>
    );
  },
  size: (value: unknown) => formatSize(Number(value)),
  sourceName: (value: unknown, row: StorageRow) => (
    <Tag color={row.source === 'upload' ? 'blue' : 'grey'} size="small">
      {String(value)}
    </Tag>
  ),
};

export default function StoragePage() {
  const [reloadKey, setReloadKey] = useState(0);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  const rowActions = useMemo<RowActions<StorageRow>>(
    () => ({
      title: TEXT.actions,
      width: 150,
      render: (row) => (
        <span className="jt-storage__row-actions">
          <a
            className="jt-storage__download"
            href={pictureUrl(row.name) ?? undefined}
            download={row.fileName ?? row.name}
          >
            {TEXT.download}
          </a>
          {canDelete(row) && (
            <ConfirmDelete
              permission={STORAGE_BUTTONS.delete}
              title={TEXT.deleteConfirm(row.fileName ?? row.name)}
              remove={() => deleteStorageObject(row.name)}
              deletedText={TEXT.deleted}
              failedText={TEXT.deleteFailed}
              onDeleted={changed}
              label={TEXT.delete}
            />
          )}
        </span>
      ),
    }),
    [changed],
  );

  return (
    <div className="jt-page jt-storage">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<StorageRow>
          route={ROUTE}
          load={listStorageObjects}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          reloadKey={reloadKey}
        />
      </section>
    </div>
  );
}
