'use client';

import { useLocale, useTranslations } from 'next-intl';
import { startTransition, useActionState, useRef, useState } from 'react';
import useSWR from 'swr';
import { Field } from '@/components/forms/Field';
import { SubmitButton } from '@/components/forms/SubmitButton';
import type { CatalogueJob } from '@/lib/records/producer-desk';
import styles from './CatalogueUpload.module.css';
import { CataloguePreview } from './CataloguePreview';
import type { UploadAnswer } from './summary';

const MAX_BYTES = 8 * 1024 * 1024;
const POLL_MS = 1_000;

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

/** A route's answer, or the message it refused with (in the page's language), or `failed` when none came. */
async function ask<T>(input: string, init: RequestInit, failed: string): Promise<Result<T>> {
  try {
    const response = await fetch(input, init);
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok && answer !== null) return { ok: true, value: answer as T };
    const message = answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string' ? answer.message : failed;
    return { ok: false, message };
  } catch {
    return { ok: false, message: failed };
  }
}

const formatOf = (file: File) => (/\.xlsx$/i.test(file.name) ? 'xlsx' : /\.(csv|txt)$/i.test(file.name) ? 'csv' : null);

/** A job's state from the site, asked again every second while it runs. */
function useJob(initial: CatalogueJob, locale: string) {
  const { data } = useSWR(
    `/api/producer-desk/catalogue/jobs/${initial.id}?locale=${locale}`,
    async (url: string) => {
      const answer = await ask<{ job: CatalogueJob }>(url, {}, '');
      if (!answer.ok) throw new Error(answer.message);
      return answer.value.job;
    },
    // Until the first answer is cached, SWR hands the interval nothing: the job as started decides.
    { fallbackData: initial, refreshInterval: (job) => ((job ?? initial).status === 'running' ? POLL_MS : 0), revalidateOnMount: false },
  );
  return data;
}

/** How far a started job has come: a bar while it runs, then what it did, or how to go on after an interruption. */
function JobProgress({ started, onRetry }: { started: CatalogueJob; onRetry: () => void }) {
  const t = useTranslations('ProducerDesk.catalogue.apply');
  const locale = useLocale();
  const job = useJob(started, locale);
  const counts = { done: job.rowsDone, total: job.total };
  if (job.status === 'failed') {
    return (
      <div role="alert" className="form__message form__message--error">
        <p>{t('failed', counts)}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (job.status === 'done') {
    return (
      <div role="status" className="form__message form__message--success">
        <p>{t(job.published ? 'donePublished' : 'doneDrafts', counts)}</p>
        {job.deleteMissing && <p>{t('deleted', { count: job.deleted })}</p>}
      </div>
    );
  }
  return (
    <div role="status">
      <progress className={styles.progress} value={job.rowsDone} max={job.total} aria-label={t('running', counts)} />
      <p>{t('running', counts)}</p>
    </div>
  );
}

type ApplyState = { job: CatalogueJob | null; message: string | null };

/** Applies a previewed upload once the producer confirms, optionally deleting the missing articles, and follows it. */
function ApplyJob({ job: ready, missing }: { job: CatalogueJob; missing: number }) {
  const t = useTranslations('ProducerDesk.catalogue');
  const locale = useLocale();
  const [state, apply] = useActionState<ApplyState, FormData>(
    async (previous, form) => {
      const answer = await ask<{ job: CatalogueJob }>(
        `/api/producer-desk/catalogue/jobs/${ready.id}/apply?locale=${locale}`,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ deleteMissing: form.get('deleteMissing') === 'on' }) },
        t('errors.failed'),
      );
      return answer.ok ? { job: answer.value.job, message: null } : { job: previous.job, message: answer.message };
    },
    { job: null, message: null },
  );
  // A retry starts the same job again; the cms goes on from its last whole batch.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setAttempt((n) => n + 1);
    startTransition(() => apply(new FormData()));
  };
  return (
    <section aria-labelledby="catalogue-apply">
      <h2 id="catalogue-apply">{t('apply.heading')}</h2>
      {state.job ? (
        <JobProgress key={`${state.job.id}:${attempt}`} started={state.job} onRetry={retry} />
      ) : (
        <form action={apply} className="form">
          <p>{t('apply.note')}</p>
          {missing > 0 && (
            <div className="field">
              <label>
                <input type="checkbox" name="deleteMissing" /> {t('apply.deleteMissing', { count: missing })}
              </label>
            </div>
          )}
          <SubmitButton label={t('apply.submit')} pending={t('apply.submitting')} />
          {state.message && (
            <p role="alert" className="form__message form__message--error">
              {state.message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

type UploadState = { answer: UploadAnswer | null; message: string | null; upload: number };

/**
 * The catalogue upload: a spreadsheet sent to the site's own route (a server action takes at
 * most 100 kB), its preview, and, for a file with no refused rows, applying it.
 */
export function CatalogueUpload({ producer }: { producer: string }) {
  const t = useTranslations('ProducerDesk.catalogue');
  const locale = useLocale();
  // The chosen file as the input holds it: it is sent as the request's whole body, not as a form.
  const input = useRef<HTMLInputElement>(null);
  const [state, upload] = useActionState<UploadState, FormData>(
    async (previous) => {
      const file = input.current?.files?.[0];
      const fail = (message: string) => ({ answer: null, message, upload: previous.upload });
      if (!(file instanceof File) || file.size === 0) return fail(t('errors.fileRequired'));
      const format = formatOf(file);
      if (!format) return fail(t('errors.format'));
      if (file.size > MAX_BYTES) return fail(t('errors.tooLarge'));
      const query = new URLSearchParams({ producer, format, locale });
      const answer = await ask<UploadAnswer>(`/api/producer-desk/catalogue/upload?${query}`, { method: 'POST', body: file }, t('errors.failed'));
      return answer.ok ? { answer: answer.value, message: null, upload: previous.upload + 1 } : fail(answer.message);
    },
    { answer: null, message: null, upload: 0 },
  );
  return (
    <>
      <form action={upload} className="form" aria-labelledby="catalogue-upload">
        <h2 id="catalogue-upload">{t('upload.heading')}</h2>
        <Field form="catalogue" name="file" label={t('upload.file')} hint={t('upload.fileHint')} error={state.message ?? undefined}>
          {(control) => (
            <input
              {...control}
              ref={input}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              required
            />
          )}
        </Field>
        <SubmitButton label={t('upload.submit')} pending={t('upload.submitting')} />
      </form>
      {state.answer && (
        <div key={state.upload}>
          <CataloguePreview preview={state.answer.preview} />
          {state.answer.job && <ApplyJob job={state.answer.job} missing={state.answer.preview.counts.missing} />}
        </div>
      )}
    </>
  );
}
