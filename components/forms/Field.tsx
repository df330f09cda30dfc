import type { ReactNode } from 'react';

/** What a field hands its control, so label, hint and error are tied to it for screen readers. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** What every field shows around its control. */
export interface FieldFrame {
  form: string;
  name: string;
  label: string;
  /** The word after the label: "required" or "optional"; omit for none. */
  mark?: string;
  hint?: string;
  /** Another element that describes the control (for example a surface's declared values). */
  describedBy?: string;
  error?: string;
  className?: string;
}

/**
 * A labelled control with its hint and error tied to it (aria-invalid, aria-describedby).
 * The control itself is the caller's: an input, a textarea, a select. Renders on the server
 * or inside client forms.
 */
export function Field({
  form,
  name,
  label,
  mark,
  hint,
  describedBy,
  error,
  className,
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const id = `${form}-${name}`;
  const described = [hint && `${id}-hint`, describedBy, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label} {mark && <span className="muted">({mark})</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children({ id, name, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
