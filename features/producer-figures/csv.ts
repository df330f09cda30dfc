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
 * In two parts, so a download can be written a page of surfaces at a time.
 */
export function figuresCsvHeader(labels: FiguresCsvLabels): string {
  const header = [labels.articleNumber, labels.surface, labels.week, ...FIGURE_KINDS.map((kind) => labels.kinds[kind])].map(csvText);
  return '\uFEFF' + header.map(csvField).join(',') + '\r\n';
}

/** The rows of `surfaces`, each line ended, to follow the header. */
export function figuresCsvRows(surfaces: SurfaceFigures[], labels: FiguresCsvLabels): string {
  const rows = surfaces.flatMap((surface) =>
    surface.weeks.map((week) => [
      csvText(surface.articleNumber ?? ''),
      csvText(surface.name ?? labels.unnamed),
      week.week,
      ...FIGURE_KINDS.map((kind) => (week[kind] === null ? csvText(labels.fewerThan) : csvNumber(week[kind]))),
    ]),
  );
  return rows.map((fields) => fields.map(csvField).join(',') + '\r\n').join('');
}
