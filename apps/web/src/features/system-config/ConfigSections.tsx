// One configuration page: a card per configuration code with its fields in a Semi Form, checked
// as the gateway checks them, saved with that code's 保存 (only its keys are sent). The values
// shown are read back from the gateway, so a reload shows what was saved.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form/interface';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { useEffect, useRef, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { type ConfigValues, readConfig, saveConfig } from './config-calls';
import { CONFIG_TEXTS, type ConfigField, type ConfigSection, fieldError } from './config-rules';
import './system-config.css';
import '../shell/pages.css';

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

function SectionCard({ section }: { section: ConfigSection }) {
  const formApi = useRef<FormApi<ConfigValues> | null>(null);
  const [values, setValues] = useState<ConfigValues | null>(null);
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

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
    if (!api || saving) return;
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
          <Button theme="solid" type="primary" loading={saving} onClick={() => void save()}>
            {CONFIG_TEXTS.save}
          </Button>
        </Form>
      )}
    </section>
  );
}

export function ConfigSections({ sections }: { sections: readonly ConfigSection[] }) {
  return (
    <div className="jt-page jt-config-page">
      {sections.map((section) => (
        <SectionCard key={section.code} section={section} />
      ))}
    </div>
  );
}
