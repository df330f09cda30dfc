import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field';

/** A labelled select (see Field); its options are the children. */
export function SelectField({
  form,
  name,
  label,
  mark,
  hint,
  describedBy,
  error,
  className,
  select = {},
  children,
}: {
  form: string;
  name: string;
  label: string;
  mark?: string;
  hint?: string;
  describedBy?: string;
  error?: string;
  className?: string;
  select?: SelectHTMLAttributes<HTMLSelectElement>;
  children: ReactNode;
}) {
  return (
    <Field form={form} name={name} label={label} mark={mark} hint={hint} describedBy={describedBy} error={error} className={className}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
