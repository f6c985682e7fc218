// Create or edit a menu entry (saveMenuEntry): the type decides the fields (a page's url and open
// type, a button's permission code); each field checked as the gateway checks it, the gateway's
// refusal shown under the form as it said.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { useState } from 'react';
import { FormModal } from '../../ui/form/FormModal';
import { saveMenuEntry } from './menu-config-calls';
import {
  entryValues,
  flatEntries,
  MENU_TEXTS,
  type MenuEntry,
  type MenuEntryType,
  type MenuFormValues,
  menuEntrySave,
  menuFieldErrors,
  newEntryValues,
  parentOptions,
  TYPE_LABELS,
} from './menu-config-rules';

export interface MenuEntryFormProps {
  tree: readonly MenuEntry[];
  /** The entry edited, or where a new one goes ({parent: null} = top level). */
  editing: MenuEntry | { parent: MenuEntry | null };
  onClose(): void;
  onSaved(): void;
}

export function MenuEntryForm({ tree, editing, onClose, onSaved }: MenuEntryFormProps) {
  const existing = 'id' in editing ? editing : null;
  const initial = existing
    ? entryValues(existing)
    : newEntryValues('parent' in editing ? editing.parent : null);
  const [type, setType] = useState<MenuEntryType>(initial.type);
  const entries = flatEntries(tree);
  const check =
    (field: 'title' | 'url' | 'permissionCode') => (_value: unknown, values: Partial<MenuFormValues>) =>
      menuFieldErrors({ ...initial, ...values, type }, entries, existing?.id)[field] ?? '';

  return (
    <FormModal<MenuFormValues>
      title={existing ? MENU_TEXTS.formEdit : MENU_TEXTS.formAdd}
      failedText={MENU_TEXTS.saveFailed}
      initValues={initial}
      width={600}
      onClose={onClose}
      onSubmit={async (values) => {
        await saveMenuEntry(menuEntrySave({ ...initial, ...values, type }, existing?.id));
        onSaved();
      }}
    >
      {() => (
        <>
          <Form.RadioGroup
            field="type"
            label={MENU_TEXTS.fields.type}
            disabled={existing !== null}
            onChange={(event) => setType(event.target.value as MenuEntryType)}
          >
            {(['menu1', 'menu2', 'button'] as const).map((value) => (
              <Form.Radio key={value} value={value}>
                {TYPE_LABELS[value]}
              </Form.Radio>
            ))}
          </Form.RadioGroup>
          <Form.Select
            field="parentId"
            label={MENU_TEXTS.fields.parentId}
            style={{ width: '100%' }}
            filter
            optionList={parentOptions(tree, type, existing?.id)}
          />
          <Form.Input field="title" label={MENU_TEXTS.fields.title} validate={check('title')} />
          {type === 'menu2' && (
            <>
              <Form.Input
                field="url"
                label={MENU_TEXTS.fields.url}
                placeholder="/system/example"
                validate={check('url')}
              />
              <Form.Switch
                field="newWindow"
                label={MENU_TEXTS.fields.openType}
                extraText={MENU_TEXTS.newWindow}
              />
            </>
          )}
          {type === 'button' && (
            <Form.Input
              field="permissionCode"
              label={MENU_TEXTS.fields.permissionCode}
              placeholder="module:action"
              validate={check('permissionCode')}
            />
          )}
          {type !== 'button' && <Form.Switch field="hidden" label={MENU_TEXTS.fields.hidden} />}
          <p className="jt-menu-config__hint">{MENU_TEXTS.nextSignIn}</p>
        </>
      )}
    </FormModal>
  );
}
