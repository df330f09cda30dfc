import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { SHEET_COLUMNS, SHEET_MAX_BYTES, SHEET_MAX_ROWS, type SheetColumn } from '@/lib/records/catalogue-sheet';
import { COLUMN_KINDS, choiceWord, headerOf, messagesIn } from './columns';
import type { FileProblem, Refusal } from './rows';

// Synchronous and request-free like lib/http/api-error.ts, so a route or a job can word a
// reading in the uploader's language without next-intl's request config.
const translator = (locale: Locale) => createTranslator({ locale, messages: messagesIn(locale), namespace: 'ProducerCatalogue' });

const isColumn = (name: string): name is SheetColumn => (SHEET_COLUMNS as readonly string[]).includes(name);

/** A column's choices in a language, "a, b or c". */
function allowedIn(locale: Locale, column: SheetColumn): string {
  const kind = COLUMN_KINDS[column];
  if (kind.type !== 'choice') return '';
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(kind.values.map((v) => choiceWord(locale, kind, v)));
}

/** "Row 7, column “Thickness (mm)”: “tjock” is not a number." in the uploader's language. */
export function describeRefusal(refusal: Refusal, locale: Locale): string {
  const t = translator(locale);
  const values = refusal.reason === 'notAllowed' ? { ...refusal.values, allowed: allowedIn(locale, refusal.column) } : refusal.values;
  const reason = t(`reasons.${refusal.reason}`, values);
  return t('refusal', { row: refusal.row, column: headerOf(locale, refusal.column), reason });
}

/** Why a file was not read at all, in the uploader's language. */
export function describeProblem(problem: FileProblem, locale: Locale): string {
  const t = translator(locale);
  switch (problem.reason) {
    case 'tooLarge':
      return t('problems.tooLarge', { max: SHEET_MAX_BYTES / 1024 / 1024 });
    case 'tooManyRows':
      return t('problems.tooManyRows', { max: SHEET_MAX_ROWS });
    case 'empty':
      return t('problems.empty');
    case 'unreadable':
      return t('problems.unreadable', { format: problem.format.toUpperCase() });
    case 'missingColumns':
    case 'unknownColumns':
    case 'repeatedColumns': {
      const quote = locale === 'sv' ? (s: string) => `”${s}”` : (s: string) => `“${s}”`;
      const names = problem.columns.map((c) => quote(isColumn(c) ? headerOf(locale, c) : c));
      return t(`problems.${problem.reason}`, { columns: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) });
    }
  }
}
