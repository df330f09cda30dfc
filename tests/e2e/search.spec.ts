import { expect, test } from '@playwright/test';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Search;

  test(`search from the header finds products, surfaces and pages, case-insensitively (${locale})`, async ({ page }) => {
    // A word from a product name, typed in capitals into the header's search field and sent with Enter.
    const product = seed.products.find((p) => p.category === 'tiles')!;
    const word = product.name[locale].split(' ')[0]!;
    await page.goto(localePath('/', locale));
    await page.getByRole('combobox', { name: messages[locale].HeaderSearch.label }).fill(word.toUpperCase());
    await page.getByRole('combobox', { name: messages[locale].HeaderSearch.label }).press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

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

  const h = messages[locale].HeaderSearch;
  // Words in another order, without å/ä/ö, with a letter missing: the product the visitor meant comes first.
  const forgiving =
    locale === 'sv'
      ? [
          ['kakel handglaserat', 'Handglaserat kakel'],
          ['kalkfarg', 'Kalkfärg'],
          ['ekparket', 'Ekparkett rustik'],
        ]
      : [
          ['tile glazed hand', 'Hand-glazed Wall Tile'],
          ['linsed', 'Linseed Oil Paint'],
        ];

  test(`search forgives word order, missing accents and a typo, best match first, with each kind's count (${locale})`, async ({ page }) => {
    for (const [words, first] of forgiving) {
      await page.goto(`${localePath('/search', locale)}?q=${encodeURIComponent(words!)}`);
      const products = page.getByRole('region', { name: t.products });
      await expect(products.locator('.card__title').first()).toHaveText(first!);
      const shown = await products.locator('.card__title').count();
      await expect(products.getByText(translator(locale, 'Search')('kindCount', { count: shown }), { exact: true })).toBeVisible();
    }
  });

  test(`the header's search field suggests as you type, with the keyboard, and Enter opens the suggestion (${locale})`, async ({ page }) => {
    const [typed, product] = locale === 'sv' ? ['handgl', 'Handglaserat kakel'] : ['hand gla', 'Hand-glazed Wall Tile'];
    await page.goto(localePath('/', locale));
    const field = page.getByRole('combobox', { name: h.label });
    await field.pressSequentially(typed);
    const list = page.getByRole('listbox', { name: h.suggestions });
    await expect(list.getByRole('group', { name: h.products }).getByRole('option', { name: new RegExp(product) })).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const count = await list.getByRole('option').count();
    await expect(page.getByRole('status').filter({ hasText: translator(locale, 'HeaderSearch')('count', { count }) })).toHaveCount(1);

    await field.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first).toContainText(product);
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${locale === 'en' ? '/en' : ''}/products/`));
  });

  test(`Escape closes the suggestions, and Enter without a chosen suggestion searches (${locale})`, async ({ page }) => {
    await page.goto(localePath('/', locale));
    const field = page.getByRole('combobox', { name: h.label });
    await field.pressSequentially(locale === 'sv' ? 'kalkf' : 'lime');
    await expect(page.getByRole('listbox', { name: h.suggestions })).toBeVisible();
    await field.press('Escape');
    await expect(page.getByRole('listbox', { name: h.suggestions })).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByRole('region', { name: t.products }).locator('.card__title').first()).toHaveText(locale === 'sv' ? 'Kalkfärg' : 'Lime Paint');
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test(`without JavaScript the header's search field is a plain form to the search page (${locale})`, async ({ page }) => {
      await page.goto(localePath('/', locale));
      await page.getByRole('combobox', { name: h.label }).fill(forgiving[0]![0]!);
      await page.getByRole('combobox', { name: h.label }).press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      expect(new URL(page.url()).pathname).toBe(localePath('/search', locale));
      await expect(page.getByRole('region', { name: t.products }).locator('.card__title').first()).toHaveText(forgiving[0]![1]!);
    });
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
