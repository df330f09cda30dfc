import { expect, test, type Page, type Request } from '@playwright/test';
import { messages, translator } from '../support/messages';
import { localePath, seed } from '../support/seed-data';

/*
 * What a first visit downloads beyond the page itself: the router's payloads only
 * for a link the visitor shows interest in, and no font file: the text is set in the device's own typeface.
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
      .filter((name) => /\.(woff2?|ttf|otf)$/.test(name)),
  );

// One visit per language to the product list checks the three things it shows: a page load each is
// most of a browser test's cost. Each check is its own step, so a failure still says which one.
for (const locale of ['sv', 'en'] as const) {
  test(`the product list prefetches no product until one is pointed at, loads no font file, and formats messages without an ICU parser (${locale})`, async ({
    page,
  }) => {
    const asked = routerPayloads(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(localePath('/products', locale));
    await page.waitForLoadState('networkidle');

    await test.step('no product is prefetched before one is pointed at', () => expect(asked).toEqual([]));

    await test.step('pointing at a product prefetches that one only', async () => {
      const card = page.locator('main a[href*="/products/"]').first();
      const href = (await card.getAttribute('href'))!;
      await card.hover();
      await expect.poll(() => asked.some((path) => path.startsWith(href))).toBe(true);
      expect(new Set(asked.map((path) => path.split('.')[0]))).toEqual(new Set([href]));
    });

    await test.step('the browser formats the messages compiled at build time, without an ICU parser', async () => {
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

    if (locale === 'en') {
      await test.step("the text is set in the device's own typeface: no font file is preloaded or fetched, not even for a rarer letter", async () => {
        expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
        // A producer's name with letters Swedish and English do not use.
        await page.evaluate(() => {
          const name = document.createElement('p');
          name.textContent = 'Łódź Ceramika Wałbrzych';
          document.querySelector('main')!.append(name);
        });
        await page.evaluate(() => document.fonts.ready);
        expect(await fontFiles(page)).toEqual([]);
        expect(await page.evaluate(() => [...document.fonts].length)).toBe(0);
      });
    }
  });
}
