import { expect, type Page } from '@playwright/test';
import { translator } from './messages';
import type { Locale } from './seed-data';

/** A ΔE00 as the compare page and the measurements page write it: two decimals, in the page's language. */
export const deltaText = (value: number, locale: Locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** The ΔE00 matrix's cell for `row` against `column`, found by their headers as a reader finds it. */
export async function matrixCell(page: Page, locale: Locale, row: string, column: string) {
  const matrix = page.getByRole('table', { name: translator(locale)('ComparePage.matrixTitle') });
  const columns = await matrix.locator('thead th').allInnerTexts();
  const index = columns.indexOf(column);
  expect(index, `${column} is a column of the matrix`).toBeGreaterThanOrEqual(0);
  // The first cell of each body row is its header; the columns' headers skip the corner.
  return matrix
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .locator('td')
    .nth(index);
}
