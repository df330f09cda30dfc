import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, type FieldFrame } from './Field';

/** A labelled select (see Field); its options are the children. */
export function SelectField({ select = {}, children, ...frame }: FieldFrame & { select?: SelectHTMLAttributes<HTMLSelectElement>; children: ReactNode }) {
  return (
    <Field {...frame}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
