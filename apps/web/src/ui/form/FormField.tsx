// A labelled field of a plain form (no Semi Form: a few inputs do not need its ~220 KB gzip): the
// label tied to the control by id, a required mark, and the field's error under it as an alert.
// The look is pages.css's jt-form__* rules.
import { type ReactNode, useId } from 'react';

interface FormFieldProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  children: (id: string) => ReactNode;
}

export function FormField({ label, required = false, error, children }: FormFieldProps) {
  const id = useId();
  return (
    <div className={error ? 'jt-form__field jt-form__field--error' : 'jt-form__field'}>
      <label className="jt-form__label" htmlFor={id}>
        {required ? <span className="jt-form__required">*</span> : null}
        {label}
      </label>
      <div className="jt-form__control">
        {children(id)}
        {error ? (
          <p className="jt-form__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
