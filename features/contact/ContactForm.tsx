'use client';

import { useActionState, type ReactNode } from 'react';
import { TextField } from '@/components/forms/TextField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { idle, type FormState } from '@/lib/forms/validate';

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
  const [state, formAction] = useActionState(action, idle);
  const errors = state.fieldErrors ?? {};
  const values = state.status === 'success' ? {} : (state.values ?? {});
  const describedBy = (field: Field) => (errors[field] ? `${field}-error` : undefined);

  return (
    <form action={formAction} className="form" noValidate key={state.status === 'success' ? 'sent' : 'editing'}>
      <div role={state.status === 'error' ? 'alert' : 'status'} className={`form__message form__message--${state.status}`}>
        {state.message}
      </div>

      <TextField
        form="contact"
        name="name"
        label={labels.name}
        required={labels.required}
        error={errors.name}
        defaultValue={values.name}
        input={{ autoComplete: 'name', maxLength: 120 }}
      />
      <TextField
        form="contact"
        name="email"
        label={labels.email}
        required={labels.required}
        error={errors.email}
        defaultValue={values.email}
        input={{ type: 'email', autoComplete: 'email' }}
      />
      <TextField
        form="contact"
        name="message"
        label={labels.message}
        required={labels.required}
        error={errors.message}
        defaultValue={values.message}
        multiline
      />

      {/* A honeypot: hidden from people and assistive technology, tempting to bots. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{labels.website}</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="field field--checkbox">
        <input
          id="contact-consent"
          name="consent"
          type="checkbox"
          value="yes"
          required
          defaultChecked={values.consent === 'yes'}
          aria-invalid={Boolean(errors.consent)}
          aria-describedby={describedBy('consent')}
        />
        <label htmlFor="contact-consent">
          {labels.consent} {privacyLink}
        </label>
        {errors.consent && (
          <p id="consent-error" className="field__error">
            {errors.consent}
          </p>
        )}
      </div>

      <SubmitButton label={labels.submit} pending={labels.pending} />
    </form>
  );
}
