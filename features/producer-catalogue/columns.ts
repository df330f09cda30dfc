import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { SHEET_COLUMNS, sheetRecordSchema, type SheetColumn } from '@/lib/records/catalogue-sheet';
import { CATEGORIES, FINISHES, FIRE_CLASSES, PLACEMENT_VALUES, SLIP_CLASSES, USE_CLASSES } from '@/lib/strapi/catalogue-schemas';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

/** How a column's cells are written and read. */
export type ColumnKind =
  | { type: 'text' }
  | { type: 'hex' }
  | { type: 'number'; whole: boolean; min: number; max: number }
  /** Words are written in the sheet's language and read in either; a choice without words is its code. */
  | { type: 'choice'; values: readonly string[]; words?: (locale: Locale, value: string) => string; numeric?: boolean };

const MESSAGES = { sv, en } as const;
type Messages = typeof sv;
/** The site's texts in a language, without a request: files are written and read outside a page too. */
export const messagesIn = (locale: Locale): Messages => MESSAGES[locale];
const wordsOf =
  (pick: (m: Messages) => Record<string, string>) =>
  (locale: Locale, value: string): string =>
    pick(MESSAGES[locale])[value] ?? value;

/** A number column's bounds, as the record's schema holds them. */
function numberKind(column: SheetColumn, whole: boolean): ColumnKind {
  const field = sheetRecordSchema.shape[column];
  const schema = field instanceof z.ZodNullable ? field.unwrap() : field;
  if (!(schema instanceof z.ZodNumber) || schema.minValue == null || schema.maxValue == null) throw new Error(`${column} is no bounded number`);
  return { type: 'number', whole, min: schema.minValue, max: schema.maxValue };
}

export const COLUMN_KINDS: Record<SheetColumn, ColumnKind> = {
  articleNumber: { type: 'text' },
  surfaceName: { type: 'text' },
  productName: { type: 'text' },
  category: { type: 'choice', values: CATEGORIES, words: wordsOf((m) => m.Categories) },
  summary: { type: 'text' },
  fireClass: { type: 'choice', values: FIRE_CLASSES },
  slipResistance: { type: 'choice', values: SLIP_CLASSES },
  useClass: { type: 'choice', values: USE_CLASSES, numeric: true },
  thickness: numberKind('thickness', false),
  placement: { type: 'choice', values: PLACEMENT_VALUES, words: wordsOf((m) => m.Properties.placements) },
  leadTimeDays: numberKind('leadTimeDays', true),
  priceBand: numberKind('priceBand', true),
  finish: { type: 'choice', values: FINISHES, words: wordsOf((m) => m.Finishes) },
  gloss: numberKind('gloss', false),
  lrv: numberKind('lrv', false),
  hex: { type: 'hex' },
  ncs: { type: 'text' },
  labL: numberKind('labL', false),
  labA: numberKind('labA', false),
  labB: numberKind('labB', false),
};

/** A column's header in a language. */
export const headerOf = (locale: Locale, column: SheetColumn): string => MESSAGES[locale].ProducerCatalogue.columns[column];

/** A choice as the sheet writes it in a language. */
export function choiceWord(locale: Locale, kind: Extract<ColumnKind, { type: 'choice' }>, value: string): string {
  return kind.words ? kind.words(locale, value) : value;
}

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Headers as either language writes them, and the columns' own names, to the column. */
const HEADERS = new Map<string, SheetColumn>(
  SHEET_COLUMNS.flatMap((column) => [normal(column), normal(headerOf('sv', column)), normal(headerOf('en', column))].map((h) => [h, column] as const)),
);
export const columnOfHeader = (header: string): SheetColumn | undefined => HEADERS.get(normal(header));

const CHOICES = new Map(
  SHEET_COLUMNS.flatMap((column) => {
    const kind = COLUMN_KINDS[column];
    if (kind.type !== 'choice') return [];
    const words = new Map(kind.values.flatMap((v) => [v, choiceWord('sv', kind, v), choiceWord('en', kind, v)].map((w) => [normal(w), v] as const)));
    return [[column, words] as const];
  }),
);
/** The code a choice cell names, in either language or as its code; undefined when it names none. */
export const choiceOf = (column: SheetColumn, cell: string): string | undefined => CHOICES.get(column)?.get(normal(cell));
