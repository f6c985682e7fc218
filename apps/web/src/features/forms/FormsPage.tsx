// /system/form 表单管理 (seed 000 §2's system pages): the form definitions on the configured table
// (filters of seed 000 §9 on the gateway); one is designed (FormDesigner: fields and a preview
// rendered by Semi Form), copied under a free name and code, or deleted.
import { useCallback, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { ConfigTable, ConfirmDelete, failureText, type RowActions } from '../../ui/table';
import { FormDesigner } from './FormDesigner';
import { deleteForm, type FormDefinition, listForms, saveForm } from './form-calls';
import { copyOf, FORM_BUTTONS } from './form-rules';
import { FORM_TEXTS as TEXT } from './form-texts';
import '../shell/pages.css';

const FORMS_ROUTE = '/system/form';
/** Every form (a few dozen at most): what a copy's code and the designer's code check compare with. */
const everyForm = async () => (await listForms({ current: 1, size: 1000 })).records;

export default function FormsPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<{ form: FormDefinition | null; otherCodes: string[] } | null>(null);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  const open = useCallback((form: FormDefinition | null) => {
    everyForm().then(
      (all) =>
        setEditing({
          form,
          otherCodes: all.filter((other) => other.id !== form?.id).map((other) => other.formCode),
        }),
      (error: unknown) => showMessage(failureText(TEXT.saveFailed, error)),
    );
  }, []);

  const rowActions = useMemo<RowActions<FormDefinition>>(
    () => ({
      title: TEXT.actions,
      width: 200,
      render: (form) => (
        <span>
          <PermissionButton
            permission={FORM_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => open(form)}
          >
            {TEXT.design}
          </PermissionButton>
          <PermissionButton
            permission={FORM_BUTTONS.add}
            theme="borderless"
            size="small"
            onClick={() =>
              everyForm()
                .then((all) => saveForm(copyOf(form, all)))
                .then(
                  () => {
                    showMessage(TEXT.copied, { type: 'success' });
                    changed();
                  },
                  (error: unknown) => showMessage(failureText(TEXT.copyFailed, error)),
                )
            }
          >
            {TEXT.copy}
          </PermissionButton>
          <ConfirmDelete
            title={TEXT.deleteConfirm(form.formName)}
            remove={() => deleteForm(form.id)}
            deletedText={TEXT.deleted}
            failedText={TEXT.deleteFailed}
            onDeleted={changed}
            permission={FORM_BUTTONS.delete}
            label={TEXT.delete}
          />
        </span>
      ),
    }),
    [changed, open],
  );

  return (
    <div className="jt-page jt-forms">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<FormDefinition>
          route={FORMS_ROUTE}
          load={listForms}
          rowActions={rowActions}
          toolbar={
            <PermissionButton
              permission={FORM_BUTTONS.add}
              theme="solid"
              type="primary"
              onClick={() => open(null)}
            >
              {TEXT.add}
            </PermissionButton>
          }
          reloadKey={reloadKey}
        />
      </section>
      {editing && (
        <FormDesigner
          form={editing.form}
          otherCodes={editing.otherCodes}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
    </div>
  );
}
