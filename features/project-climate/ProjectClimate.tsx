import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatNumber } from '@/lib/i18n/format';
import type { ClimateLine, ClimateTable } from './table';
import styles from './project-climate.module.css';

type T = Awaited<ReturnType<typeof getTranslations<'ProjectClimate'>>>;

/**
 * A project's climate table: per material its quantity, A1–A3 per m², the line's total and
 * where the figure comes from, the lines the total leaves out named as such, the total, each
 * line's best "same look, less carbon" swap and what the project would come to with them;
 * and, where given, the table to download.
 */
export async function ProjectClimate({
  table,
  locale,
  downloads,
}: {
  table: ClimateTable;
  locale: Locale;
  /** The export's address without its format; none where the viewer may not download. */
  downloads: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'ProjectClimate' });
  const kg = (value: number) => t('kg', { value: formatNumber(value, locale, { fixed: 1 }) });
  const withoutData = table.lines.filter((line) => line.missing).length;
  return (
    <section className={styles.climate} aria-labelledby="project-climate-heading">
      <h2 id="project-climate-heading">{t('heading')}</h2>
      <p className="muted">{t('intro')}</p>
      {table.lines.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className={styles.table}>
            <caption>{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.material')}</th>
                <th scope="col">{t('columns.placement')}</th>
                <th scope="col">{t('columns.quantity')}</th>
                <th scope="col">{t('columns.perSquareMetre')}</th>
                <th scope="col">{t('columns.total')}</th>
                <th scope="col">{t('columns.source')}</th>
                <th scope="col">{t('columns.swap')}</th>
              </tr>
            </thead>
            <tbody>
              {table.lines.map((line) => (
                <Line key={line.id} line={line} locale={locale} t={t} kg={kg} />
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('totalRow')}
                </th>
                <td>{kg(table.total)}</td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {(table.a4 !== null || table.a5 !== null) && (
        <dl className={styles.modules}>
          {table.a4 !== null && (
            <div>
              <dt>{t('a4')}</dt>
              <dd>{kg(table.a4)}</dd>
            </div>
          )}
          {table.a5 !== null && (
            <div>
              <dt>{t('a5')}</dt>
              <dd>{kg(table.a5)}</dd>
            </div>
          )}
        </dl>
      )}
      {withoutData > 0 && <p className="project-climate__without">{t('withoutData', { count: withoutData })}</p>}
      {table.totalWithSwaps !== null && (
        <p className="project-climate__swaps">
          {t('withSwaps', {
            total: formatNumber(table.totalWithSwaps, locale, { fixed: 1 }),
            saving: formatNumber(table.total - table.totalWithSwaps, locale, { fixed: 1 }),
          })}
        </p>
      )}
      {downloads && table.lines.length > 0 && (
        <p className="project-climate__downloads">
          {t('download')}:{' '}
          <a href={`${downloads}?format=csv&locale=${locale}`} download>
            {t('downloadCsv')}
          </a>
          {' · '}
          <a href={`${downloads}?format=xlsx&locale=${locale}`} download>
            {t('downloadXlsx')}
          </a>
        </p>
      )}
    </section>
  );
}

function Line({ line, locale, t, kg }: { line: ClimateLine; locale: Locale; t: T; kg: (value: number) => string }) {
  const href = line.kind === 'surface' ? `/surfaces/${line.catalogueId}` : `/products/${line.catalogueId}`;
  const unit = line.unit === 'declared' ? line.declaredUnit : 'm2';
  return (
    <tr>
      <th scope="row">
        <Link href={href}>{line.name ?? line.catalogueId}</Link>
        {line.productName && <span className="muted"> · {line.productName}</span>}
      </th>
      <td>{line.placement ? t(`placements.${line.placement}`) : ''}</td>
      <td>
        {line.quantity !== null && unit ? t('quantity', { value: formatNumber(line.quantity, locale), unit: t(`units.${unit}`) }) : t('missing.quantity')}
      </td>
      <td>{line.perSquareMetre !== null ? t('perSquareMetre', { value: formatNumber(line.perSquareMetre, locale, { fixed: 2 }) }) : ''}</td>
      <td>
        {line.total !== null ? (
          <>
            {kg(line.total)}
            {line.share !== null && (
              <span className="muted">
                {' '}
                ({t('share', { value: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(line.share) })})
              </span>
            )}
          </>
        ) : line.missing && line.missing !== 'quantity' ? (
          t(`missing.${line.missing}`)
        ) : (
          ''
        )}
      </td>
      <td>
        <Source line={line} locale={locale} t={t} />
      </td>
      <td>
        {line.swap ? (
          <>
            <Link href={`/surfaces/${line.swap.surfaceId}`}>
              {t('swap', {
                name: line.swap.name,
                value: formatNumber(line.swap.perSquareMetre, locale, { fixed: 2 }),
                deltaE: formatNumber(line.swap.deltaE, locale, { fixed: 2 }),
              })}
            </Link>{' '}
            <strong>{t('swapSaving', { saving: formatNumber(line.swap.saving, locale, { fixed: 1 }) })}</strong>
            {line.swap.look && <span className="muted"> {t('swapLook', { look: line.swap.look })}</span>}
          </>
        ) : (
          <span className="muted">{t('noSwap')}</span>
        )}
      </td>
    </tr>
  );
}

function Source({ line, locale, t }: { line: ClimateLine; locale: Locale; t: T }) {
  const { source } = line;
  if (!source) return <>{t('noSource')}</>;
  if (source.kind === 'generic') {
    return (
      <>
        {t('sourceGeneric', { name: source.name[locale] })}
        {source.example && ` (${t('example')})`}
      </>
    );
  }
  const date = source.validUntil ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(source.validUntil)) : null;
  return (
    <>
      {t(source.of === 'surface' ? 'sourceEpdSurface' : 'sourceEpd', { number: source.registrationNumber })}
      {source.expired && date && <strong> ({t('expired', { date })})</strong>}
    </>
  );
}
