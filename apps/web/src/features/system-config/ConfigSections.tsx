// One configuration page: a card per configuration code with its fields in a Semi Form, checked
// as the gateway checks them, saved with that code's 保存 (only its keys are sent). The values
// shown are read back from the gateway, so a reload shows what was saved.
import ColorPicker from '@douyinfe/semi-ui/lib/es/colorPicker';
import { Form, useFieldState, useFormApi } from '@douyinfe/semi-ui/lib/es/form';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form/interface';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { useEffect, useRef, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { usePermission } from '../../lib/permissions/use-permission';
import { type ConfigValues, readConfig, saveConfig } from './config-calls';
import { CONFIG_TEXTS, type ConfigField, type ConfigSection, fieldError } from './config-rules';
import './system-config.css';
import '../shell/pages.css';

/** A colour: typed as #RRGGBB, or picked (Semi's ColorPicker in a popover beside the text). */
function ColourField({ field, validate }: { field: ConfigField; validate(value: unknown): string }) {
  const form = useFormApi<ConfigValues>();
  const typed = String(useFieldState(field.key).value ?? '');
  const shown = /^#[0-9a-fA-F]{6}$/.test(typed) ? typed : '#000000';
  return (
    <Form.Input
      field={field.key}
      label={field.label}
      style={{ width: 360 }}
      validate={validate}
      suffix={
        <ColorPicker
          usePopover
          alpha={false}
          value={ColorPicker.colorStringToValue(shown)}
          onChange={(value) => form.setValue(field.key, value.hex.slice(0, 7).toUpperCase())}
        >
          <button
            type="button"
            className="jt-config-swatch"
            style={{ background: shown }}
            aria-label={`选择${field.label}`}
          />
        </ColorPicker>
      }
    />
  );
}

function FieldInput({ field }: { field: ConfigField }) {
  // The message depends on the value, so the validator returns it (Semi shows a returned string).
  const validate = (value: unknown) => fieldError(field.type, String(value ?? ''));
  switch (field.type.kind) {
    case 'switch':
      return (
        <Form.RadioGroup field={field.key} label={field.label} validate={validate}>
          <Form.Radio value="0">{CONFIG_TEXTS.on}</Form.Radio>
          <Form.Radio value="1">{CONFIG_TEXTS.off}</Form.Radio>
        </Form.RadioGroup>
      );
    case 'color':
      return <ColourField field={field} validate={validate} />;
    case 'select':
      return (
        <Form.Select
          field={field.key}
          label={field.label}
          style={{ width: 240 }}
          optionList={field.type.options.map((o) => ({ value: o.value, label: o.label }))}
          validate={validate}
        />
      );
    default:
      return <Form.Input field={field.key} label={field.label} style={{ width: 360 }} validate={validate} />;
  }
}

function SectionCard({ section, onSaved }: { section: ConfigSection; onSaved?: SavedHandler }) {
  const formApi = useRef<FormApi<ConfigValues> | null>(null);
  const [values, setValues] = useState<ConfigValues | null>(null);
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  // Enter in a field submits the form too: without the code there is no save to make.
  const maySave = usePermission(section.button);

  useEffect(() => {
    let live = true;
    readConfig(section.code).then(
      (read) => live && setValues(read),
      (error: unknown) => live && setFailure(`${CONFIG_TEXTS.loadFailed}：${(error as Error).message}`),
    );
    return () => {
      live = false;
    };
  }, [section.code]);

  const save = async () => {
    const api = formApi.current;
    if (!api || saving || !maySave) return;
    let checked: ConfigValues;
    try {
      checked = (await api.validate()) as ConfigValues;
    } catch {
      return;
    }
    const changed = Object.fromEntries(section.fields.map((f) => [f.key, String(checked[f.key] ?? '')]));
    setSaving(true);
    try {
      const saved = await saveConfig(section.code, changed);
      api.setValues(saved, { isOverride: true });
      onSaved?.(section.code, saved);
      showMessage(CONFIG_TEXTS.saved, { type: 'success' });
    } catch (error) {
      showMessage(`${CONFIG_TEXTS.saveFailed}：${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="jt-card jt-config-section" aria-label={section.title}>
      <h3 className="jt-config-section__title">{section.title}</h3>
      {failure ? (
        <p role="alert">{failure}</p>
      ) : values === null ? (
        <Spin />
      ) : (
        <Form<ConfigValues>
          labelPosition="left"
          labelWidth={160}
          initValues={values}
          getFormApi={(api) => {
            formApi.current = api as unknown as FormApi<ConfigValues>;
          }}
          onSubmit={() => void save()}
        >
          {section.fields.map((field) => (
            <FieldInput key={field.key} field={field} />
          ))}
          <PermissionButton
            permission={section.button}
            theme="solid"
            type="primary"
            loading={saving}
            onClick={() => void save()}
          >
            {CONFIG_TEXTS.save}
          </PermissionButton>
        </Form>
      )}
    </section>
  );
}

/** Told what a section saved, as the gateway answered it (a page that shows it at once). */
type SavedHandler = (code: ConfigSection['code'], saved: ConfigValues) => void;

export function ConfigSections({
  sections,
  onSaved,
}: {
  sections: readonly ConfigSection[];
  onSaved?: SavedHandler;
}) {
  return (
    <div className="jt-page jt-config-page">
      {sections.map((section) => (
        <SectionCard key={section.code} section={section} onSaved={onSaved} />
      ))}
    </div>
  );
}
