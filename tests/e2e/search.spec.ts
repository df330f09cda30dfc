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

  test(`search says when nothing matches, and leads on: categories, the colour search, every product (${locale})`, async ({ page }) => {
    const tDead = messages[locale].SearchDeadEnd;
    const query = `xyzzyqwerty ${messages[locale].SearchWords.colour.white} lamin`;
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${localePath('/search', locale)}?q=${encodeURIComponent(query)}`);
    await expect(page.getByText(t.noResults)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(translator(locale, 'Search')('results', { count: 0, query }));
    const deadEnd = page.getByRole('region', { name: tDead.title });
    // The cms gives no spelling for this one, so none is offered.
    await expect(deadEnd.getByText(locale === 'sv' ? 'Menade du' : 'Did you mean')).toHaveCount(0);
    await expect(deadEnd.getByRole('link', { name: messages[locale].Categories.laminates })).toHaveAttribute(
      'href',
      `${localePath('/products', locale)}?category=laminates`,
    );
    await expect(deadEnd.getByRole('link', { name: tDead.allProducts })).toHaveAttribute('href', localePath('/products', locale));
    // Nothing scrolls sideways on a phone.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const colourSearch = deadEnd.getByRole('link', {
      name: translator(locale, 'SearchDeadEnd')('colourSearch', { colours: messages[locale].SearchOffer.colours.white }),
    });
    await colourSearch.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].ColourSearch.title);
    await expect(page).toHaveURL(`${localePath('/colour-search', locale)}?colour=white`);

    await page.goto(`${localePath('/search', locale)}?q=e`);
    await expect(page.getByText(t.tooShort)).toBeVisible();
  });

  test(`a misspelt search with no hits asks "did you mean" with a link that finds, the categories its words name and the colour search (${locale})`, async ({
    page,
  }) => {
    const tDead = messages[locale].SearchDeadEnd;
    // Two letters wrong in the product's word, past the one typo the search forgives.
    const [query, meant, product] =
      locale === 'sv'
        ? ['snickerifergg vit färg', 'snickerifärg vit färg', 'Snickerifärg blank']
        : ['joinnerry white paint', 'joinery white paint', 'Gloss Joinery Paint'];
    await page.goto(`${localePath('/search', locale)}?q=${encodeURIComponent(query)}`);
    await expect(page.getByText(t.noResults)).toBeVisible();
    const deadEnd = page.getByRole('region', { name: tDead.title });
    await expect(deadEnd.getByRole('listitem').filter({ hasText: locale === 'sv' ? 'Menade du' : 'Did you mean' })).toHaveText(
      locale === 'sv' ? `Menade du ${meant}?` : `Did you mean ${meant}?`,
    );
    await expect(deadEnd.getByRole('link', { name: messages[locale].Categories.paints })).toHaveAttribute(
      'href',
      `${localePath('/products', locale)}?category=paints`,
    );
    await expect(
      deadEnd.getByRole('link', { name: translator(locale, 'SearchDeadEnd')('colourSearch', { colours: messages[locale].SearchOffer.colours.white }) }),
    ).toHaveAttribute('href', `${localePath('/colour-search', locale)}?colour=white`);
    await deadEnd.getByRole('link', { name: meant }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(translator(locale, 'Search')('results', { count: 1, query: meant }));
    await expect(page.getByRole('region', { name: t.products }).locator('.card__title')).toHaveText([product]);
  });

  test(`words that name filters offer the filtered product list, with chips that take them away and keep the focus (${locale})`, async ({ page }) => {
    const tOffer = messages[locale].SearchOffer;
    const tr = translator(locale, 'SearchOffer');
    const [white, matt, floor] = locale === 'sv' ? ['vit', 'matt', 'golv'] : ['white', 'matt', 'floor'];
    const chip = (name: string) => page.getByRole('link', { name: tr('remove', { filter: name }) });
    const [whiteChip, mattChip, floorChip] = [messages[locale].ColourFamilies.white, messages[locale].Finishes.matt, messages[locale].Categories.flooring];
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${localePath('/search', locale)}?q=${white}+${matt}+${floor}`);
    const offer = page.getByRole('region', { name: tOffer.title });
    await expect(offer.getByRole('link', { name: locale === 'sv' ? 'Visa alla golv i vitt, matt' : 'Show all floors in white, matt' })).toHaveAttribute(
      'href',
      `${localePath('/products', locale)}?category=flooring&colour=white&finish=matt`,
    );
    await expect(chip(whiteChip)).toHaveAttribute('href', `${localePath('/search', locale)}?q=${matt}+${floor}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // With the keyboard: the chip that takes white away, then the next chip has the focus.
    await chip(whiteChip).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${localePath('/search', locale)}?q=${matt}+${floor}`);
    await expect(offer.getByRole('link', { name: locale === 'sv' ? 'Visa alla golv, matt' : 'Show all floors, matt' })).toBeVisible();
    await expect(chip(mattChip)).toBeFocused();
    // The last chip: none takes its place, so the offer's heading has the focus.
    await chip(floorChip).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${localePath('/search', locale)}?q=${matt}`);
    await expect(offer.getByRole('heading', { name: tOffer.title })).toBeFocused();
    // The offer leads to the product list with the filter the words still name.
    await offer.getByRole('link', { name: locale === 'sv' ? 'Visa alla produkter, matt' : 'Show all products, matt' }).click();
    await expect(page).toHaveURL(`${localePath('/products', locale)}?finish=matt`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].ProductList.title);
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
