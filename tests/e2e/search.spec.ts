import { expect, test } from '@playwright/test';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Search;

  test(`search from the header finds products, surfaces and pages, case-insensitively (${locale})`, async ({ page }) => {
    await page.goto(localePath('/', locale));
    await page.getByRole('link', { name: messages[locale].Header.search }).click();
    await expect(page).toHaveURL(localePath('/search', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

    // A word from a product name, typed in capitals.
    const product = seed.products.find((p) => p.category === 'tiles')!;
    const word = product.name[locale].split(' ')[0]!;
    await page.getByLabel(t.label).fill(word.toUpperCase());
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word.toUpperCase())}$`));
    const products = page.getByRole('region', { name: t.products });
    await expect(products.getByRole('link', { name: product.name[locale] })).toBeVisible();
    const expected = seed.products.filter((p) => p.name[locale].toLowerCase().includes(word.toLowerCase()));
    expect(await products.locator('.card__title').count()).toBeGreaterThanOrEqual(expected.length);

    // An article number finds its surface.
    const surface = seed.surfaces[5]!;
    await page.getByLabel(t.label).fill(surface.articleNumber.toLowerCase());
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('region', { name: t.surfaces }).getByRole('link', { name: new RegExp(surface.name[locale]) })).toBeVisible();

    // A page title.
    const about = seed.pages.find((p) => p.key === 'about')!;
    await page.getByLabel(t.label).fill(about.title[locale].split(' ').at(-1)!);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('region', { name: t.pages }).getByRole('link', { name: about.title[locale] })).toBeVisible();
  });

  test(`search folds Swedish letters: names with å, ä and ö typed in capitals are found (${locale})`, async ({ page }) => {
    const searchFor = async (term: string) => {
      await page.getByLabel(t.label).fill(term);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    };
    await page.goto(localePath('/search', locale));

    // A product by its name in this language. No English product name has å, ä or ö, so
    // in English a word from the product's summary with a letter outside ASCII (ç) stands in.
    const summary = (p: (typeof seed.products)[number]) => (p as typeof p & { summary: Record<Locale, string> }).summary[locale];
    const nonAscii = (text: string) => text.split(/[\s,.;:]+/).find((word) => /(?=\P{ASCII})\p{L}/u.test(word));
    const product = locale === 'sv' ? seed.products.find((p) => p.name.sv.includes('ä'))! : seed.products.find((p) => nonAscii(summary(p)) !== undefined)!;
    const term = locale === 'sv' ? product.name.sv : nonAscii(summary(product))!;
    expect(term).not.toBe(term.toLocaleUpperCase('sv'));
    await searchFor(term.toLocaleUpperCase('sv'));
    await expect(page.getByRole('region', { name: t.products }).getByRole('link', { name: product.name[locale] })).toBeVisible();

    // A producer: their names are the same in both languages.
    const producer = seed.producers.find((p) => /[åäö]/.test(p.name))!;
    await searchFor(producer.name.toLocaleUpperCase('sv'));
    await expect(page.getByRole('region', { name: t.producers }).getByRole('link', { name: producer.name })).toBeVisible();
  });

  test(`search says when nothing matches or the query is too short (${locale})`, async ({ page }) => {
    await page.goto(`${localePath('/search', locale)}?q=xyzzyqwerty`);
    await expect(page.getByText(t.noResults)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(translator(locale, 'Search')('results', { count: 0, query: 'xyzzyqwerty' }));

    await page.goto(`${localePath('/search', locale)}?q=e`);
    await expect(page.getByText(t.tooShort)).toBeVisible();
  });
}

test('search finds producers by name', async ({ page }) => {
  const producer = seed.producers[2]!;
  await page.goto(`/search?q=${encodeURIComponent(producer.name.split(' ')[0]!.toLowerCase())}`);
  await expect(page.getByRole('region', { name: messages.sv.Search.producers }).getByRole('link', { name: producer.name })).toHaveAttribute(
    'href',
    `/producer/${producer.slug}`,
  );
});
