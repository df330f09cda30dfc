import type { Measurement } from '@/lib/records/account';
import { csvField, csvNumber, csvText } from '@/lib/csv/fields';
import { colourDifference } from './delta';

export { csvField, csvNumber, csvText };

/**
 * The CSV export of measurements (RFC 4180, every field quoted, text guarded against formulas). The columns are fixed, in this order, with
 * machine-readable English names whatever the page's language, so a spreadsheet or script
 * built on one export reads the next:
 *
 *  1 measured_at             ISO 8601, as stored
 *  2 surface_article_number
 *  3 surface_name            in the page's language
 *  4 product
 *  5 producer
 *  6 project                 empty when none
 *  7 measured_L  8 measured_a  9 measured_b
 * 10 declared_L 11 declared_a 12 declared_b     empty when the surface declares none
 * 13 delta_e00               CIEDE2000, declared as reference, 2 decimals
 * 14 verdict                 imperceptible | close | noticeable | different
 * 15 measured_gloss 16 declared_gloss 17 measured_lrv 18 declared_lrv
 * 19 instrument
 * 20 note
 *
 * Numbers use '.' as decimal separator and no grouping (at most 4 decimals, which hides
 * binary rounding noise such as 0.30000000000000004); a missing value is an empty field.
 */
export const CSV_COLUMNS = [
  'measured_at',
  'surface_article_number',
  'surface_name',
  'product',
  'producer',
  'project',
  'measured_L',
  'measured_a',
  'measured_b',
  'declared_L',
  'declared_a',
  'declared_b',
  'delta_e00',
  'verdict',
  'measured_gloss',
  'declared_gloss',
  'measured_lrv',
  'declared_lrv',
  'instrument',
  'note',
] as const;

function row(measurement: Measurement): string[] {
  const { surface, measured } = measurement;
  const difference = colourDifference(surface?.declared, measured);
  return [
    csvText(measurement.measuredAt),
    csvText(surface?.articleNumber ?? ''),
    csvText(surface?.name ?? ''),
    csvText(surface?.productName ?? ''),
    csvText(surface?.producerName ?? ''),
    csvText(measurement.project?.name ?? ''),
    csvNumber(measured.L),
    csvNumber(measured.a),
    csvNumber(measured.b),
    csvNumber(surface?.declared?.L),
    csvNumber(surface?.declared?.a),
    csvNumber(surface?.declared?.b),
    difference ? difference.deltaE.toFixed(2) : '',
    csvText(difference?.verdict ?? ''),
    csvNumber(measurement.gloss),
    csvNumber(surface?.gloss),
    csvNumber(measurement.lrv),
    csvNumber(surface?.lrv),
    csvText(measurement.instrument ?? ''),
    csvText(measurement.note ?? ''),
  ];
}

/** The header row and one row per measurement, in the order given, CRLF line ends. */
export function measurementsCsv(measurements: readonly Measurement[]): string {
  return [CSV_COLUMNS, ...measurements.map(row)].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
