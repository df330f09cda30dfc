'use client';

import { useTranslations } from 'next-intl';
import type { MeasurementInput } from '@/features/kit/inputs';
import type { Measurement, Project, SurfaceRef } from '@/features/kit/records';
import type { Refusal } from '@/features/kit/refusal';
import { COLUMNS, MeasurementRow } from './MeasurementRow';

/** The measurements as a table that scrolls sideways on narrow screens, each row editable. */
export function MeasurementsTable({
  measurements,
  saved,
  catalogue,
  projects,
  onUpdate,
  onDelete,
  onGone,
}: {
  measurements: Measurement[];
  saved: SurfaceRef[];
  catalogue: SurfaceRef[];
  projects: Project[] | undefined;
  onUpdate: (original: Measurement, input: MeasurementInput) => Promise<Refusal | null>;
  onDelete: (measurement: Measurement) => void;
  onGone: () => void;
}) {
  const t = useTranslations('Measurements.table');
  return (
    <div className="table-scroll" role="region" aria-labelledby="measurements-caption" tabIndex={0}>
      <table className="measurements-table">
        <caption id="measurements-caption" className="visually-hidden">
          {t('caption')}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
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
              onUpdate={onUpdate}
              onDelete={onDelete}
              onGone={onGone}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
