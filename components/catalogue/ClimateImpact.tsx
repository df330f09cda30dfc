import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { hasExpired, type ClimateFigures } from '@/lib/climate/figures';
import styles from './ClimateImpact.module.css';

/** Enough digits to tell values apart, and no more than a declaration's own precision suggests. */
const fractionDigits = (value: number) => (Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 1 ? 1 : 2);

/**
 * A product's or surface's climate impact: A1–A3 per m² with where the figure comes from (its
 * EPD, or its category's generic value at the conservative level), a warning when the EPD has
 * expired, and the other declared modules. Nothing is shown as zero that was not declared.
 */
export function ClimateImpact({ figures, today }: { figures: ClimateFigures | null; today: string }) {
  const t = useTranslations('Climate');
  const format = useFormatter();
  const locale = useLocale();
  const number = (value: number) => format.number(value, { maximumFractionDigits: fractionDigits(value), minimumFractionDigits: 0 });

  if (!figures) {
    return (
      <section className="detail__section" aria-labelledby="climate-heading">
        <h2 id="climate-heading">{t('heading')}</h2>
        <p>{t('none')}</p>
      </section>
    );
  }
  const unit = figures.kind === 'epd' ? figures.declaration.declaredUnit : 'kg';
  const headline =
    figures.a1a3 !== null
      ? t('a1a3', { value: number(figures.a1a3) })
      : figures.a1a3PerUnit !== null
        ? t('a1a3PerUnit', { value: number(figures.a1a3PerUnit), unit: t(`units.${unit}`) })
        : t('a1a3NotDeclared');
  const expired = figures.kind === 'epd' && hasExpired(figures.declaration.validUntil, today);
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <section className="detail__section" aria-labelledby="climate-heading">
      <h2 id="climate-heading">{t('heading')}</h2>
      <p className="climate__headline">
        <strong>{headline}</strong>
      </p>
      {figures.a1a3 === null && figures.a1a3PerUnit !== null && <p className="muted">{t('notConvertible')}</p>}
      {figures.kind === 'epd' ? (
        <p>
          {t('sourceEpd', {
            number: figures.declaration.registrationNumber,
            operator: figures.declaration.programmeOperator ?? t('operatorUnknown'),
          })}{' '}
          {figures.declaration.validUntil && t('validUntil', { date: date(figures.declaration.validUntil) })}{' '}
          {t('indicator', { indicator: figures.declaration.gwpIndicator, standard: figures.declaration.standard })}
        </p>
      ) : (
        <p>
          {t('sourceGeneric', { name: locale === 'sv' ? figures.generic.name.sv : figures.generic.name.en, source: figures.generic.source })}{' '}
          {figures.generic.example && t('exampleValue')}
        </p>
      )}
      {expired && (
        <p className="notice" role="note">
          {t('expired', { date: date(figures.declaration.validUntil!) })}
        </p>
      )}
      {figures.modules.length > 0 && (
        <table className={styles.modules}>
          <caption>{t('modulesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('module')}</th>
              <th scope="col">{t('perSquareMetre')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.modules.map((figure) => (
              <tr key={figure.module}>
                <th scope="row">{t(`modules.${figure.module}`)}</th>
                <td>
                  {figure.perSquareMetre !== null
                    ? number(figure.perSquareMetre)
                    : t('perUnitOnly', { value: number(figure.perUnit), unit: t(`units.${unit}`) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted">{t('whatItIs')}</p>
    </section>
  );
}
