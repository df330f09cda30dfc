'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, type ControlProps } from '@/components/forms/Field';
import { SelectField } from '@/components/forms/SelectField';
import type { MeasurementInput } from '@/lib/records/inputs';
import type { Project, SurfaceRef } from '@/lib/records/account';
import type { Refusal } from '@/lib/resource/refusal';
import { ProjectOptions } from '@/features/projects';
import { SurfacePicker } from '@/features/surface-picker';
import { Link } from '@/i18n/navigation';
import { FORM_FIELDS, fieldErrorsFrom, formValues, validateMeasurement, type FieldErrors, type FormField, type FormValues } from './form';
import { formatNumber } from '@/lib/i18n/format';
import { labText } from '@/lib/colour/lab-text';
import styles from './measurements.module.css';

/**
 * The form for a new or an edited measurement. It checks the values with the route
 * handler's own schema before sending, shows each problem at its field, keeps what was
 * typed when the cms refuses, and says that it is saving while it waits.
 */
export function MeasurementForm({
  id,
  labelledBy,
  initial,
  keepMeasuredAt,
  maxDate,
  saved,
  initialSurface = null,
  projects,
  initialProject,
  submitLabel,
  onSubmit,
  onCancel,
  focusOnMount = false,
}: {
  id: string;
  labelledBy: string;
  initial: FormValues;
  /** The stored instant of an edited measurement (see validateMeasurement). */
  keepMeasuredAt?: string;
  /** The latest day the date picker offers, as a datetime-local value. */
  maxDate: string;
  /** The user's saved surfaces, offered first. */
  saved: SurfaceRef[];
  /** An edited measurement's surface, shown by name in the picker. */
  initialSurface?: SurfaceRef | null;
  projects: Project[] | undefined;
  /** An edited measurement's project, offered even before (or if no longer in) the list. */
  initialProject?: { id: string; name: string } | null;
  submitLabel: string;
  /** Sends the measurement (with the chosen surface, for the optimistic row); answers null when saved, or why the cms refused. */
  onSubmit: (input: MeasurementInput, surface: SurfaceRef | null) => Promise<Refusal | null>;
  onCancel?: () => void;
  focusOnMount?: boolean;
}) {
  const t = useTranslations('Measurements');
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  // The project select is controlled: its options arrive after the form has mounted, and
  // the choice must survive that. The surface is the picker's whole choice.
  const [surface, setSurface] = useState<SurfaceRef | null>(() =>
    initialSurface?.id === initial.surfaceId ? initialSurface : (saved.find((s) => s.id === initial.surfaceId) ?? null),
  );
  const [projectId, setProjectId] = useState(initial.projectId);

  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLElement>('select, input:not([type=hidden])')?.focus();
  }, [focusOnMount]);

  const projectOptions: { id: string; name: string }[] = [...(projects ?? [])];
  if (initialProject && !projectOptions.some((p) => p.id === initialProject.id)) projectOptions.push(initialProject);

  const declared = surface && declaredText(surface);

  function focusFirstError(fieldErrors: FieldErrors) {
    const first = FORM_FIELDS.find((field) => fieldErrors[field]);
    // The surface's id is in a hidden input; its picker's input has the field's id.
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}, [name="${first}"]:not([type=hidden])`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const values = formValues(new FormData(event.currentTarget));
    const checked = validateMeasurement(values, keepMeasuredAt);
    if (!checked.success) {
      setErrors(checked.fieldErrors);
      setMessage(t('errors.form'));
      focusFirstError(checked.fieldErrors);
      return;
    }
    setErrors({});
    setMessage('');
    setPending(true);
    const refused = await onSubmit(checked.data, surface);
    setPending(false);
    if (refused) {
      const fieldErrors = fieldErrorsFrom(refused.fieldErrors);
      setErrors(fieldErrors);
      setMessage(t(`errors.${refused.code}`));
      focusFirstError(fieldErrors);
    }
  }

  const error = (field: FormField) => {
    const key = errors[field];
    return key && t(`errors.${key}`);
  };
  const required = t('form.required');
  const optional = t('form.optional');

  function declaredText(s: SurfaceRef) {
    const parts = [];
    if (s.declared) parts.push(labText(s.declared, locale));
    if (s.gloss != null) parts.push(`${t('values.gloss')} ${formatNumber(s.gloss, locale)}`);
    if (s.lrv != null) parts.push(`${t('values.lrv')} ${formatNumber(s.lrv, locale)}`);
    return parts.length ? t('form.declared', { values: parts.join(' · ') }) : t('noDeclared');
  }

  // Text inputs rather than type=number: they take a decimal comma in every browser, and
  // a* and b* need a minus sign that some phones' decimal keypads lack (inputMode text).
  const number = (field: 'L' | 'a' | 'b' | 'gloss' | 'lrv', props: ControlProps, mode: 'decimal' | 'text' = 'decimal') => (
    <input
      {...props}
      type="text"
      inputMode={mode}
      autoComplete="off"
      required={field === 'L' || field === 'a' || field === 'b'}
      defaultValue={initial[field]}
    />
  );

  return (
    <form ref={form} id={id} className={styles.form} aria-labelledby={labelledBy} onSubmit={submit} noValidate>
      <p role="alert" className="form__message form__message--error">
        {message}
      </p>
      <div className={styles.formGrid}>
        <SurfacePicker
          form={id}
          name="surfaceId"
          label={t('form.surface')}
          mark={required}
          hint={t('form.surfaceHint')}
          describedBy={declared ? `${id}-declared` : undefined}
          error={error('surfaceId')}
          className={styles.wide}
          required
          value={surface}
          onChange={setSurface}
          saved={saved}
        />
        {declared && (
          <p id={`${id}-declared`} className={`${styles.declared} ${styles.wide}`}>
            {declared}
          </p>
        )}
        <Field form={id} name="L" label={t('form.L')} mark={required} hint={t('form.lHint')} error={error('L')}>
          {(props) => number('L', props)}
        </Field>
        <Field form={id} name="a" label={t('form.a')} mark={required} hint={t('form.abHint')} error={error('a')}>
          {(props) => number('a', props, 'text')}
        </Field>
        <Field form={id} name="b" label={t('form.b')} mark={required} hint={t('form.abHint')} error={error('b')}>
          {(props) => number('b', props, 'text')}
        </Field>
        <Field form={id} name="gloss" label={t('form.gloss')} mark={optional} hint={t('form.glossHint')} error={error('gloss')}>
          {(props) => number('gloss', props)}
        </Field>
        <Field form={id} name="lrv" label={t('form.lrv')} mark={optional} hint={t('form.lrvHint')} error={error('lrv')}>
          {(props) => number('lrv', props)}
        </Field>
        <Field form={id} name="measuredAt" label={t('form.measuredAt')} mark={required} hint={t('form.measuredAtHint')} error={error('measuredAt')}>
          {(props) => <input {...props} type="datetime-local" required max={maxDate} defaultValue={initial.measuredAt} />}
        </Field>
        <SelectField
          form={id}
          name="projectId"
          label={t('form.project')}
          mark={optional}
          error={error('projectId')}
          select={{ value: projectId, onChange: (e) => setProjectId(e.target.value) }}
        >
          <option value="">{t('form.noProject')}</option>
          <ProjectOptions projects={projectOptions} />
        </SelectField>
        <Field form={id} name="instrument" label={t('form.instrument')} mark={optional} error={error('instrument')}>
          {(props) => <input {...props} type="text" maxLength={120} defaultValue={initial.instrument} />}
        </Field>
        <Field form={id} name="note" label={t('form.note')} mark={optional} error={error('note')} className={styles.wide}>
          {(props) => <textarea {...props} rows={3} maxLength={1000} defaultValue={initial.note} />}
        </Field>
      </div>
      {projects?.length === 0 && (
        <p className="field__hint">
          {t('form.noProjects')} <Link href="/my-projects">{t('form.myProjects')}</Link>
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className="button" aria-disabled={pending}>
          {pending ? t('form.saving') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
