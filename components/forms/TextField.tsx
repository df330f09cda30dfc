import type { InputHTMLAttributes } from 'react';

/**
 * A labelled text input or textarea with its error tied to it for screen readers
 * (aria-invalid, aria-describedby). Renders on the server or inside client forms.
 */
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
  const id = `${form}-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    required: Boolean(required),
    defaultValue,
    'aria-invalid': Boolean(error),
    'aria-describedby': described,
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label} {required && <span className="muted">({required})</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {multiline ? <textarea {...shared} rows={6} maxLength={5000} /> : <input {...shared} {...input} />}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
