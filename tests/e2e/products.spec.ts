import { expect, test, type Page } from '@playwright/test';
import { cmsGet } from '../support/cms-api';
import { messages } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';

const PER_PAGE = 12;
const cardTitles = (page: Page) => page.locator('.cards .card__title');
/** A facet's checkbox by its group's legend and the choice's label (its count follows). */
const choice = (page: Page, group: string, label: string) =>
  page.getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
const byName = (locale: Locale) => (a: string, b: string) => a.localeCompare(b, locale);
const productNames = (locale: Locale, filter: (p: (typeof seed.products)[number]) => boolean = () => true) =>
  seed.products.filter(filter).map((p) => p.name[locale]);

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].ProductList;

  test.describe(`product list (${locale})`, () => {
    test('lists every product in pages of twelve, sorted by name, with page links', async ({ page }) => {
      await page.goto(localePath('/products', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByRole('status').filter({ hasText: String(seed.products.length) })).toBeVisible();

      const everything = productNames(locale);
      const firstPage = await cardTitles(page).allTextContents();
      expect(firstPage).toHaveLength(PER_PAGE);

      const pagination = page.getByRole('navigation', { name: t.pagination });
      await pagination.getByRole('link', { name: t.next }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath('/products', locale)}\\?page=2$`));
      await expect(cardTitles(page)).toHaveCount(everything.length - PER_PAGE);
      const secondPage = await cardTitles(page).allTextContents();

      // Strapi sorts by its database collation; the union is what matters, and no overlap.
      expect([...firstPage, ...secondPage].sort(byName(locale))).toEqual([...everything].sort(byName(locale)));
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    });

    test('filters by category with JavaScript, keeping the choice in the URL and history', async ({ page }) => {
      await page.goto(localePath('/products', locale));
      await choice(page, t.category, messages[locale].Categories.tiles).check();

      await expect(page).toHaveURL(new RegExp(`\\?category=tiles$`));
      const tiles = productNames(locale, (p) => p.category === 'tiles');
      await expect(cardTitles(page)).toHaveCount(tiles.length);
      expect((await cardTitles(page).allTextContents()).sort()).toEqual([...tiles].sort());

      await page.goBack();
      await expect(page).toHaveURL(localePath('/products', locale));
      await expect(cardTitles(page)).toHaveCount(PER_PAGE);
    });

    test('combines producer and sort choices; newest first follows creation order', async ({ page }) => {
      const producer = seed.producers.find((p) => seed.products.filter((x) => x.producer === p.slug).length >= 3)!;
      await page.goto(`${localePath('/products', locale)}?producer=${producer.slug}&sort=newest`);

      const { data } = await cmsGet<{ data: { name: string; createdAt: string }[] }>(
        `/products?locale=${locale}&filters[producer][slug][$eq]=${producer.slug}&sort[0]=createdAt:desc&sort[1]=name:asc&fields[0]=name&fields[1]=createdAt`,
      );
      await expect(cardTitles(page)).toHaveText(data.map((p) => p.name));
      // The producer's field (once the script runs, the searching one) names the producer.
      const producerField = page.getByRole('combobox', { name: t.producer });
      await expect(producerField).toHaveAttribute('aria-autocomplete', 'list');
      await expect(producerField).toHaveValue(producer.name);
      await expect(page.getByLabel(t.sort, { exact: true })).toHaveValue('newest');
    });

    test('ignores unknown or malformed choices instead of failing', async ({ page }) => {
      const response = await page.goto(`${localePath('/products', locale)}?category=rymdskepp&page=abc&sort=pris&producer=../x&colour[$ne]=1`);
      expect(response?.status()).toBe(200);
      await expect(cardTitles(page)).toHaveCount(PER_PAGE);
      await expect(page.getByRole('status').filter({ hasText: String(seed.products.length) })).toBeVisible();
    });

    test('a filter with no match says so', async ({ page }) => {
      await page.goto(`${localePath('/products', locale)}?category=paints&producer=savela`);
      await expect(page.getByText(t.empty)).toBeVisible();
      await expect(cardTitles(page)).toHaveCount(0);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form still works as a plain GET form', async ({ page }) => {
    await page.goto('/products');
    await choice(page, messages.sv.ProductList.category, messages.sv.Categories.paints).check();
    await page.getByRole('button', { name: messages.sv.ProductList.apply }).click();

    await expect(page).toHaveURL(/\/products\?category=paints$/);
    const paints = productNames('sv', (p) => p.category === 'paints');
    expect((await cardTitles(page).allTextContents()).sort()).toEqual([...paints].sort());
  });
});

test('colour family filter shows the products that have a surface of that colour', async ({ page }) => {
  const { data } = await cmsGet<{ data: { colourFamily: string; product: { name: string } }[] }>(
    '/surfaces?locale=sv&fields[0]=colourFamily&populate[product][fields][0]=name&pagination[pageSize]=100',
  );
  const family = data[0]!.colourFamily;
  const expected = [...new Set(data.filter((s) => s.colourFamily === family).map((s) => s.product.name))].sort();

  await page.goto(`/products?colour=${family}`);
  await expect(choice(page, messages.sv.ProductList.colour, messages.sv.ColourFamilies[family as keyof typeof messages.sv.ColourFamilies])).toBeChecked();
  await expect(cardTitles(page)).toHaveCount(expected.length);
  expect((await cardTitles(page).allTextContents()).sort()).toEqual(expected);
});
