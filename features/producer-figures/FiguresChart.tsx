import { useTranslations } from 'next-intl';
import { FIGURE_KINDS, type FigureKind, type SurfaceFigures } from '@/lib/records/figures';
import styles from './Figures.module.css';

const BAR = 4;
const GAP = 6;
const HEIGHT = 60;
/** A masked bar is drawn this high at least, so "fewer than 5" never looks like nothing. */
const MASKED_MIN = 4;

const coordinate = (value: number) => String(Math.round(value * 100) / 100);

/** Bars as one path: each a rectangle drawn up from the baseline at `x`, `height` high. */
const barsPath = (bars: { x: number; height: number }[]) =>
  bars.map(({ x, height }) => `M${coordinate(x)} ${HEIGHT}v-${coordinate(height)}h${BAR - 0.5}v${coordinate(height)}z`).join('');

/**
 * A surface's weeks as grouped bars, one per kind, drawn on the server: each kind's bars are
 * one path and its masked bars another, so a page of charts stays a few elements each (a
 * page holds twenty). Screen readers get a short label and the table it points to
 * (`describedBy`), which holds every number; a pointer gets each kind's name. A count below
 * the threshold is a dashed bar as high as the threshold would be, since its true height is
 * not known here.
 */
export function FiguresChart({ surface, name, shownFrom, describedBy }: { surface: SurfaceFigures; name: string; shownFrom: number; describedBy: string }) {
  const t = useTranslations('ProducerFigures');
  const highest = Math.max(shownFrom, ...surface.weeks.flatMap((week) => FIGURE_KINDS.map((kind) => week[kind] ?? 0)));
  const group = FIGURE_KINDS.length * BAR + GAP;
  const width = surface.weeks.length * group;
  const bars = (kind: FigureKind, masked: boolean) =>
    surface.weeks.flatMap((week, w) => {
      const value = week[kind];
      if ((value === null) !== masked) return [];
      const x = w * group + FIGURE_KINDS.indexOf(kind) * BAR;
      return [{ x, height: value === null ? Math.max(MASKED_MIN, (shownFrom / highest) * HEIGHT) : (value / highest) * HEIGHT }];
    });

  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-label={`${t('chart', { surface: name, weeks: surface.weeks.length })} ${t('chartMasked', { count: shownFrom })}`}
      aria-describedby={describedBy}
      preserveAspectRatio="none"
    >
      {FIGURE_KINDS.flatMap((kind) =>
        [false, true].map((masked) => {
          const drawn = bars(kind, masked);
          if (drawn.length === 0) return null;
          return (
            <path
              key={`${kind}-${masked}`}
              className={`${styles[kind]} ${masked ? styles.masked : ''}`}
              data-kind={kind}
              data-masked={masked || undefined}
              d={barsPath(drawn)}
            >
              <title>{masked ? `${t(`kinds.${kind}`)}: ${t('fewerThan', { count: shownFrom })}` : t(`kinds.${kind}`)}</title>
            </path>
          );
        }),
      )}
    </svg>
  );
}
