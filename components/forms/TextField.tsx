import type { InputHTMLAttributes } from 'react';
import { Field } from './Field';

/** A labelled text input or textarea (see Field). */
export function TextField({
  form,
  name,
  label,
  required,
  hint,
  error,
  defaultValue,
  multiline = false,
  input = {},
}: {
  form: string;
  name: string;
  label: string;
  /** The word for "required", shown after the label; omit for optional fields. */
  required?: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  multiline?: boolean;
  input?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field form={form} name={name} label={label} mark={required} hint={hint} error={error}>
      {(control) =>
        multiline ? (
          <textarea {...control} required={Boolean(required)} defaultValue={defaultValue} rows={6} maxLength={5000} />
        ) : (
          <input {...control} required={Boolean(required)} defaultValue={defaultValue} {...input} />
        )
      }
    </Field>
  );
}
