// 表单管理's designer: the form's name and code, its fields as a list (label, key, type, required,
// the dictionary of a select, the lengths of a text, the range of a number; moved up and down or
// removed) and beside it the form as Semi Form renders it, whose 校验预览 checks the fields' rules.
// The design's first problem is said before anything is sent; the gateway's refusal likewise.
import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form/interface';
import Input from '@douyinfe/semi-ui/lib/es/input';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Select from '@douyinfe/semi-ui/lib/es/select';
import { useEffect, useRef, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { dictionaryOptions } from '../../lib/reference/reference-data';
import { failureText } from '../../ui/table';
import {
  dictionaries,
  type FormDefinition,
  type FormDefinitionSave,
  type FormField,
  listDicTypes,
  saveForm,
} from './form-calls';
import { designProblem, fillRules, isText, newField, retyped } from './form-rules';
import { FORM_TEXTS as TEXT } from './form-texts';
import './forms.css';

type DicEntries = Awaited<ReturnType<typeof dictionaries>>;
const TYPE_OPTIONS = (Object.keys(TEXT.types) as Array<FormField['type']>).map((value) => ({
  value,
  label: TEXT.types[value],
}));
const number = (value: number | string | undefined) =>
  value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

function Preview({ fields, entries }: { fields: readonly FormField[]; entries: DicEntries }) {
  const api = useRef<FormApi | null>(null);
  return (
    <section className="jt-form-designer__preview" aria-label={TEXT.preview}>
      <h4>{TEXT.preview}</h4>
      <Form
        labelPosition="left"
        labelWidth={110}
        getFormApi={(formApi) => {
          api.current = formApi as unknown as FormApi;
        }}
      >
        {fields.map((field) => {
          const common = { field: field.key, label: field.label || field.key, rules: fillRules(field) };
          switch (field.type) {
            case 'number':
              return <Form.InputNumber key={field.key} {...common} style={{ width: '100%' }} />;
            case 'date':
              return <Form.DatePicker key={field.key} {...common} style={{ width: '100%' }} />;
            case 'select':
              return (
                <Form.Select
                  key={field.key}
                  {...common}
                  style={{ width: '100%' }}
                  optionList={dictionaryOptions(entries, field.dicCode ?? '')}
                />
              );
            case 'textarea':
              return <Form.TextArea key={field.key} {...common} maxCount={field.maxLength ?? undefined} />;
            default:
              return <Form.Input key={field.key} {...common} />;
          }
        })}
      </Form>
      <Button
        disabled={fields.length === 0}
        onClick={() =>
          api.current?.validate().then(
            () => showMessage(TEXT.previewPassed, { type: 'success' }),
            () => undefined,
          )
        }
      >
        {TEXT.checkPreview}
      </Button>
    </section>
  );
}

export function FormDesigner({
  form,
  otherCodes,
  onClose,
  onSaved,
}: {
  form: FormDefinition | null;
  otherCodes: readonly string[];
  onClose(): void;
  onSaved(): void;
}) {
  const [draft, setDraftState] = useState<FormDefinitionSave>(
    form
      ? { formName: form.formName, formCode: form.formCode, fields: form.fields.map((f) => ({ ...f })) }
      : { formName: '', formCode: '', fields: [newField([])] },
  );
  const [dicCodes, setDicCodes] = useState<string[]>([]);
  const [entries, setEntries] = useState<DicEntries>([]);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  // A change answers the problem said: it is checked again at 保存.
  const setDraft = (update: (current: FormDefinitionSave) => FormDefinitionSave) => {
    setProblem('');
    setDraftState(update);
  };

  useEffect(() => {
    listDicTypes().then(
      (types) => setDicCodes(types.map((type) => type.dicCode)),
      (error: unknown) => showMessage(failureText(TEXT.dictionariesFailed, error)),
    );
  }, []);
  const wanted = [...new Set(draft.fields.flatMap((field) => (field.dicCode ? [field.dicCode] : [])))]
    .sort()
    .join(',');
  useEffect(() => {
    if (wanted === '') return;
    dictionaries(wanted.split(',')).then(setEntries, () => setEntries([]));
  }, [wanted]);

  const setField = (index: number, change: Partial<FormField>) =>
    setDraft((d) => ({ ...d, fields: d.fields.map((f, at) => (at === index ? { ...f, ...change } : f)) }));
  const move = (index: number, by: number) =>
    setDraft((d) => {
      const fields = [...d.fields];
      const [moved] = fields.splice(index, 1);
      if (moved) fields.splice(index + by, 0, moved);
      return { ...d, fields };
    });

  const save = async () => {
    const reason = designProblem(draft, otherCodes);
    setProblem(reason);
    if (reason) return;
    setSaving(true);
    try {
      await saveForm({
        ...(form ? { id: form.id } : {}),
        ...draft,
        formName: draft.formName.trim(),
        formCode: draft.formCode.trim(),
        fields: draft.fields.map((field) => ({ ...field, label: field.label.trim() })),
      });
      showMessage(TEXT.saved, { type: 'success' });
      onSaved();
    } catch (error) {
      setProblem(failureText(TEXT.saveFailed, error));
    } finally {
      setSaving(false);
    }
  };

  const F = TEXT.field;
  return (
    <Modal
      title={form ? TEXT.edit : TEXT.add}
      visible
      width={1180}
      onCancel={onClose}
      onOk={() => void save()}
      okText={TEXT.save}
      cancelText={TEXT.cancel}
      okButtonProps={{ loading: saving, 'aria-label': TEXT.save }}
      cancelButtonProps={{ 'aria-label': TEXT.cancel }}
    >
      <div className="jt-form-designer">
        <section className="jt-form-designer__editor">
          <div className="jt-form-designer__head">
            <Input
              aria-label={TEXT.formName}
              prefix={TEXT.formName}
              maxLength={50}
              value={draft.formName}
              onChange={(formName) => setDraft((d) => ({ ...d, formName }))}
            />
            <Input
              aria-label={TEXT.formCode}
              prefix={TEXT.formCode}
              maxLength={50}
              value={draft.formCode}
              onChange={(formCode) => setDraft((d) => ({ ...d, formCode }))}
            />
          </div>
          <ol className="jt-form-designer__fields" aria-label={TEXT.fields}>
            {draft.fields.map((field, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position (keys are edited in it)
              <li key={index} className="jt-form-designer__field">
                <Input
                  aria-label={F.label}
                  placeholder={F.label}
                  maxLength={30}
                  value={field.label}
                  onChange={(label) => setField(index, { label })}
                />
                <Input
                  aria-label={F.key}
                  placeholder={F.key}
                  maxLength={30}
                  value={field.key}
                  onChange={(key) => setField(index, { key })}
                />
                <Select
                  aria-label={F.type}
                  value={field.type}
                  optionList={TYPE_OPTIONS}
                  onChange={(type) =>
                    setDraft((d) => ({
                      ...d,
                      fields: d.fields.map((f, at) =>
                        at === index ? retyped(f, type as FormField['type']) : f,
                      ),
                    }))
                  }
                />
                <Checkbox
                  checked={field.required}
                  onChange={(event) => setField(index, { required: Boolean(event.target.checked) })}
                >
                  {F.required}
                </Checkbox>
                {field.type === 'select' ? (
                  <Select
                    aria-label={F.dicCode}
                    placeholder={F.dicCode}
                    filter
                    value={field.dicCode ?? undefined}
                    optionList={dicCodes.map((code) => ({ value: code, label: code }))}
                    onChange={(dicCode) => setField(index, { dicCode: String(dicCode) })}
                  />
                ) : null}
                {isText(field) ? (
                  <>
                    <InputNumber
                      aria-label={F.minLength}
                      placeholder={F.minLength}
                      min={0}
                      max={2000}
                      precision={0}
                      value={field.minLength ?? undefined}
                      onChange={(value) => setField(index, { minLength: number(value) })}
                    />
                    <InputNumber
                      aria-label={F.maxLength}
                      placeholder={F.maxLength}
                      min={1}
                      max={2000}
                      precision={0}
                      value={field.maxLength ?? undefined}
                      onChange={(value) => setField(index, { maxLength: number(value) })}
                    />
                  </>
                ) : null}
                {field.type === 'number' ? (
                  <>
                    <InputNumber
                      aria-label={F.min}
                      placeholder={F.min}
                      value={field.min ?? undefined}
                      onChange={(value) => setField(index, { min: number(value) })}
                    />
                    <InputNumber
                      aria-label={F.max}
                      placeholder={F.max}
                      value={field.max ?? undefined}
                      onChange={(value) => setField(index, { max: number(value) })}
                    />
                  </>
                ) : null}
                <span className="jt-form-designer__moves">
                  <Button
                    size="small"
                    theme="borderless"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {F.up}
                  </Button>
                  <Button
                    size="small"
                    theme="borderless"
                    disabled={index === draft.fields.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {F.down}
                  </Button>
                  <Button
                    size="small"
                    theme="borderless"
                    type="danger"
                    onClick={() =>
                      setDraft((d) => ({ ...d, fields: d.fields.filter((_, at) => at !== index) }))
                    }
                  >
                    {F.remove}
                  </Button>
                </span>
              </li>
            ))}
          </ol>
          <Button onClick={() => setDraft((d) => ({ ...d, fields: [...d.fields, newField(d.fields)] }))}>
            {TEXT.addField}
          </Button>
          {problem ? (
            <p role="alert" className="jt-form-designer__problem">
              {problem}
            </p>
          ) : null}
        </section>
        <Preview fields={draft.fields} entries={entries} />
      </div>
    </Modal>
  );
}
