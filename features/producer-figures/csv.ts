import { csvField, csvNumber, csvText } from '@/lib/csv/fields';
import { FIGURE_KINDS, type FigureKind, type SurfaceFigures } from '@/lib/records/figures';

export interface FiguresCsvLabels {
  articleNumber: string;
  surface: string;
  week: string;
  kinds: Record<FigureKind, string>;
  /** What a count below the threshold reads as: "färre än 5". */
  fewerThan: string;
  unnamed: string;
}

/**
 * The figures as CSV (RFC 4180, every field quoted, text guarded against formulas, a BOM so
 * a spreadsheet reads å, ä and ö), headers in the page's language: one row per surface and
 * week, oldest week first, with the desk's masking, as counts below 5 never reach the site.
 */
export function figuresCsv(surfaces: SurfaceFigures[], labels: FiguresCsvLabels): string {
  const header = [labels.articleNumber, labels.surface, labels.week, ...FIGURE_KINDS.map((kind) => labels.kinds[kind])].map(csvText);
  const rows = surfaces.flatMap((surface) =>
    surface.weeks.map((week) => [
      csvText(surface.articleNumber ?? ''),
      csvText(surface.name ?? labels.unnamed),
      week.week,
      ...FIGURE_KINDS.map((kind) => (week[kind] === null ? csvText(labels.fewerThan) : csvNumber(week[kind]))),
    ]),
  );
  return '\uFEFF' + [header, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
