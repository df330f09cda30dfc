import { getTranslations } from 'next-intl/server';
import { VERDICT_BANDS } from '@/features/measurements/delta';

/** The verdict thresholds, stated where the ΔE00 values are read. */
export async function DeltaLegend() {
  const t = await getTranslations('Measurements');
  return (
    <aside className="delta-legend" aria-labelledby="delta-legend-title">
      <h3 id="delta-legend-title">{t('legend.title')}</h3>
      <p>{t('legend.text')}</p>
      <dl>
        {VERDICT_BANDS.map(({ verdict }) => (
          <div key={verdict}>
            <dt>
              <span className={`verdict verdict--${verdict}`}>ΔE00 {t(`legend.${verdict}`)}</span>
            </dt>
            <dd>
              <strong>{t(`verdicts.${verdict}`)}</strong>: {t(`legend.${verdict}Text`)}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
