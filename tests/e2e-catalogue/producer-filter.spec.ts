// The product list's producer filter against a catalogue of 45 producers (40 generated beside
// the demo's 5; playwright.catalogue.config.ts): the page carries only the few with the most
// products, and any other is found by typing its name, with the keyboard, in both languages.
import { createRequire } from 'node:module';
import { TOP_PRODUCERS } from '../../lib/catalogue/producer-filter';
import { E2E_CATALOGUE } from '../support/e2e-catalogue.mjs';
import { expect, test } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';

const { plan, productCounts } = createRequire(import.meta.url)('../../cms/scripts/catalogue/generate.js') as {
  plan(options: typeof E2E_CATALOGUE): { producers: { name: string; slug: string }[] };
  productCounts(producers: number, products: number): number[];
};

// The generated producer with the fewest products (the last: counts fall with the index)
// whose name no other producer has, so typing it finds it alone.
const producers = plan(E2E_CATALOGUE).producers;
const counts = productCounts(E2E_CATALOGUE.producers, E2E_CATALOGUE.products);
const allNames = [...producers.map((p) => p.name), ...seed.producers.map((p) => p.name)];
const index = producers.findLastIndex((p) => allNames.filter((name) => name === p.name).length === 1);
const rare = { ...producers[index]!, count: counts[index]! };

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].ProductList;
  const tr = translator(locale, 'ProductList');

  test(`a producer with few products, not among those the page carries, is found by name with the keyboard (${locale})`, async ({ page }) => {
    expect(counts.filter((n) => n > rare.count).length).toBeGreaterThanOrEqual(TOP_PRODUCERS);
    await page.goto(localePath('/products', locale));
    const producer = page.getByRole('combobox', { name: t.producer });
    // Until the script runs it is a select (a combobox too); then the searching one.
    await expect(producer).toHaveAttribute('aria-autocomplete', 'list');
    // Opened empty, it offers the few with the most products, and not this one.
    await producer.click();
    const options = page.getByRole('listbox', { name: t.producer }).getByRole('option');
    await expect(options).toHaveCount(TOP_PRODUCERS);
    await expect(options.filter({ hasText: rare.name })).toHaveCount(0);

    await page.keyboard.type(rare.name, { delay: 10 });
    await expect(options).toHaveCount(1);
    await expect(options).toContainText(rare.name);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${localePath('/products', locale)}\\?producer=${rare.slug}$`));
    await expect(page.getByTestId('product-count')).toHaveText(tr('count', { count: rare.count }));
    await expect(page.getByRole('link', { name: tr('remove', { filter: tr('choice.producer', { name: rare.name }) }) })).toBeVisible();
    await expect(producer).toHaveValue(rare.name);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page carries only the producers with the most products, in a select', async ({ page }) => {
    await page.goto('/products');
    // "All" and the few.
    await expect(page.getByLabel(messages.sv.ProductList.producer, { exact: true }).locator('option')).toHaveCount(1 + TOP_PRODUCERS);
  });
});
