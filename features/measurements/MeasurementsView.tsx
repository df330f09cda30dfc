'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import type { MeasurementInput } from '@/lib/records/inputs';
import { NoticeRegion } from '@/components/forms/NoticeRegion';
import type { Measurement, SurfaceRef } from '@/lib/records/account';
import { refusalOf } from '@/lib/resource/refusal';
import { useNotices } from '@/lib/resource/resource';
import { useMaterials } from '@/lib/resource/materials';
import { useProjects } from '@/features/projects';
import { useSurfacesById } from '@/features/surface-picker';
import { Link } from '@/i18n/navigation';
import { downloadCsv } from './download';
import { emptyValues, endOfDay, localDateTime, type FormValues } from './form';
import { useMeasurements } from './hooks';
import { filterQuery, isPending, type Pending } from './list';
import { MeasurementFilters } from './MeasurementFilters';
import { MeasurementForm } from './MeasurementForm';
import { MeasurementsTable } from './MeasurementsTable';
import { useFilters } from './useFilters';
import styles from './measurements.module.css';

const CREATE_FORM = 'measurement-new';

/**
 * The signed-in user's measurements: a form to record one, the list filtered by project
 * and surface (kept in the address), each row editable and deletable, and the visible rows
 * as CSV.
 */
export function MeasurementsView({ legend }: { legend: ReactNode }) {
  const t = useTranslations('Measurements');
  const notices = useNotices('Measurements');
  const { filters, filtered, setFilter, clear } = useFilters();
  const list = useMeasurements(filters, notices);
  const { projects } = useProjects();
  const saved = savedSurfaces(useMaterials().materials);
  // Open: the values a fresh form starts with; `key` gives each new sample a fresh form.
  const [createForm, setCreateForm] = useState<{ key: number; initial: FormValues; max: string } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [chosenFilter, setChosenFilter] = useState<SurfaceRef | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  // The surface the picker chose: the page holds no catalogue to look it up in.
  const pendingFor = (input: MeasurementInput, surface: SurfaceRef | null): Pending => {
    const project = input.projectId ? projects?.find((p) => p.id === input.projectId) : undefined;
    return { surface: surface?.id === input.surfaceId ? surface : null, project: project ? { id: project.id, name: project.name } : null };
  };
  const nameOf = (m: Measurement) => m.surface?.name ?? t('unknownSurface');

  function openCreate(keep: Partial<FormValues> = {}) {
    const now = new Date();
    setCreateForm((form) => ({ key: (form?.key ?? 0) + 1, initial: emptyValues(now, keep), max: endOfDay(now) }));
  }

  async function create(input: MeasurementInput, surface: SurfaceRef | null) {
    const { refusal } = await list.create(input, pendingFor(input, surface), (m) => t('saved', { surface: nameOf(m) }));
    if (!refusal) openCreate({ projectId: input.projectId ?? '', instrument: input.instrument ?? '' });
    return refusal;
  }

  const update = async (original: Measurement, input: MeasurementInput, surface: SurfaceRef | null) =>
    (await list.update(original, input, pendingFor(input, surface), (m) => t('updated', { surface: nameOf(m) }))).refusal;

  const remove = (measurement: Measurement) => void list.remove(measurement, t('deleted', { surface: nameOf(measurement) }), t('errors.deleteFailed'));

  const { measurements } = list;
  // The chosen project stays in its select while the project list is on its way.
  const projectOptions: { id: string; name: string }[] = [...(projects ?? [])];
  if (filters.project && !projectOptions.some((p) => p.id === filters.project)) {
    const fromList = measurements?.find((m) => m.project?.id === filters.project)?.project;
    projectOptions.push({ id: filters.project, name: fromList?.name ?? '…' });
  }

  // The filtered surface by name: the one just chosen, else from the rows it filters or the
  // saved ones, else (an address with a surface the page does not know) asked for by id.
  const knownFilterSurface = filters.surface
    ? ((chosenFilter?.id === filters.surface ? chosenFilter : null) ??
      measurements?.find((m) => m.surface?.id === filters.surface)?.surface ??
      saved.find((s) => s.id === filters.surface) ??
      null)
    : null;
  const asked = useSurfacesById(filters.surface && !knownFilterSurface ? [filters.surface] : []).surfaces;
  const filterSurface = knownFilterSurface ?? asked?.find((s) => s.id === filters.surface) ?? null;

  let body: ReactNode;
  if (!measurements && list.error) {
    const { code } = refusalOf(list.error);
    body = (
      <div className="empty" role="alert">
        <p>{code === 'unauthorized' ? t('errors.unauthorized') : t('loadFailed')}</p>
        {code === 'unauthorized' ? (
          <Link href={{ pathname: '/login', query: { returnTo: `/measurements${filterQuery(filters)}` } }} className="button">
            {t('signIn')}
          </Link>
        ) : (
          <button type="button" className="button button--secondary" onClick={list.retry}>
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
        <p className={styles.emptyActions}>
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
        <button type="button" className="button button--secondary" onClick={clear}>
          {t('filters.clear')}
        </button>
      </div>
    );
  } else {
    body = (
      <MeasurementsTable
        measurements={measurements}
        rows={{ saved, projects, onUpdate: update, onDelete: remove, onGone: () => listHeading.current?.focus() }}
      />
    );
  }

  return (
    <div className={styles.view}>
      <NoticeRegion notice={notices.of()} />

      <section className={styles.create} aria-labelledby={`${CREATE_FORM}-title`}>
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

      <section className={styles.list} aria-labelledby="measurements-list-title">
        <h2 id="measurements-list-title" ref={listHeading} tabIndex={-1}>
          {t('listTitle')}
        </h2>
        {legend}
        <MeasurementFilters
          filters={filters}
          projects={projectOptions}
          saved={saved}
          shown={filterSurface}
          onChange={setFilter}
          onSurface={(surface) => {
            setChosenFilter(surface);
            setFilter('surface', surface?.id ?? '');
          }}
          onClear={clear}
        />
        {measurements && measurements.length > 0 && (
          <div className={styles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {t('count', { count: measurements.length })}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                downloadCsv(
                  measurements.filter((m) => !isPending(m)),
                  t('exportFile', { date: localDateTime(new Date()).slice(0, 10) }),
                )
              }
              aria-describedby="measurements-export-hint"
            >
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

/** The surfaces the user has saved, to offer them first: saved products have no colour to measure; each surface once. */
function savedSurfaces(materials: { surface: SurfaceRef | null }[] | undefined): SurfaceRef[] {
  const surfaces = new Map<string, SurfaceRef>();
  for (const material of materials ?? []) if (material.surface) surfaces.set(material.surface.id, material.surface);
  return [...surfaces.values()].sort((x, y) => x.articleNumber.localeCompare(y.articleNumber));
}
