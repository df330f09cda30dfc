/** CSV fields as the site's exports write them (RFC 4180, every field quoted, text guarded against formulas). */

/** A number with '.' decimals, at most 4 of them, trailing zeros dropped. */
export function csvNumber(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  const fixed = value.toFixed(4).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

// Spreadsheets run a cell that starts with one of these as a formula. Excel in Swedish
// splits a line on ';' (and some readers on tabs) rather than ',', so a field such as
// "x;=1+1" becomes two cells there, the second a formula: the guard also goes after every
// character a reader may split on. Numbers written by csvNumber are not text: they may
// rightly start with '-', and a bare number is never run as anything but a number.
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/** Text a spreadsheet reads as text: a `'` before every character that would start a formula. */
export function csvText(value: string): string {
  return value.replace(FORMULA_START, "'");
}

/** Every field in quotes, inner quotes doubled: a reader that splits on another character keeps it whole. */
export function csvField(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}
