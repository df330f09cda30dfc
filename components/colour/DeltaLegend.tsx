import { getTranslations } from 'next-intl/server';
import { BANDS, rangeOf } from '@/lib/colour/bands';
import styles from './DeltaLegend.module.css';
import { Verdict } from './Verdict';

/**
 * The ΔE00 bands (lib/colour/bands.ts), stated where ΔE00 values are read: each entry its range,
 * the band's words once, and what that means for the surfaces, not the same words again.
 * The range's figures are the bands' own (rangeOf), formatted in the page's language here, on the server.
 */
export async function DeltaLegend({ className }: { className?: string } = {}) {
  const t = await getTranslations('ColourDifference');
  return (
    <aside className={className ? `${styles.legend} ${className}` : styles.legend} aria-labelledby="delta-legend-title">
      <h3 id="delta-legend-title">{t('legendTitle')}</h3>
      <p>{t('legendText')}</p>
      <dl>
        {BANDS.map(({ band }) => (
          <div key={band}>
            <dt>
              <Verdict band={band}>ΔE00 {t(`ranges.${band}`, rangeOf(band))}</Verdict>
            </dt>
            <dd>
              <strong>{t(`bands.${band}`)}</strong> – {t(`explanations.${band}`)}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
