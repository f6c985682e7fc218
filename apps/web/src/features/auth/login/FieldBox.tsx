import Input from '@douyinfe/semi-ui/lib/es/input';
import type { ReactNode } from 'react';
import type { LoginErrors, LoginValues } from './form-check';
import { ownStyle, placement } from './PlacedComponent';
import type { PageComponent } from './page-config';
import type { LoginField } from './validation';

/** What a field needs of the form: the values and messages, and where typing and leaving go. */
export interface FieldBinding {
  values: LoginValues;
  errors: LoginErrors;
  setValue: (name: LoginField, value: string) => void;
  blur: (name: LoginField) => void;
}

/** A placed form field with its §5 message below it (an alert, so it is read out). */
export function FieldBox({
  component,
  error,
  children,
}: {
  component: PageComponent;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div
      className={`jt-login-field${error ? ' jt-login-field--invalid' : ''}`}
      style={placement(component)}
      data-field={component.component}
    >
      {children}
      {error ? (
        <div className="jt-login-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

export interface TextFieldProps {
  component: PageComponent;
  name: LoginField;
  field: FieldBinding;
  password?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  autoComplete?: string;
}

/** A typed field: the configured placeholder (also its accessible name), style and message. */
export function TextField({
  component,
  name,
  field,
  password,
  prefix,
  suffix,
  autoComplete,
}: TextFieldProps) {
  const error = field.errors[name];
  return (
    <FieldBox component={component} error={error}>
      <Input
        value={field.values[name]}
        mode={password ? 'password' : undefined}
        placeholder={component.placeholder ?? undefined}
        aria-label={component.placeholder ?? name}
        autoComplete={autoComplete}
        prefix={prefix}
        suffix={suffix}
        style={ownStyle(component)}
        onChange={(value) => field.setValue(name, value)}
        onBlur={() => field.blur(name)}
        validateStatus={error ? 'error' : 'default'}
      />
    </FieldBox>
  );
}
