'use client';

import { useActionState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import type { FormState } from '@/lib/forms/validate';

type Field = 'name' | 'email' | 'message' | 'consent';

interface Labels {
  name: string;
  email: string;
  message: string;
  website: string;
  consent: string;
  required: string;
  submit: string;
  pending: string;
}

/**
 * The contact form. Works as a plain POST without JavaScript (a server action); with it,
 * the button shows that the message is being sent and the answer appears in place.
 */
export function ContactForm({
  action,
  labels,
  privacyLink,
}: {
  action: (state: FormState<Field>, formData: FormData) => Promise<FormState<Field>>;
  labels: Labels;
  privacyLink: ReactNode;
}) {
  const [state, formAction] = useActionState(action, { status: 'idle' } as FormState<Field>);
  const errors = state.fieldErrors ?? {};
  const values = state.status === 'success' ? {} : (state.values ?? {});
  const describedBy = (field: Field) => (errors[field] ? `${field}-error` : undefined);

  return (
    <form action={formAction} className="form" noValidate key={state.status === 'success' ? 'sent' : 'editing'}>
      <div role={state.status === 'error' ? 'alert' : 'status'} className={`form__message form__message--${state.status}`}>
        {state.message}
      </div>

      <TextField name="name" label={labels.name} required={labels.required} error={errors.name} defaultValue={values.name}
        input={{ autoComplete: 'name', maxLength: 120 }} />
      <TextField name="email" label={labels.email} required={labels.required} error={errors.email} defaultValue={values.email}
        input={{ type: 'email', autoComplete: 'email' }} />
      <TextField name="message" label={labels.message} required={labels.required} error={errors.message} defaultValue={values.message}
        multiline />

      {/* A honeypot: hidden from people and assistive technology, tempting to bots. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{labels.website}</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="field field--checkbox">
        <input id="contact-consent" name="consent" type="checkbox" value="yes" required defaultChecked={values.consent === 'yes'}
          aria-invalid={Boolean(errors.consent)} aria-describedby={describedBy('consent')} />
        <label htmlFor="contact-consent">
          {labels.consent} {privacyLink}
        </label>
        {errors.consent && <p id="consent-error" className="field__error">{errors.consent}</p>}
      </div>

      <SubmitButton label={labels.submit} pending={labels.pending} />
    </form>
  );
}

/** A labelled, required text input or textarea with its error tied to it for screen readers. */
function TextField({
  name,
  label,
  required,
  error,
  defaultValue,
  multiline = false,
  input = {},
}: {
  name: string;
  label: string;
  required: string;
  error?: string;
  defaultValue?: string;
  multiline?: boolean;
  input?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const id = `contact-${name}`;
  const shared = {
    id,
    name,
    required: true,
    defaultValue,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${name}-error` : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label} <span className="muted">({required})</span>
      </label>
      {multiline ? <textarea {...shared} rows={6} maxLength={5000} /> : <input {...shared} {...input} />}
      {error && (
        <p id={`${name}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function SubmitButton({ label, pending }: { label: string; pending: string }) {
  const status = useFormStatus();
  return (
    <button type="submit" className="button" disabled={status.pending} aria-disabled={status.pending}>
      {status.pending ? pending : label}
    </button>
  );
}
