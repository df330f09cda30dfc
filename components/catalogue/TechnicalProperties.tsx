import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { isListed, type TechnicalProperty } from '@/lib/catalogue/applicable-properties';
import type { Category, TechnicalProperties as Properties } from '@/lib/strapi/catalogue-schemas';
import { describeUseClass } from './use-class';

/**
 * What a product declares for an architect's specification, each row saying "not declared"
 * where the producer has not: a missing value is never shown as if it were known. Rows that
 * cannot apply to the product's category (slip resistance on paint) are left out. On a
 * product's page and, as its product's, on a surface's. Not async: it renders inside server
 * pages and under a client provider alike.
 */
export function TechnicalProperties({
  properties,
  category,
  locale,
  heading,
}: {
  properties: Properties;
  category: Category;
  locale: Locale;
  heading: string;
}) {
  const t = useTranslations('Properties');
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const missing = t('notDeclared');
  const rows: [TechnicalProperty, string, ReactNode][] = [
    ['fireClass', t('fireClass'), properties.fireClass ?? missing],
    ['slipResistance', t('slipResistance'), properties.slipResistance ?? missing],
    ['useClass', t('useClass'), properties.useClass != null ? describeUseClass(properties.useClass, t) : missing],
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
    ['leadTimeDays', t('leadTime'), properties.leadTimeDays != null ? t('leadTimeValue', { days: properties.leadTimeDays }) : missing],
    ['priceBand', t('priceBand'), properties.priceBand != null ? t('priceBandValue', { band: properties.priceBand }) : missing],
  ];
  return (
    <section className="detail__section" aria-labelledby="properties-heading">
      <h2 id="properties-heading">{heading}</h2>
      <dl className="specs">
        {rows
          .filter(([property]) => isListed(property, category, properties))
          .map(([property, label, value]) => (
            <div key={property}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
