// A create/edit form in a modal, as every management page has one: Semi's Form checks its own
// rules first (nothing is sent while one fails), 保存 shows progress while the call runs, and the
// gateway's refusal is shown under the form in its own words, the entered values kept.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form/interface';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { type ReactNode, useRef, useState } from 'react';
import { failureText } from '../table';
import './form-modal.css';

const TEXTS = { save: '保存', cancel: '取消' } as const;

/** Thrown by `onSubmit` to mark a field wrong without a call failing (e.g. a name taken). */
export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface FormModalProps<Values extends Record<string, unknown>> {
  title: string;
  /** The refusal's prefix, e.g. 保存失败 (the server's words follow it). */
  failedText: string;
  width?: number;
  initValues?: Values;
  className?: string;
  onClose(): void;
  /** Runs with the checked values; rejects with the server's reason, or a FieldProblem. */
  onSubmit(values: Values, form: FormApi<Values>): Promise<void>;
  /** The fields; the form's API for rules that read another field. */
  children(form: () => FormApi<Values> | null): ReactNode;
}

export function FormModal<Values extends Record<string, unknown>>(props: FormModalProps<Values>) {
  const formApi = useRef<FormApi<Values> | null>(null);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');

  const submit = async () => {
    const api = formApi.current;
    if (!api || saving) return;
    let values: Values;
    try {
      values = (await api.validate()) as Values;
    } catch {
      return;
    }
    setSaving(true);
    setRefusal('');
    try {
      await props.onSubmit(values, api);
    } catch (error) {
      if (error instanceof FieldProblem) api.setError(error.field as never, error.message);
      else setRefusal(failureText(props.failedText, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={props.title}
      visible
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={TEXTS.save}
      cancelText={TEXTS.cancel}
      // Semi names its footer buttons "confirm"/"cancel" in English; a screen reader should say
      // what the button says.
      okButtonProps={{ loading: saving, 'aria-label': TEXTS.save }}
      cancelButtonProps={{ 'aria-label': TEXTS.cancel }}
      width={props.width ?? 520}
    >
      <Form
        getFormApi={(api) => {
          formApi.current = api as unknown as FormApi<Values>;
        }}
        initValues={props.initValues}
        labelPosition="left"
        labelWidth={96}
        className={`jt-form-modal ${props.className ?? ''}`}
      >
        {props.children(() => formApi.current)}
      </Form>
      {refusal && (
        <p className="jt-form-modal__failure" role="alert">
          {refusal}
        </p>
      )}
    </Modal>
  );
}
