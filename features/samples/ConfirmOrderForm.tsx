'use client';

import { useActionState } from 'react';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { idle, type FormState } from '@/lib/forms/validate';

/** The confirmation's answer; `final` once there is nothing left to press (confirmed, used, expired, unknown). */
export type ConfirmState = FormState & { final?: boolean };

/**
 * The button that confirms an order. The mail's link only opens the page: mail scanners and
 * link previews fetch links, and must not confirm an order for the address's owner, so the
 * confirmation itself is a POST that a person makes. Works as a plain form without JavaScript.
 */
export function ConfirmOrderForm({
  action,
  token,
  submit,
  pending,
}: {
  action: (state: ConfirmState, formData: FormData) => Promise<ConfirmState>;
  token: string;
  submit: string;
  pending: string;
}) {
  const [state, formAction] = useActionState(action, idle);
  const message = (
    <div role={state.status === 'error' ? 'alert' : 'status'} className={`form__message form__message--${state.status}`}>
      {state.message}
    </div>
  );
  if (state.final) return message;
  return (
    <form action={formAction} className="form">
      {message}
      <input type="hidden" name="token" value={token} />
      <SubmitButton label={submit} pending={pending} />
    </form>
  );
}
