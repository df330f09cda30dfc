'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { Field } from '@/components/forms/Field';
import { idle } from '@/lib/forms/validate';
import { LINE_NOTE_MAX, type DeskLineStatus } from '@/lib/records/producer-desk';
import { LINE_STATUSES } from '@/lib/records/samples';
import type { LineFormState } from './form-state';

/**
 * Marks one order line: sent, out of stock or replaced, with a note for the architect. Posts
 * as a plain form without JavaScript; with it, the button says it is saving and the answer is
 * announced where the form is.
 */
export function LineForm({
  action,
  line,
  status,
  note,
}: {
  action: (state: LineFormState, formData: FormData) => Promise<LineFormState>;
  line: string;
  status: DeskLineStatus;
  note: string | null;
}) {
  const t = useTranslations('ProducerDesk');
  const [state, formAction] = useActionState<LineFormState, FormData>(action, idle);
  const form = `line-${line}`;
  const chosen = state.values?.status ?? (status === 'open' ? '' : status);
  return (
    <form action={formAction} className="form desk__line-form" aria-label={t('lines.form')}>
      <input type="hidden" name="line" value={line} />
      <SelectField form={form} name="status" label={t('lines.status')} error={state.fieldErrors?.status} select={{ defaultValue: chosen, required: true }}>
        <option value="" disabled>
          {t('lines.choose')}
        </option>
        {LINE_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`statuses.${value}`)}
          </option>
        ))}
      </SelectField>
      <Field form={form} name="note" label={t('lines.note')} mark={t('optional')} hint={t('lines.noteHint')} error={state.fieldErrors?.note}>
        {(control) => <textarea {...control} rows={2} maxLength={LINE_NOTE_MAX} defaultValue={state.values?.note ?? note ?? ''} />}
      </Field>
      <SubmitButton label={t('lines.save')} pending={t('lines.saving')} />
      <p role={state.status === 'error' ? 'alert' : 'status'} className={`form__message form__message--${state.status}`}>
        {state.message}
      </p>
    </form>
  );
}
