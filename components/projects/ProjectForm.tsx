'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { PROJECT_STATUSES, type ProjectInput } from '@/lib/projects/api';
import { readProject, type ProjectValues } from '@/lib/projects/form';
import { PROJECT_FIELDS, type FieldMessage, type ProjectField, type Refusal } from '@/lib/projects/refusal';

interface State {
  status: 'idle' | 'success' | 'error';
  /** A message key of Projects.errors, or the success text. */
  refusal?: Refusal['code'];
  success?: string;
  fieldErrors?: Partial<Record<ProjectField, FieldMessage>>;
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
        return {
          status: 'error',
          refusal: refusal.fieldErrors ? undefined : refusal.code,
          fieldErrors: refusal.fieldErrors,
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
  const statusId = `${id}-status`;
  const statusError = error('status');

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
      <div className="field">
        <label htmlFor={statusId} className="field__label">
          {t('fields.status')}
        </label>
        <select
          id={statusId}
          name="status"
          defaultValue={state.values.status ?? 'idea'}
          // The form resets to its defaults after each submission; a changed default needs a new element.
          key={state.values.status ?? 'idea'}
          aria-invalid={Boolean(statusError)}
          aria-describedby={statusError ? `${statusId}-error` : undefined}
        >
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
        {statusError && (
          <p id={`${statusId}-error`} className="field__error">
            {statusError}
          </p>
        )}
      </div>
      <div className="project-form__actions">
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
