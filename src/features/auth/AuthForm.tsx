import { useState, type CSSProperties, type FormEvent } from 'react';
import { Button } from 'antd';
import { PasswordInput, TextInput } from './auth-inputs';

export interface AuthField<Name extends string> {
  name: Name;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  /** Shown under the field when it is submitted empty. */
  requiredMessage: string;
  autoFocus?: boolean;
}

// antd's vertical form item, drawn by hand: antd's Form brings its validator, field store, grid and tooltips
// (18 KB gzip) to the first page a visitor downloads, for two screens whose only rule is "required".
const label: CSSProperties = {
  display: 'block',
  paddingBottom: 8,
  lineHeight: 1.5715,
  color: 'var(--ant-color-text)',
  fontSize: 'var(--ant-font-size, 14px)',
};
const explain: CSSProperties = {
  color: 'var(--ant-color-error, #ff4d4f)',
  fontSize: 'var(--ant-font-size, 14px)',
  lineHeight: 1.5715,
  minHeight: 24,
};

/**
 * The sign-in and sign-up form: labelled inputs that are all required, each answering its own message when left
 * empty, and a primary submit button that is disabled and spins while `submitting`.
 */
export function AuthForm<Name extends string>({
  fields,
  submitLabel,
  submitting,
  onSubmit,
  onInput,
}: {
  fields: AuthField<Name>[];
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: Record<Name, string>) => void;
  /** Called as the visitor types (the pages start loading what submitting needs). */
  onInput?: () => void;
}) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<Name, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(
      fields.filter((field) => !values[field.name]).map((field) => [field.name, field.requiredMessage]),
    ) as Partial<Record<Name, string>>;
    setErrors(missing);
    if (Object.keys(missing).length === 0) onSubmit(values);
  }

  function change(field: AuthField<Name>, value: string) {
    setValues((current) => ({ ...current, [field.name]: value }));
    onInput?.();
    // Once a field has shown its message, it follows the typing (as antd's form does after a failed submit).
    if (errors[field.name] !== undefined) {
      setErrors((current) => ({ ...current, [field.name]: value ? undefined : field.requiredMessage }));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      {fields.map((field) => {
        const id = `auth-${field.name}`;
        const error = errors[field.name];
        const Input = field.type === 'password' ? PasswordInput : TextInput;
        return (
          <div key={field.name} style={{ marginBottom: error ? 0 : 24 }}>
            <label htmlFor={id} style={label}>
              {field.label}
            </label>
            <Input
              id={id}
              name={field.name}
              type={field.type === 'email' ? 'email' : undefined}
              autoComplete={field.autoComplete}
              autoFocus={field.autoFocus}
              value={values[field.name]}
              onChange={(event) => change(field, event.target.value)}
              disabled={submitting}
              status={error ? 'error' : undefined}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <div id={`${id}-error`} style={explain}>
                {error}
              </div>
            )}
          </div>
        );
      })}
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
