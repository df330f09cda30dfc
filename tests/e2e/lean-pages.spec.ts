import { expect, test, type Page, type Request } from '@playwright/test';
import { messages, translator } from '../support/messages';
import { localePath, seed } from '../support/seed-data';

/*
 * What a first visit downloads beyond the page itself: the router's payloads only
 * for a link the visitor shows interest in, and only the font file the page's text needs.
 */

/** The client router's payload requests (prefetches and navigations), by the page they are for. */
function routerPayloads(page: Page) {
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    if (request.headers()['rsc'] === '1') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

const fontFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.woff2')),
  );

for (const prefix of ['', '/en']) {
  test(`the product list prefetches no product until one is pointed at (${prefix || '/'})`, async ({ page }) => {
    const asked = routerPayloads(page);
    await page.goto(`${prefix}/products`);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    const card = page.locator('main a[href*="/products/"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.hover();
    await expect.poll(() => asked.some((path) => path.startsWith(href))).toBe(true);
    // Only that one.
    expect(new Set(asked.map((path) => path.split('.')[0]))).toEqual(new Set([href]));
  });
}

test('a page preloads and fetches one font file, and the second only for a character outside it', async ({ page }) => {
  await page.goto('/en/products');
  await page.waitForLoadState('networkidle');
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads).toHaveLength(1);
  await page.evaluate(() => document.fonts.ready);
  expect(await fontFiles(page)).toEqual([expect.stringContaining(preloads[0]!)]);

  // A producer's name with letters Swedish and English do not use.
  await page.evaluate(() => {
    const name = document.createElement('p');
    name.textContent = 'Łódź Ceramika Wałbrzych';
    document.querySelector('main')!.append(name);
  });
  await expect.poll(() => fontFiles(page).then((files) => files.length)).toBe(2);
});

for (const locale of ['sv', 'en'] as const) {
  test(`the browser formats the messages compiled at build time, without an ICU parser (${locale})`, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(localePath('/products', locale));
    const producer = page.getByRole('combobox', { name: messages[locale].ProductList.producer });
    await expect(producer).toHaveAttribute('aria-autocomplete', 'list');
    // A plural formatted in the browser: the producer field's count, as next-intl's full
    // formatter words it from the same messages.
    await producer.fill('ekback');
    const theirs = seed.products.filter((p) => p.producer === 'ekbacken').length;
    await expect(page.getByRole('listbox', { name: messages[locale].ProductList.producer }).getByRole('option')).toHaveText(
      new RegExp(`${translator(locale, 'ProducerFilter')('count', { count: theirs })}$`),
    );
    // intl-messageformat's own error text: its parser is in none of the page's scripts.
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(5);
    expect(bodies.filter((body) => body.includes('IntlMessageFormat.__parse'))).toEqual([]);
  });
}
