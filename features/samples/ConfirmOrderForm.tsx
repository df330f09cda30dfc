'use client';

import { useActionState, useEffect, useRef } from 'react';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { idle, type FormState } from '@/lib/forms/validate';
import type { SampleLine } from '@/lib/records/samples';
import { OrderedSamples } from './OrderedSamples';

/**
 * The confirmation's answer; `final` once there is nothing left to press (confirmed, used,
 * expired, unknown), `ordered` the samples of a confirmed order.
 */
export type ConfirmState = FormState & { final?: boolean; ordered?: SampleLine[] };

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
  ordered,
}: {
  action: (state: ConfirmState, formData: FormData) => Promise<ConfirmState>;
  token: string;
  submit: string;
  pending: string;
  /** The heading of the samples' list. */
  ordered: string;
}) {
  const [state, formAction] = useActionState<ConfirmState, FormData>(action, idle);
  const answer = useRef<HTMLDivElement>(null);
  // The button goes; focus goes to what replaced it, so nobody is left on a vanished control.
  useEffect(() => {
    if (state.status !== 'idle') answer.current?.focus();
  }, [state]);
  const message = (
    <div ref={answer} tabIndex={-1} role={state.status === 'error' ? 'alert' : 'status'} className={`form__message form__message--${state.status}`}>
      {state.message}
    </div>
  );
  if (state.final) {
    return (
      <>
        {message}
        {state.ordered && state.ordered.length > 0 && (
          <section aria-labelledby="confirm-ordered">
            <h2 id="confirm-ordered">{ordered}</h2>
            <OrderedSamples lines={state.ordered} />
          </section>
        )}
      </>
    );
  }
  return (
    <form action={formAction} className="form">
      {message}
      <input type="hidden" name="token" value={token} />
      <SubmitButton label={submit} pending={pending} />
    </form>
  );
}
