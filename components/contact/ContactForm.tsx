'use client';

import { useActionState, type ReactNode } from 'react';
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

      <div className="field">
        <label htmlFor="contact-name" className="field__label">
          {labels.name} <span className="muted">({labels.required})</span>
        </label>
        <input id="contact-name" name="name" autoComplete="name" required maxLength={120} defaultValue={values.name}
          aria-invalid={Boolean(errors.name)} aria-describedby={describedBy('name')} />
        {errors.name && <p id="name-error" className="field__error">{errors.name}</p>}
      </div>

      <div className="field">
        <label htmlFor="contact-email" className="field__label">
          {labels.email} <span className="muted">({labels.required})</span>
        </label>
        <input id="contact-email" name="email" type="email" autoComplete="email" required defaultValue={values.email}
          aria-invalid={Boolean(errors.email)} aria-describedby={describedBy('email')} />
        {errors.email && <p id="email-error" className="field__error">{errors.email}</p>}
      </div>

      <div className="field">
        <label htmlFor="contact-message" className="field__label">
          {labels.message} <span className="muted">({labels.required})</span>
        </label>
        <textarea id="contact-message" name="message" rows={6} required maxLength={5000} defaultValue={values.message}
          aria-invalid={Boolean(errors.message)} aria-describedby={describedBy('message')} />
        {errors.message && <p id="message-error" className="field__error">{errors.message}</p>}
      </div>

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

function SubmitButton({ label, pending }: { label: string; pending: string }) {
  const status = useFormStatus();
  return (
    <button type="submit" className="button" disabled={status.pending} aria-disabled={status.pending}>
      {status.pending ? pending : label}
    </button>
  );
}
