import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { sitePaths } from '@/lib/catalogue/paths';
import type { FiguresPage } from '@/lib/records/figures';
import { FiguresChart } from './FiguresChart';
import { FiguresTable } from './FiguresTable';
import styles from './Figures.module.css';

/**
 * A page of surfaces, most counted first, each with its chart and the table that describes it,
 * under a heading that says which of how many they are.
 */
export function SurfaceFiguresList({ figures, locale }: { figures: FiguresPage; locale: Locale }) {
  const t = useTranslations('ProducerFigures');
  if (figures.total === 0) return <p>{t('empty', { weeks: figures.weeks.length })}</p>;
  if (figures.surfaces.length === 0) return <p>{t('pastLast', { total: figures.total, pages: figures.pageCount })}</p>;
  const first = (figures.page - 1) * figures.pageSize + 1;
  return (
    <>
      <h2 id="figures-range">{t('range', { first, last: first + figures.surfaces.length - 1, total: figures.total })}</h2>
      <ul className={styles.surfaces} aria-labelledby="figures-range">
        {figures.surfaces.map((surface) => {
          const name = surface.name ?? t('unnamed');
          const tableId = `figures-${surface.id}`;
          return (
            <li key={surface.id} className={styles.surface} data-surface={surface.id}>
              <h3>
                {surface.name ? <Link href={sitePaths.surface(surface.id)}>{surface.name}</Link> : name}
                {surface.articleNumber && <small> {surface.articleNumber}</small>}
              </h3>
              <FiguresChart surface={surface} name={name} shownFrom={figures.shownFrom} describedBy={tableId} />
              <div className={styles.scroll}>
                <FiguresTable surface={surface} name={name} shownFrom={figures.shownFrom} id={tableId} locale={locale} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
