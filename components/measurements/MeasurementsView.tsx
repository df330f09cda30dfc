'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { measurementsCsv } from '@/lib/measurements/csv';
import { emptyValues, endOfDay, localDateTime, type FormValues } from '@/lib/measurements/form';
import { filterQuery, parseFilters, type Filters } from '@/lib/measurements/list';
import type { MeasurementInput } from '@/lib/owner/schemas';
import type { Measurement, SurfaceRef } from '@/lib/strapi/owner-schemas';
import { MeasurementForm } from './MeasurementForm';
import { MeasurementRow } from './MeasurementRow';
import { SurfaceOptions } from './SurfaceOptions';
import { PENDING_PREFIX, refusal, useMeasurements, useProjects, useSavedSurfaces, type Pending } from './useMeasurementData';

const CREATE_FORM = 'measurement-new';

/**
 * The signed-in user's measurements: a form to record one, the list filtered by project
 * and surface (kept in the URL, so a reload or a shared link shows the same), each row
 * editable and deletable, and the visible rows as CSV.
 */
export function MeasurementsView({ catalogue, legend }: { catalogue: SurfaceRef[]; legend: ReactNode }) {
  const t = useTranslations('Measurements');
  const locale = useLocale();
  const searchParams = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const list = useMeasurements(filters, locale);
  const { data: projects } = useProjects();
  const saved = useSavedSurfaces();
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  // Open: the values a fresh form starts with; `key` gives each new sample a fresh form.
  const [createForm, setCreateForm] = useState<{ key: number; initial: FormValues; max: string } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  const surfaceById = (id: string) => saved.find((s) => s.id === id) ?? catalogue.find((s) => s.id === id) ?? null;
  const pendingFor = (input: MeasurementInput): Pending => {
    const project = input.projectId ? projects?.find((p) => p.id === input.projectId) : undefined;
    return { surface: surfaceById(input.surfaceId), project: project ? { id: project.id, name: project.name } : null };
  };
  const nameOf = (m: Measurement) => m.surface?.name ?? t('unknownSurface');

  function openCreate(keep: Partial<FormValues> = {}) {
    const now = new Date();
    setCreateForm((form) => ({ key: (form?.key ?? 0) + 1, initial: emptyValues(now, keep), max: endOfDay(now) }));
  }

  function setFilter(name: keyof Filters, value: string) {
    // The App Router keeps useSearchParams in step with pushState, without a server round trip.
    window.history.pushState(null, '', `${window.location.pathname}${filterQuery({ ...filters, [name]: value || undefined })}`);
  }

  function clearFilters() {
    window.history.pushState(null, '', window.location.pathname);
  }

  async function create(input: MeasurementInput) {
    try {
      const measurement = await list.create(input, pendingFor(input));
      setAlert('');
      setStatus(t('saved', { surface: nameOf(measurement) }));
      openCreate({ projectId: input.projectId ?? '', instrument: input.instrument ?? '' });
      return null;
    } catch (error) {
      return refusal(error);
    }
  }

  async function update(original: Measurement, input: MeasurementInput) {
    try {
      const measurement = await list.update(original, input, pendingFor(input));
      setAlert('');
      setStatus(t('updated', { surface: nameOf(measurement) }));
      return null;
    } catch (error) {
      return refusal(error);
    }
  }

  async function remove(measurement: Measurement) {
    setStatus('');
    try {
      await list.remove(measurement.id);
      setAlert('');
      setStatus(t('deleted', { surface: nameOf(measurement) }));
    } catch (error) {
      const { code } = refusal(error);
      setAlert(code === 'failed' ? t('errors.deleteFailed') : t(`errors.${code}`));
    }
  }

  function exportCsv() {
    const rows = (list.data ?? []).filter((m) => !m.id.startsWith(PENDING_PREFIX));
    // The byte order mark tells spreadsheet programs the file is UTF-8 (å, ä, ö).
    const blob = new Blob(['\uFEFF', measurementsCsv(rows)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = t('exportFile', { date: localDateTime(new Date()).slice(0, 10) });
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later rather than at once: the browser reads the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  const measurements = list.data;
  const filtered = Boolean(filters.project || filters.surface);
  // The chosen project stays in its select while the project list is on its way.
  const projectOptions: { id: string; name: string }[] = [...(projects ?? [])];
  if (filters.project && !projectOptions.some((p) => p.id === filters.project)) {
    const fromList = measurements?.find((m) => m.project?.id === filters.project)?.project;
    projectOptions.push({ id: filters.project, name: fromList?.name ?? '…' });
  }

  let body: ReactNode;
  if (!measurements && list.error) {
    const { code } = refusal(list.error);
    body = (
      <div className="empty" role="alert">
        <p>{code === 'unauthorized' ? t('errors.unauthorized') : t('loadFailed')}</p>
        {code === 'unauthorized' ? (
          <Link href={{ pathname: '/login', query: { returnTo: `/measurements${filterQuery(filters)}` } }} className="button">
            {t('signIn')}
          </Link>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => void list.mutate()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else if (!measurements) {
    body = (
      <p role="status" className="muted">
        {t('loading')}
      </p>
    );
  } else if (measurements.length === 0 && !filtered) {
    body = (
      <div className="empty">
        <h3>{t('empty.title')}</h3>
        <p>{t('empty.text')}</p>
        <p className="measurements__empty-actions">
          {!createForm && (
            <button type="button" className="button" onClick={() => openCreate()}>
              {t('empty.record')}
            </button>
          )}
          <Link href="/products">{t('empty.browse')}</Link>
        </p>
      </div>
    );
  } else if (measurements.length === 0) {
    body = (
      <div className="empty">
        <p>{t('emptyFiltered')}</p>
        <button type="button" className="button button--secondary" onClick={clearFilters}>
          {t('filters.clear')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="table-scroll" role="region" aria-labelledby="measurements-caption" tabIndex={0}>
        <table className="measurements-table">
          <caption id="measurements-caption" className="visually-hidden">
            {t('table.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('table.surface')}</th>
              <th scope="col">{t('table.declared')}</th>
              <th scope="col">{t('table.measured')}</th>
              <th scope="col">{t('table.deltaE')}</th>
              <th scope="col">{t('table.measuredAt')}</th>
              <th scope="col">{t('table.project')}</th>
              <th scope="col">{t('table.instrument')}</th>
              <th scope="col">{t('table.note')}</th>
              <th scope="col">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {measurements.map((measurement) => (
              <MeasurementRow
                key={measurement.id}
                measurement={measurement}
                saved={saved}
                catalogue={catalogue}
                projects={projects}
                onUpdate={update}
                onDelete={remove}
                onGone={() => listHeading.current?.focus()}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="measurements">
      <p role="status" className="form__message form__message--success">
        {status}
      </p>
      <p role="alert" className="form__message form__message--error">
        {alert}
      </p>

      <section className="measurements__create" aria-labelledby={`${CREATE_FORM}-title`}>
        <h2 id={`${CREATE_FORM}-title`}>{t('form.newTitle')}</h2>
        {createForm ? (
          <>
            <MeasurementForm
              key={createForm.key}
              id={CREATE_FORM}
              labelledBy={`${CREATE_FORM}-title`}
              initial={createForm.initial}
              maxDate={createForm.max}
              saved={saved}
              catalogue={catalogue}
              projects={projects}
              submitLabel={t('form.save')}
              onSubmit={create}
              focusOnMount
            />
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setCreateForm(null);
                requestAnimationFrame(() => openButton.current?.focus());
              }}
            >
              {t('form.close')}
            </button>
          </>
        ) : (
          <button type="button" ref={openButton} className="button" onClick={() => openCreate()}>
            {t('form.open')}
          </button>
        )}
      </section>

      <section className="measurements__list" aria-labelledby="measurements-list-title">
        <h2 id="measurements-list-title" ref={listHeading} tabIndex={-1}>
          {t('listTitle')}
        </h2>
        {legend}
        <form className="filters measurements__filters" onSubmit={(e) => e.preventDefault()}>
          <fieldset>
            <legend className="visually-hidden">{t('filters.legend')}</legend>
            <div className="field">
              <label htmlFor="measurements-filter-project" className="field__label">
                {t('filters.project')}
              </label>
              <select id="measurements-filter-project" name="project" value={filters.project ?? ''} onChange={(e) => setFilter('project', e.target.value)}>
                <option value="">{t('filters.allProjects')}</option>
                {projectOptions.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="measurements-filter-surface" className="field__label">
                {t('filters.surface')}
              </label>
              <select id="measurements-filter-surface" name="surface" value={filters.surface ?? ''} onChange={(e) => setFilter('surface', e.target.value)}>
                <option value="">{t('filters.allSurfaces')}</option>
                <SurfaceOptions saved={saved} catalogue={catalogue} />
              </select>
            </div>
            {filtered && (
              <button type="button" className="button button--secondary" onClick={clearFilters}>
                {t('filters.clear')}
              </button>
            )}
          </fieldset>
        </form>
        {measurements && measurements.length > 0 && (
          <div className="measurements__toolbar">
            <p className="measurements__count" aria-live="polite">
              {t('count', { count: measurements.length })}
            </p>
            <button type="button" className="button button--secondary" onClick={exportCsv} aria-describedby="measurements-export-hint">
              {t('export')}
            </button>
            <p id="measurements-export-hint" className="field__hint">
              {t('exportHint')}
            </p>
          </div>
        )}
        {body}
      </section>
    </div>
  );
}
