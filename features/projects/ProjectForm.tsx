'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import type { ProjectInput } from '@/lib/records/inputs';
import { PROJECT_STATUSES } from '@/lib/records/account';
import type { Refusal } from '@/lib/resource/refusal';
import { PROJECT_FIELDS, projectFieldErrors, readProject, type FieldErrors, type ProjectField, type ProjectValues } from './form';
import styles from './projects.module.css';

interface State {
  status: 'idle' | 'success' | 'error';
  /** A message key of Projects.errors, or the success text. */
  refusal?: Refusal['code'];
  success?: string;
  fieldErrors?: FieldErrors;
  values: ProjectValues;
  /** Counts submissions, so focus moves to the first error of each refused one. */
  attempt: number;
}

/**
 * Create or edit a project: labelled fields checked with the route handler's own schema
 * before sending, the cms's refusal in the page's language, input kept after a refusal.
 */
export function ProjectForm({
  id,
  initial = {},
  submit,
  pending,
  onSave,
  onCancel,
  success,
  clearOnSuccess = false,
}: {
  id: string;
  initial?: ProjectValues;
  submit: string;
  pending: string;
  onSave: (input: ProjectInput) => Promise<Refusal | null>;
  onCancel?: () => void;
  success?: (input: ProjectInput) => string;
  clearOnSuccess?: boolean;
}) {
  const t = useTranslations('Projects');
  const form = useRef<HTMLFormElement>(null);
  const [state, action] = useActionState<State, FormData>(
    async (previous, formData) => {
      const attempt = previous.attempt + 1;
      const read = readProject(formData);
      if (!read.ok) return { status: 'error', fieldErrors: read.fieldErrors, values: read.values, attempt };
      const refusal = await onSave(read.input);
      if (refusal) {
        const fieldErrors = projectFieldErrors(refusal.fieldErrors);
        const atFields = Object.keys(fieldErrors).length > 0;
        return {
          status: 'error',
          refusal: atFields ? undefined : refusal.code,
          fieldErrors: atFields ? fieldErrors : undefined,
          values: read.values,
          attempt,
        };
      }
      return { status: 'success', success: success?.(read.input), values: clearOnSuccess ? {} : read.values, attempt };
    },
    { status: 'idle', values: initial, attempt: 0 },
  );

  useEffect(() => {
    if (state.status !== 'error' || !state.fieldErrors) return;
    const first = PROJECT_FIELDS.find((field) => state.fieldErrors?.[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state]);

  const error = (field: ProjectField) => {
    const key = state.fieldErrors?.[field];
    return key ? t(`errors.${key}`) : undefined;
  };
  const message = state.refusal ? t(`errors.${state.refusal}`) : state.status === 'success' ? state.success : undefined;

  return (
    <form ref={form} action={action} className="form project-form" id={id} noValidate>
      <div role={state.status === 'error' ? 'alert' : 'status'} className={`form__message form__message--${state.status}`}>
        {message}
      </div>
      <TextField
        form={id}
        name="name"
        label={t('fields.name')}
        required={t('fields.required')}
        error={error('name')}
        defaultValue={state.values.name}
        input={{ type: 'text', maxLength: 120, autoComplete: 'off' }}
      />
      <TextField
        form={id}
        name="location"
        label={t('fields.location')}
        hint={t('fields.locationHint')}
        error={error('location')}
        defaultValue={state.values.location}
        input={{ type: 'text', maxLength: 160, autoComplete: 'off' }}
      />
      <TextField form={id} name="description" label={t('fields.description')} error={error('description')} defaultValue={state.values.description} multiline />
      <SelectField
        form={id}
        name="status"
        label={t('fields.status')}
        error={error('status')}
        // The form resets to its defaults after each submission; a changed default needs a new element.
        key={state.values.status ?? 'idea'}
        select={{ defaultValue: state.values.status ?? 'idea' }}
      >
        {PROJECT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </SelectField>
      <div className={styles.formActions}>
        <SubmitButton label={submit} pending={pending} />
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('project.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
