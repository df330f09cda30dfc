import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { cmsGet } from '../support/cms-api';
import { TEST_PRODUCER } from '../support/cms-server.mjs';
import { expect, test } from '../support/fixtures';
import { messages } from '../support/messages';
import { localePath, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

/** A surface of the first demo producer, whose staff the seeded producer account is (cms/src/seed/demo-producer.js). */
async function deskProducersSurface(locale: Locale) {
  const { data } = await cmsGet<{ data: { documentId: string; name: string; product: { producer: { name: string } } }[] }>(
    `/surfaces?locale=${locale}&filters[product][producer][slug][$eq]=norrskog&fields[0]=name&populate[product][fields][0]=name&populate[product][populate][producer][fields][0]=name&pagination[pageSize]=1`,
  );
  return data[0]!;
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
