'use client';

import { useActionState, type ReactNode } from 'react';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { idle } from '@/lib/forms/validate';
import type { AuthFormState } from './actions';
import styles from './auth.module.css';

export interface AuthField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  hint?: string;
}

type Action = (state: AuthFormState, formData: FormData) => Promise<AuthFormState>;

/**
 * One form for every account flow: labelled fields with their errors, the cms's answer
 * in the page's language, a pending button, input kept (never passwords) after a refusal.
 * After "not confirmed", it offers to send the confirmation mail again.
 */
export function AuthForm({
  id,
  action,
  fields,
  submit,
  pending,
  required,
  hidden = {},
  resend,
  children,
}: {
  id: string;
  action: Action;
  fields: AuthField[];
  submit: string;
  pending: string;
  required: string;
  hidden?: Record<string, string>;
  resend?: { action: Action; submit: string; pending: string; emailLabel: string };
  children?: ReactNode;
}) {
  const [state, formAction] = useActionState(action, idle);
  const values = state.values ?? {};
  return (
    <>
      <form action={formAction} className="form" id={id} noValidate>
        <div role={state.status === 'error' ? 'alert' : 'status'} className={`form__message form__message--${state.status}`}>
          {state.message}
        </div>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {fields.map((field) => (
          <TextField
            key={field.name}
            form={id}
            name={field.name}
            label={field.label}
            required={required}
            hint={field.hint}
            error={state.fieldErrors?.[field.name]}
            defaultValue={field.type === 'password' ? undefined : values[field.name]}
            input={{ type: field.type ?? 'text', autoComplete: field.autoComplete }}
          />
        ))}
        <SubmitButton label={submit} pending={pending} />
        {children}
      </form>
      {resend && state.code === 'unconfirmed' && (
        <ResendForm {...resend} required={required} email={values.identifier?.includes('@') ? values.identifier : ''} />
      )}
    </>
  );
}

function ResendForm({
  action,
  submit,
  pending,
  email,
  emailLabel,
  required,
}: {
  action: Action;
  submit: string;
  pending: string;
  email: string;
  emailLabel: string;
  required: string;
}) {
  const [state, formAction] = useActionState(action, idle);
  return (
    <form action={formAction} className={`form ${styles.inline}`} noValidate>
      <div role="status" className={`form__message form__message--${state.status}`}>
        {state.message}
      </div>
      <TextField
        form="resend"
        name="email"
        label={emailLabel}
        required={required}
        error={state.fieldErrors?.email}
        defaultValue={state.values?.email ?? email}
        input={{ type: 'email', autoComplete: 'email' }}
      />
      <SubmitButton label={submit} pending={pending} className="button button--secondary" />
    </form>
  );
}
