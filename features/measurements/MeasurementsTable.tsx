'use client';

import { useTranslations } from 'next-intl';
import type { Measurement } from '@/lib/records/account';
import { COLUMNS, MeasurementRow, type RowActions } from './MeasurementRow';
import styles from './measurements.module.css';

/** The measurements as a table that scrolls sideways on narrow screens, each row editable. */
export function MeasurementsTable({ measurements, rows }: { measurements: Measurement[]; rows: RowActions }) {
  const t = useTranslations('Measurements.table');
  return (
    <div className="table-scroll" role="region" aria-labelledby="measurements-caption" tabIndex={0}>
      <table className={styles.table}>
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
            <MeasurementRow key={measurement.id} measurement={measurement} {...rows} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
