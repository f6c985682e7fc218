// /system/dict 数据字典 (seed 000 §2 system pages, §7 listDicInfo): the dictionaries on the left,
// the items of the chosen one on the right; add, edit and delete an item (checked here as the
// gateway checks it), after which every page reading that dictionary with listDicInfo sees it.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Table from '@douyinfe/semi-ui/lib/es/table';
import { useCallback, useEffect, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { usePermission } from '../../lib/permissions/use-permission';
import { FieldProblem, FormModal } from '../../ui/form/FormModal';
import {
  type DicEntry,
  type DicType,
  deleteDicItem,
  listDicItems,
  listDicTypes,
  saveDicItem,
} from './dictionary-calls';
import { DIC_BUTTONS, DIC_LIMITS, DIC_TEXTS, type DicItemDraft, dicItemErrors } from './dictionary-rules';
import './system-config.css';
import '../shell/pages.css';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default function DictionaryPage() {
  const [types, setTypes] = useState<DicType[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [items, setItems] = useState<DicEntry[] | null>(null);
  const [editing, setEditing] = useState<DicEntry | 'new' | null>(null);
  const [failure, setFailure] = useState('');
  const mayDelete = usePermission(DIC_BUTTONS.delete);

  const loadTypes = useCallback(() => {
    listDicTypes().then(
      (read) => {
        setTypes(read);
        setChosen((current) => current ?? read[0]?.dicCode ?? null);
      },
      (error: unknown) => setFailure(`${DIC_TEXTS.loadFailed}：${message(error)}`),
    );
  }, []);
  useEffect(loadTypes, [loadTypes]);

  useEffect(() => {
    if (!chosen) return;
    let live = true;
    setItems(null);
    listDicItems(chosen).then(
      (read) => live && setItems(read),
      (error: unknown) => live && setFailure(`${DIC_TEXTS.loadFailed}：${message(error)}`),
    );
    return () => {
      live = false;
    };
  }, [chosen]);

  const changed = (next: DicEntry[]) => {
    setItems(next);
    loadTypes();
  };

  const remove = (item: DicEntry) =>
    deleteDicItem(item.key, item.value).then(
      (next) => {
        showMessage(DIC_TEXTS.deleted, { type: 'success' });
        changed(next);
      },
      (error: unknown) => showMessage(`${DIC_TEXTS.deleteFailed}：${message(error)}`),
    );

  const columns = [
    { title: DIC_TEXTS.value, dataIndex: 'value', width: 160 },
    { title: DIC_TEXTS.label, dataIndex: 'label' },
    {
      title: '操作',
      width: 160,
      render: (_: unknown, item: DicEntry) => (
        <>
          <PermissionButton
            permission={DIC_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => setEditing(item)}
          >
            {DIC_TEXTS.editAction}
          </PermissionButton>
          {mayDelete && (
            <Popconfirm title={DIC_TEXTS.deleteConfirm} onConfirm={() => void remove(item)}>
              <Button theme="borderless" type="danger" size="small">
                {DIC_TEXTS.delete}
              </Button>
            </Popconfirm>
          )}
        </>
      ),
    },
  ];

  if (failure) {
    return (
      <div className="jt-page">
        <p role="alert">{failure}</p>
      </div>
    );
  }
  return (
    <div className="jt-page jt-dict-page">
      <section className="jt-card jt-dict-page__types" aria-label="字典类型">
        <Table<DicType>
          rowKey="dicCode"
          size="small"
          loading={types === null}
          dataSource={types ?? []}
          pagination={false}
          columns={[
            {
              title: '字典编码',
              dataIndex: 'dicCode',
              render: (code: string) => (
                <Button
                  theme={code === chosen ? 'solid' : 'borderless'}
                  size="small"
                  onClick={() => setChosen(code)}
                >
                  {code}
                </Button>
              ),
            },
            { title: '项数', dataIndex: 'count', width: 64 },
          ]}
        />
      </section>
      <section className="jt-card jt-dict-page__items" aria-label={`${chosen ?? ''} 字典项`}>
        <div className="jt-dict-page__toolbar">
          <strong>{chosen}</strong>
          <PermissionButton
            permission={DIC_BUTTONS.add}
            theme="solid"
            type="primary"
            disabled={!chosen}
            onClick={() => setEditing('new')}
          >
            {DIC_TEXTS.add}
          </PermissionButton>
        </div>
        <Table<DicEntry>
          rowKey="value"
          size="small"
          loading={items === null}
          dataSource={items ?? []}
          pagination={false}
          columns={columns}
        />
      </section>
      {editing && chosen && (
        <FormModal<DicItemDraft>
          title={editing === 'new' ? DIC_TEXTS.add : DIC_TEXTS.edit}
          failedText={DIC_TEXTS.saveFailed}
          initValues={
            editing === 'new' ? { value: '', label: '' } : { value: editing.value, label: editing.label }
          }
          onClose={() => setEditing(null)}
          onSubmit={async (draft) => {
            const originalValue = editing === 'new' ? undefined : editing.value;
            const errors = dicItemErrors(draft, items ?? [], originalValue);
            if (errors.value) throw new FieldProblem('value', errors.value);
            if (errors.label) throw new FieldProblem('label', errors.label);
            const next = await saveDicItem({
              dicCode: chosen,
              value: draft.value.trim(),
              label: draft.label.trim(),
              ...(originalValue === undefined ? {} : { originalValue }),
            });
            showMessage(DIC_TEXTS.saved, { type: 'success' });
            setEditing(null);
            changed(next);
          }}
        >
          {() => (
            <>
              <Form.Input
                field="value"
                label={DIC_TEXTS.value}
                maxLength={DIC_LIMITS.value}
                rules={[{ required: true, message: DIC_TEXTS.valueRequired }]}
              />
              <Form.Input
                field="label"
                label={DIC_TEXTS.label}
                maxLength={DIC_LIMITS.label}
                rules={[{ required: true, message: DIC_TEXTS.labelRequired }]}
              />
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
