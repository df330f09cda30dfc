import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { cmsGet, documentId } from '../support/cms-api';
import { CmsEditor } from '../support/cms-editor.mjs';
import { TEST_PRODUCER } from '../support/cms-server.mjs';
import { expect, test } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { E2E } from '../support/ports';
import { localePath, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

/** A surface of the first demo producer, whose staff the seeded producer account is (cms/src/seed/demo-producer.js). */
async function deskProducersSurface(locale: Locale) {
  const { data } = await cmsGet<{ data: { documentId: string; name: string; product: { producer: { name: string } } }[] }>(
    `/surfaces?locale=${locale}&filters[product][producer][slug][$eq]=norrskog&fields[0]=name&populate[product][fields][0]=name&populate[product][populate][producer][fields][0]=name&pagination[pageSize]=1`,
  );
  return data[0]!;
}

const EPD_DIR = path.resolve(import.meta.dirname, '..', '..', 'cms', 'seed', 'epd');
/** The demo's EPD of Norrskog's rustic oak parquet (cms/seed/epd/links.json): its process file and its flow file. */
const OAK_PROCESS = 'a5dcfa98-ec95-57b1-86c6-cade163936c3.xml';
const OAK_FLOW = '6fc5fc66-8212-572f-8fe1-c322211e221f.xml';

/**
 * The demo's oak parquet EPD as files to upload, under a registration number of its own and
 * valid through the end of `year`, so the demo's own EPD is left as it is.
 */
function oakEpdFiles(year: number) {
  const number = `E2E-DESK-${randomUUID().slice(0, 8)}`;
  const process = readFileSync(path.join(EPD_DIR, 'processes', OAK_PROCESS), 'utf8')
    .replace(/<common:registrationNumber>[^<]*</, `<common:registrationNumber>${number}<`)
    .replace(/<common:dataSetValidUntil>[^<]*</, `<common:dataSetValidUntil>${year}<`);
  const flow = readFileSync(path.join(EPD_DIR, 'flows', OAK_FLOW));
  return {
    number,
    files: [
      { name: OAK_PROCESS, mimeType: 'application/xml', buffer: Buffer.from(process, 'utf8') },
      { name: OAK_FLOW, mimeType: 'application/xml', buffer: flow },
    ],
  };
}

/** Orders samples of `surfaceId` as the signed-in architect, through the order form. */
async function orderSamples(page: Page, locale: Locale, surfaceId: string) {
  const t = messages[locale].Samples;
  await page.goto(localePath('/samples', locale));
  await page.evaluate((picks) => localStorage.setItem('ytbanken:picks:samples', JSON.stringify(picks)), [surfaceId]);
  await page.reload();
  await page.getByLabel(new RegExp(`^${t.street}`)).fill('Storgatan 1');
  await page.getByLabel(new RegExp(`^${t.postalCode}`)).fill('11122');
  await page.getByLabel(new RegExp(`^${t.city}`)).fill('Stockholm');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].ProducerDesk;

  test(`producer desk: the seeded producer marks an architect's order line sent, and the architect sees it (${locale})`, async ({
    page,
    browser,
    signedIn,
  }) => {
    const architect = await signedIn(locale);
    await asVisitor(page);
    const surface = await deskProducersSurface(locale);
    await orderSamples(page, locale, surface.documentId);

    const producerContext = await browser.newContext();
    try {
      const desk = await producerContext.newPage();
      await asVisitor(desk);
      await desk.goto(localePath('/login', locale));
      await signIn(desk, locale, TEST_PRODUCER.email, TEST_PRODUCER.password);
      // The account page leads producer staff to their desk.
      await desk.goto(localePath('/account', locale));
      const deskSection = desk.getByRole('region', { name: t.account.heading });
      await expect(deskSection).toContainText(surface.product.producer.name);
      await deskSection.getByRole('link', { name: t.account.link }).click();
      await expect(desk.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      const line = desk.locator('.desk__line').filter({ hasText: architect.username });
      await expect(line).toHaveCount(1);
      await expect(line.getByText(surface.name)).toBeVisible();
      await expect(line.getByText(`${t.lines.current}: ${t.statuses.open}`)).toBeVisible();
      await line.getByRole('combobox', { name: t.lines.status }).selectOption('sent');
      await line.getByRole('textbox', { name: new RegExp(t.lines.note) }).fill('Med posten i dag');
      await line.getByRole('button', { name: t.lines.save }).click();
      await expect(line.getByRole('status')).toHaveText(t.lines.saved.replace('{status}', t.statuses.sent));
      await expect(line.getByText(`${t.lines.current}: ${t.statuses.sent}`)).toBeVisible();
      // On a phone the desk, its lines' forms and the upload fit the screen: nothing scrolls sideways.
      await desk.setViewportSize({ width: 320, height: 720 });
      await expect.poll(() => desk.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    } finally {
      await producerContext.close();
    }

    await page.goto(localePath('/account', locale));
    const orders = page.getByRole('region', { name: messages[locale].Samples.orders.heading });
    // An architect's account page has no way to a desk.
    await expect(page.getByRole('link', { name: t.account.link })).toHaveCount(0);
    await expect(orders.getByText(t.ownOrders.line.replace('{producer}', surface.product.producer.name).replace('{status}', t.statuses.sent))).toBeVisible();
    await expect(orders.getByText(t.ownOrders.note.replace('{note}', 'Med posten i dag'))).toBeVisible();
  });
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].ProducerDesk;

  test(`producer desk: the seeded producer uploads an EPD for its product and sees that it has run out (${locale})`, async ({ page }) => {
    // A draft product of the seeded producer's, which no other test and no public page reads.
    const editor = await new CmsEditor(`http://127.0.0.1:${E2E.cmsPort}`).signIn();
    const producer = await documentId('producers', 'slug', 'norrskog', locale);
    const name = `EPD-prov ${randomUUID().slice(0, 8)}`;
    const product = await editor.create('api::product.product', locale, {
      name,
      category: 'flooring',
      producer: { connect: [{ documentId: producer, locale }] },
    });
    try {
      // Ran out at the end of last year: within any 90 days from now, whatever the date.
      const year = new Date().getFullYear() - 1;
      const upload = oakEpdFiles(year);
      await asVisitor(page);
      await page.goto(localePath('/login', locale));
      await signIn(page, locale, TEST_PRODUCER.email, TEST_PRODUCER.password);
      await page.goto(localePath('/producer-desk', locale));
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      const form = page.locator('form').filter({ has: page.getByRole('heading', { name: t.epds.upload }) });
      await form.getByRole('combobox', { name: t.epds.product }).fill(name);
      await form.getByRole('option', { name }).click();
      await expect(form.getByRole('combobox', { name: t.epds.product })).toHaveValue(name);
      await form.getByLabel(t.epds.files).setInputFiles(upload.files);
      await form.getByRole('button', { name: t.epds.submit }).click();
      await expect(form.getByRole('status').filter({ hasText: t.epds.imported.replace('{number}', upload.number) })).toBeVisible();

      // The page is drawn again after the upload: the new EPD is in the list, said to have run out.
      const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(new Date(`${year}-12-31T12:00:00Z`));
      const listed = page.getByRole('region', { name: t.epds.heading }).getByRole('listitem').filter({ hasText: upload.number });
      await expect(listed).toHaveText(translator(locale, 'ProducerDesk.epds')('expired', { number: upload.number, date, covers: 'some', products: name }));
    } finally {
      await editor.delete('api::product.product', product, locale);
    }
  });
}
