import { randomUUID } from 'node:crypto';
import { SHEET_COLUMNS } from '@ytbanken/domain/catalogue/sheet';
import { signIn } from '../support/accounts';
import { TEST_PRODUCER } from '../support/cms-server.mjs';
import { expect, test } from '../support/fixtures';
import { messages } from '../support/messages';
import { localePath, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

/** A small upload of two new surfaces of one product, headed in the page's language; choices as codes, which either language reads. */
function smallCsv(locale: Locale) {
  const columns = messages[locale].ProducerCatalogue.columns;
  const mark = randomUUID().slice(0, 8);
  const row = (n: number): Record<(typeof SHEET_COLUMNS)[number], string> => ({
    articleNumber: `E2E-${mark}-${n}`,
    surfaceName: `Provyta ${n}`,
    productName: `Provgolv ${mark}`,
    category: 'flooring',
    summary: '',
    fireClass: 'Cfl-s1',
    slipResistance: '',
    useClass: '33',
    thickness: '14',
    placement: 'indoor',
    leadTimeDays: '',
    priceBand: '',
    finish: 'matt',
    gloss: '',
    lrv: '40',
    hex: '#a08060',
    ncs: '',
    labL: '',
    labA: '',
    labB: '',
  });
  const lines = [SHEET_COLUMNS.map((c) => `"${columns[c]}"`), ...[1, 2].map((n) => SHEET_COLUMNS.map((c) => row(n)[c]))];
  return Buffer.from(lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n', 'utf8');
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].ProducerDesk;

  test(`producer desk: the seeded producer uploads a small catalogue, sees the preview and applies it as drafts (${locale})`, async ({ page }) => {
    await asVisitor(page);
    await page.goto(localePath('/login', locale));
    await signIn(page, locale, TEST_PRODUCER.email, TEST_PRODUCER.password);
    await page.goto(localePath('/producer-desk', locale));
    await page.getByRole('link', { name: t.catalogue.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.catalogue.title })).toBeVisible();

    await page.getByLabel(t.catalogue.upload.file).setInputFiles({ name: 'katalog.csv', mimeType: 'text/csv', buffer: smallCsv(locale) });
    await page.getByRole('button', { name: t.catalogue.upload.submit }).click();
    await expect(page.getByText(t.catalogue.preview.added.replace('{count, number}', '2'))).toBeVisible();
    await expect(page.getByText(t.catalogue.preview.refused.replace('{count, number}', '0'))).toBeVisible();

    await page.getByRole('button', { name: t.catalogue.apply.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.catalogue.apply.doneDrafts.replace('{total, number}', '2') })).toBeVisible();
  });
}
