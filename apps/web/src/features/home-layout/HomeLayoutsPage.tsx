// /system/home 首页管理: the home page's stored layouts (page type '1'). One is added (empty,
// then designed on /customHome), copied, previewed, put in use (/home then shows it) or deleted
// (not the one in use: the gateway refuses it in its words). A handful of rows without paging or
// filters: a plain Semi Table, not the configured list.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Table from '@douyinfe/semi-ui/lib/es/table';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { copyName } from '../../ui/form/copy-name';
import { FormModal } from '../../ui/form/FormModal';
import { ConfirmDelete, failureText } from '../../ui/table';
import { parseConfigData } from '../auth/login/page-config';
import {
  deletePageConfig,
  listPageConfigs,
  type PageConfigEntry,
  putPageConfigInUse,
  savePageConfig,
} from '../page-designer/designer-calls';
import { HOME_LAYOUT_BUTTONS } from '../page-designer/designer-rules';
import { homeWidgets } from './home-layout-rules';
import { HOME_TEXTS } from './home-texts';
import '../departments/departments.css';
import '../shell/pages.css';

const TEXT = HOME_TEXTS.manage;

export default function HomeLayoutsPage() {
  const [entries, setEntries] = useState<PageConfigEntry[] | null>(null);
  const [failure, setFailure] = useState('');
  const [adding, setAdding] = useState(false);
  const [, navigate] = useLocation();

  const load = useCallback(() => {
    listPageConfigs('1').then(setEntries, (error: unknown) =>
      setFailure(failureText(TEXT.loadFailed, error)),
    );
  }, []);
  useEffect(load, [load]);

  const act = (run: () => Promise<unknown>, done: string, failed: string) =>
    run().then(
      () => {
        showMessage(done, { type: 'success' });
        load();
      },
      (error: unknown) => showMessage(failureText(failed, error), { durationMs: 4000 }),
    );
  const names = (entries ?? []).map((entry) => entry.name ?? '');

  const columns = [
    { title: TEXT.name, dataIndex: 'name' },
    {
      title: TEXT.widgets,
      width: 100,
      render: (_: unknown, entry: PageConfigEntry) => homeWidgets(entry.configData).length,
    },
    {
      title: TEXT.state,
      width: 120,
      render: (_: unknown, entry: PageConfigEntry) =>
        entry.inUse ? <Tag color="green">{TEXT.inUse}</Tag> : null,
    },
    {
      title: TEXT.actions,
      width: 380,
      render: (_: unknown, entry: PageConfigEntry) => (
        <span className="jt-departments__row-actions">
          <Button
            theme="borderless"
            size="small"
            onClick={() => navigate(`/customHome?id=${encodeURIComponent(entry.id)}`)}
          >
            {TEXT.edit}
          </Button>
          <Button
            theme="borderless"
            size="small"
            onClick={() => window.open(`/previewHome?id=${encodeURIComponent(entry.id)}`, '_blank')}
          >
            {TEXT.preview}
          </Button>
          <PermissionButton
            permission={HOME_LAYOUT_BUTTONS.add}
            theme="borderless"
            size="small"
            onClick={() =>
              void act(
                () =>
                  savePageConfig({
                    name: copyName(entry.name ?? '', names),
                    type: '1',
                    configData: parseConfigData(entry.configData),
                  }),
                TEXT.copied,
                TEXT.copyFailed,
              )
            }
          >
            {TEXT.copy}
          </PermissionButton>
          <PermissionButton
            permission={HOME_LAYOUT_BUTTONS.use}
            theme="borderless"
            size="small"
            disabled={entry.inUse}
            onClick={() => void act(() => putPageConfigInUse(entry.id), TEXT.used, TEXT.useFailed)}
          >
            {TEXT.use}
          </PermissionButton>
          <ConfirmDelete
            title={TEXT.deleteConfirm(entry.name ?? '')}
            remove={() => deletePageConfig(entry.id)}
            deletedText={TEXT.deleted}
            failedText={TEXT.deleteFailed}
            onDeleted={load}
            permission={HOME_LAYOUT_BUTTONS.delete}
            label={TEXT.delete}
          />
        </span>
      ),
    },
  ];

  if (failure)
    return (
      <div className="jt-page">
        <p role="alert">{failure}</p>
      </div>
    );
  return (
    <div className="jt-page jt-home-layouts">
      <section className="jt-card" aria-label={TEXT.title}>
        <div className="jt-departments__toolbar">
          <PermissionButton
            permission={HOME_LAYOUT_BUTTONS.add}
            theme="solid"
            type="primary"
            onClick={() => setAdding(true)}
          >
            {TEXT.add}
          </PermissionButton>
        </div>
        <Table<PageConfigEntry>
          rowKey="id"
          size="small"
          loading={entries === null}
          dataSource={entries ?? []}
          columns={columns}
          pagination={false}
        />
      </section>
      {adding && (
        <FormModal<{ name: string }>
          title={TEXT.add}
          failedText={TEXT.saveFailed}
          initValues={{ name: '' }}
          onClose={() => setAdding(false)}
          onSubmit={async ({ name }) => {
            await savePageConfig({ name: name.trim(), type: '1', configData: [] });
            showMessage(TEXT.saved, { type: 'success' });
            setAdding(false);
            load();
          }}
        >
          {() => (
            <Form.Input
              field="name"
              label={TEXT.name}
              maxLength={50}
              rules={[{ required: true, whitespace: true, message: TEXT.nameRequired }]}
            />
          )}
        </FormModal>
      )}
    </div>
  );
}
