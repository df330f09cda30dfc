'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/forms/SelectField';
import type { SurfaceRef } from '@/lib/records/account';
import { ProjectOptions } from '@/features/projects/ProjectOptions';
import type { Filters } from './list';
import { SurfaceOptions } from './SurfaceOptions';

/** The list's filters: a project and a surface, each applied as soon as it is chosen. */
export function MeasurementFilters({
  filters,
  projects,
  saved,
  catalogue,
  onChange,
  onClear,
}: {
  filters: Filters;
  projects: { id: string; name: string }[];
  saved: SurfaceRef[];
  catalogue: SurfaceRef[];
  onChange: (name: keyof Filters, value: string) => void;
  onClear: () => void;
}) {
  const t = useTranslations('Measurements');
  return (
    <form className="filters measurements__filters" onSubmit={(e) => e.preventDefault()}>
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
        <SelectField
          form="measurements-filter"
          name="surface"
          label={t('filters.surface')}
          select={{ value: filters.surface ?? '', onChange: (e) => onChange('surface', e.target.value) }}
        >
          <option value="">{t('filters.allSurfaces')}</option>
          <SurfaceOptions saved={saved} catalogue={catalogue} />
        </SelectField>
        {(filters.project || filters.surface) && (
          <button type="button" className="button button--secondary" onClick={onClear}>
            {t('filters.clear')}
          </button>
        )}
      </fieldset>
    </form>
  );
}
