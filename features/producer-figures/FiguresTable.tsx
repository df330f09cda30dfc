import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { FIGURE_KINDS, weekNumber, type SurfaceFigures } from '@/lib/records/figures';
import { figureText } from './figure-text';
import styles from './Figures.module.css';

/** Every number of a surface's chart, week by week: the chart's accessible description. */
export function FiguresTable({
  surface,
  name,
  shownFrom,
  id,
  locale,
}: {
  surface: SurfaceFigures;
  name: string;
  shownFrom: number;
  id: string;
  locale: Locale;
}) {
  const t = useTranslations('ProducerFigures');
  const fewer = t('fewerThan', { count: shownFrom });
  return (
    <table id={id} className={styles.table}>
      <caption>{t('table', { surface: name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('weekColumn')}</th>
          {FIGURE_KINDS.map((kind) => (
            <th key={kind} scope="col">
              <span className={styles[kind]} aria-hidden="true" /> {t(`kinds.${kind}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {surface.weeks.map((week) => (
          <tr key={week.week}>
            <th scope="row">
              <abbr title={t('weekLong', { number: weekNumber(week.week), year: week.week.slice(0, 4) })}>{t('week', { number: weekNumber(week.week) })}</abbr>
            </th>
            {FIGURE_KINDS.map((kind) => (
              <td key={kind} className={week[kind] === null ? styles.fewer : undefined}>
                {figureText(week[kind], fewer, locale)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
