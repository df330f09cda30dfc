import { useTranslations } from 'next-intl';
import { FIGURE_KINDS, weekNumber, type SurfaceFigures } from '@/lib/records/figures';
import styles from './Figures.module.css';

const BAR = 4;
const GAP = 6;
const HEIGHT = 60;
/** A masked bar is drawn this high at least, so "fewer than 5" never looks like nothing. */
const MASKED_MIN = 4;

/**
 * A surface's weeks as grouped bars, one per kind, drawn on the server. Screen readers get a
 * short label and the table it points to (`describedBy`), which holds every number; each bar's
 * title repeats its number for a pointer. A count below the threshold is a dashed bar as high
 * as the threshold would be, since its true height is not known here.
 */
export function FiguresChart({ surface, name, shownFrom, describedBy }: { surface: SurfaceFigures; name: string; shownFrom: number; describedBy: string }) {
  const t = useTranslations('ProducerFigures');
  const highest = Math.max(shownFrom, ...surface.weeks.flatMap((week) => FIGURE_KINDS.map((kind) => week[kind] ?? 0)));
  const group = FIGURE_KINDS.length * BAR + GAP;
  const width = surface.weeks.length * group;
  const heightOf = (value: number | null) => (value === null ? Math.max(MASKED_MIN, (shownFrom / highest) * HEIGHT) : (value / highest) * HEIGHT);

  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-label={`${t('chart', { surface: name, weeks: surface.weeks.length })} ${t('chartMasked', { count: shownFrom })}`}
      aria-describedby={describedBy}
      preserveAspectRatio="none"
    >
      {surface.weeks.map((week, w) =>
        FIGURE_KINDS.map((kind, k) => {
          const value = week[kind];
          const height = heightOf(value);
          const label = `${t('week', { number: weekNumber(week.week) })}, ${t(`kinds.${kind}`)}: ${value ?? t('fewerThan', { count: shownFrom })}`;
          return (
            <rect
              key={`${week.week}-${kind}`}
              className={`${styles[kind]} ${value === null ? styles.masked : ''}`}
              data-kind={kind}
              data-masked={value === null || undefined}
              x={w * group + k * BAR}
              y={HEIGHT - height}
              width={BAR - 0.5}
              height={height}
            >
              <title>{label}</title>
            </rect>
          );
        }),
      )}
    </svg>
  );
}
