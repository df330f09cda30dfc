import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { TechnicalProperties as Properties } from '@/lib/strapi/catalogue-schemas';

/**
 * What a product declares for an architect's specification, each row saying "not declared"
 * where the producer has not: a missing value is never shown as if it were known. On a
 * product's page and, as its product's, on a surface's.
 */
export async function TechnicalProperties({ properties, locale, heading }: { properties: Properties; locale: Locale; heading: string }) {
  const t = await getTranslations('Properties');
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const missing = t('notDeclared');
  const rows: [string, string, React.ReactNode][] = [
    ['fire', t('fireClass'), properties.fireClass ?? missing],
    ['slip', t('slipResistance'), properties.slipResistance ?? missing],
    ['use', t('useClass'), properties.useClass ?? missing],
    ['thickness', t('thickness'), properties.thickness != null ? t('thicknessValue', { value: number.format(properties.thickness) }) : missing],
    ['placement', t('placement'), properties.placement ? t(`placements.${properties.placement}`) : missing],
    [
      'epd',
      t('epd'),
      properties.epd ? (
        <a href={properties.epd.url} download>
          {t('epdDownload')}
        </a>
      ) : (
        missing
      ),
    ],
    ['lead', t('leadTime'), properties.leadTimeDays != null ? t('leadTimeValue', { days: properties.leadTimeDays }) : missing],
    ['price', t('priceBand'), properties.priceBand != null ? t('priceBandValue', { band: properties.priceBand }) : missing],
  ];
  return (
    <section className="detail__section" aria-labelledby="properties-heading">
      <h2 id="properties-heading">{heading}</h2>
      <dl className="specs">
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
