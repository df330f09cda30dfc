import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cmsGet } from '../support/cms-api';
import { attribute, checkboxes, elements, okPage, textOf, textsByClass } from '../support/html';
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

/** The list's page as the server sends it (through the edge, redirects followed): what a visitor without JavaScript sees. */
async function listPage(request: APIRequestContext, path: string) {
  const { html } = await okPage(request, path);
  return {
    html,
    titles: textsByClass(html, 'span', 'card__title'),
    statuses: elements(html, 'p', /\brole="status"/).map(({ inner }) => textOf(inner)),
  };
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].ProductList;

  test.describe(`product list (${locale})`, () => {
    test('lists every product in pages of twelve, sorted by name, with page links', async ({ request }) => {
      const first = await listPage(request, localePath('/products', locale));
      expect(elements(first.html, 'h1').map(({ inner }) => textOf(inner))).toEqual([t.title]);
      expect(
        first.statuses.some((text) => text.includes(String(seed.products.length))),
        'the count is announced',
      ).toBe(true);
      const everything = productNames(locale);
      expect(first.titles).toHaveLength(PER_PAGE);

      const pagination = elements(first.html, 'nav', new RegExp(`\\baria-label="${t.pagination}"`));
      expect(pagination).toHaveLength(1);
      const next = elements(pagination[0]!.inner, 'a').find(({ inner }) => textOf(inner) === t.next);
      expect(next && attribute(next.attributes, 'href'), 'the next page link').toBe(`${localePath('/products', locale)}?page=2`);
      const second = await listPage(request, attribute(next!.attributes, 'href')!);
      expect(second.titles).toHaveLength(everything.length - PER_PAGE);

      // Strapi sorts by its database collation; the union is what matters, and no overlap.
      expect([...first.titles, ...second.titles].sort(byName(locale))).toEqual([...everything].sort(byName(locale)));
      const current = elements(second.html, 'span', /\baria-current="page"/).map(({ inner }) => textOf(inner));
      expect(current).toEqual(['2']);
    });

    test('filters by category with JavaScript, keeping the choice in the URL and history; a producer asked in the address is named in its searching field', async ({
      page,
    }) => {
      await page.goto(localePath('/products', locale));
      await choice(page, t.category, messages[locale].Categories.tiles).check();

      await expect(page).toHaveURL(new RegExp(`\\?category=tiles$`));
      const tiles = productNames(locale, (p) => p.category === 'tiles');
      await expect(cardTitles(page)).toHaveCount(tiles.length);
      expect((await cardTitles(page).allTextContents()).sort()).toEqual([...tiles].sort());

      await page.goBack();
      await expect(page).toHaveURL(localePath('/products', locale));
      await expect(cardTitles(page)).toHaveCount(PER_PAGE);

      const producer = seed.producers.find((p) => seed.products.filter((x) => x.producer === p.slug).length >= 3)!;
      await page.goto(`${localePath('/products', locale)}?producer=${producer.slug}&sort=newest`);
      // The producer's field (once the script runs, the searching one) names the producer.
      const producerField = page.getByRole('combobox', { name: t.producer });
      await expect(producerField).toHaveAttribute('aria-autocomplete', 'list');
      await expect(producerField).toHaveValue(producer.name);
      await expect(page.getByLabel(t.sort, { exact: true })).toHaveValue('newest');
    });

    test('combines producer and sort choices; newest first follows creation order', async ({ request }) => {
      const producer = seed.producers.find((p) => seed.products.filter((x) => x.producer === p.slug).length >= 3)!;
      const { html, titles } = await listPage(request, `${localePath('/products', locale)}?producer=${producer.slug}&sort=newest`);

      const { data } = await cmsGet<{ data: { name: string; createdAt: string }[] }>(
        `/products?locale=${locale}&filters[producer][slug][$eq]=${producer.slug}&sort[0]=createdAt:desc&sort[1]=name:asc&fields[0]=name&fields[1]=createdAt`,
      );
      expect(titles).toEqual(data.map((p) => p.name));
      // Without the script the producer's field is a select with the producer chosen, and the order is kept.
      expect(html, 'the producer is chosen').toMatch(new RegExp(`<option value="${producer.slug}" selected="">`));
      const sort = elements(html, 'select', /\bname="sort"/);
      expect(sort).toHaveLength(1);
      expect(sort[0]!.inner, 'newest first is chosen').toMatch(/<option value="newest" selected="">/);
    });

    test('ignores unknown or malformed choices instead of failing', async ({ request }) => {
      const { titles, statuses } = await listPage(
        request,
        `${localePath('/products', locale)}?category=rymdskepp&page=abc&sort=pris&producer=../x&colour[$ne]=1`,
      );
      expect(titles).toHaveLength(PER_PAGE);
      expect(
        statuses.some((text) => text.includes(String(seed.products.length))),
        'the count of every product',
      ).toBe(true);
    });

    test('a filter with no match says so', async ({ request }) => {
      const { html, titles } = await listPage(request, `${localePath('/products', locale)}?category=paints&producer=savela`);
      expect(textOf(html)).toContain(t.empty);
      expect(titles).toHaveLength(0);
    });
  });
}

test('colour family filter shows the products that have a surface of that colour', async ({ request }) => {
  const { data } = await cmsGet<{ data: { colourFamily: string; product: { name: string } }[] }>(
    '/surfaces?locale=sv&fields[0]=colourFamily&populate[product][fields][0]=name&pagination[pageSize]=100',
  );
  const family = data[0]!.colourFamily;
  const expected = [...new Set(data.filter((s) => s.colourFamily === family).map((s) => s.product.name))].sort();

  const { html, titles } = await listPage(request, `/products?colour=${family}`);
  const label = messages.sv.ColourFamilies[family as keyof typeof messages.sv.ColourFamilies];
  const box = checkboxes(html, messages.sv.ProductList.colour).find((b) => new RegExp(`^${label} \\(\\d+\\)$`).test(b.label));
  expect(box?.attributes, `the ${label} choice is ticked`).toMatch(/\bchecked=""/);
  expect(titles.sort()).toEqual(expected);
});
