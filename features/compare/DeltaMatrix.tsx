import { getTranslations } from 'next-intl/server';
import { DeltaLegend } from '@/components/colour/DeltaLegend';
import { formatDeltaE } from '@/lib/i18n/format';
import type { Locale } from '@/i18n/routing';
import { bandOf } from '@/lib/colour/bands';
import { deltaE2000 } from '@ytbanken/domain/colour/ciede2000';
import type { SurfaceDetail } from '@/lib/strapi';
import { CompareSwatch } from './CompareSwatch';
import styles from './compare.module.css';

/**
 * The ΔE00 between each pair of compared surfaces, each head with its swatch so the numbers
 * can be read against the colours, and the legend of the bands' words beside the table.
 */
export async function DeltaMatrix({ surfaces, locale }: { surfaces: SurfaceDetail[]; locale: Locale }) {
  const [t, tMeasure, tBand] = await Promise.all([getTranslations('ComparePage'), getTranslations('Measurements'), getTranslations('ColourDifference.bands')]);
  const head = (surface: SurfaceDetail) => (
    <span className={styles.head}>
      <CompareSwatch surface={surface} size="small" />
      {surface.name}
    </span>
  );
  return (
    <section className="detail__section" aria-labelledby="delta-heading">
      <h2 id="delta-heading">{t('matrixTitle')}</h2>
      <p className="muted">{t('matrixIntro')}</p>
      <div className={styles.deltaLayout}>
        <div className="table-scroll">
          <table className={styles.matrix}>
            <caption className="visually-hidden">{t('matrixTitle')}</caption>
            <thead>
              <tr>
                <td />
                {surfaces.map((surface) => (
                  <th key={surface.id} scope="col">
                    {head(surface)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {surfaces.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{head(row)}</th>
                  {surfaces.map((column) => {
                    if (column.id === row.id) return <td key={column.id}>–</td>;
                    if (!row.lab || !column.lab) return <td key={column.id}>{tMeasure('noDeltaE')}</td>;
                    const delta = deltaE2000(row.lab, column.lab);
                    return (
                      <td key={column.id} data-verdict={bandOf(delta)}>
                        <span className={styles.delta}>{formatDeltaE(delta, locale)}</span> <span className={styles.verdict}>{tBand(bandOf(delta))}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <DeltaLegend className={styles.legend} />
      </div>
    </section>
  );
}
