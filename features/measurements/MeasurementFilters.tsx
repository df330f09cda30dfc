'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/forms/SelectField';
import type { SurfaceRef } from '@/lib/records/account';
import { ProjectOptions } from '@/features/projects';
import { SurfacePicker } from '@/features/surface-picker';
import type { Filters } from './list';
import styles from './measurements.module.css';

/** The list's filters: a project and a surface (found by typing), each applied as soon as it is chosen. */
export function MeasurementFilters({
  filters,
  projects,
  saved,
  shown,
  onChange,
  onSurface,
  onClear,
}: {
  filters: Filters;
  projects: { id: string; name: string }[];
  saved: SurfaceRef[];
  /** The filtered surface, when its name is known. */
  shown: SurfaceRef | null;
  onChange: (name: keyof Filters, value: string) => void;
  onSurface: (surface: SurfaceRef | null) => void;
  onClear: () => void;
}) {
  const t = useTranslations('Measurements');
  return (
    <form className={`filters ${styles.filters}`} onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend className="visually-hidden">{t('filters.legend')}</legend>
        <SelectField
          form="measurements-filter"
          name="project"
          label={t('filters.project')}
          select={{ value: filters.project ?? '', onChange: (e) => onChange('project', e.target.value) }}
        >
          <option value="">{t('filters.allProjects')}</option>
          <ProjectOptions projects={projects} />
        </SelectField>
        <SurfacePicker form="measurements-filter" name="surface" label={t('filters.surface')} value={shown} saved={saved} onChange={onSurface} />
        {(filters.project || filters.surface) && (
          <button type="button" className="button button--secondary" onClick={onClear}>
            {t('filters.clear')}
          </button>
        )}
      </fieldset>
    </form>
  );
}
