import { expect, test, type APIRequestContext } from '@playwright/test';
import { attribute, elements, links, okPage, region, textOf, textsByClass } from '../support/html';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';

/** A page as the server sends it, through the edge: what a visitor without JavaScript sees. */
async function get(request: APIRequestContext, path: string) {
  const { html } = await okPage(request, path);
  return {
    html,
    h1: elements(html, 'h1').map(({ inner }) => textOf(inner)),
    statuses: elements(html, 'p', /\brole="status"/).map(({ inner }) => textOf(inner)),
  };
}
const searchPath = (locale: Locale, q: string) => `${localePath('/search', locale)}?q=${encodeURIComponent(q)}`;
/** The links among the search results of one kind, by their region's name. */
const hitsOf = (html: string, kind: string) => links(region(html, kind) ?? '');

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Search;

  test(`search finds products, surfaces and pages, case-insensitively, from the search page's own GET form (${locale})`, async ({ request }) => {
    // The search page's form asks for its own address with the words as q.
    const form = await get(request, localePath('/search', locale));
    const searchForm = elements(form.html, 'form', /\brole="search"/);
    expect(searchForm, 'the search form').toHaveLength(1);
    expect(attribute(searchForm[0]!.attributes, 'method')).toBe('get');
    expect(attribute(searchForm[0]!.attributes, 'action'), 'the form sends to its own address').toBeUndefined();
    expect(searchForm[0]!.inner).toMatch(/<input\b[^>]*\bname="q"/);

    // A word from a product name, in capitals.
    const product = seed.products.find((p) => p.category === 'tiles')!;
    const word = product.name[locale].split(' ')[0]!;
    const byWord = await get(request, searchPath(locale, word.toUpperCase()));
    expect(byWord.h1).toEqual([t.title]);
    expect(hitsOf(byWord.html, t.products).map((l) => l.name)).toContain(product.name[locale]);
    const expected = seed.products.filter((p) => p.name[locale].toLowerCase().includes(word.toLowerCase()));
    expect(textsByClass(region(byWord.html, t.products)!, 'span', 'card__title').length).toBeGreaterThanOrEqual(expected.length);
    // The first card's picture, the largest thing on a phone's first screen, is asked for at once.
    const firstPicture = /<img\b[^>]*>/.exec(region(byWord.html, t.products)!)?.[0];
    expect(firstPicture).toMatch(/\bfetchpriority="high"/i);
    expect(firstPicture).not.toMatch(/\bloading="lazy"/i);

    // An article number finds its surface.
    const surface = seed.surfaces[5]!;
    const byNumber = await get(request, searchPath(locale, surface.articleNumber.toLowerCase()));
    expect(
      hitsOf(byNumber.html, t.surfaces).some((l) => l.name.includes(surface.name[locale])),
      `${surface.name[locale]} among the surfaces`,
    ).toBe(true);

    // A page title.
    const about = seed.pages.find((p) => p.key === 'about')!;
    const byTitle = await get(request, searchPath(locale, about.title[locale].split(' ').at(-1)!));
    expect(hitsOf(byTitle.html, t.pages).map((l) => l.name)).toContain(about.title[locale]);
  });

  test(`search folds Swedish letters: names with å, ä and ö typed in capitals are found (${locale})`, async ({ request }) => {
    // A product by its name in this language. No English product name has å, ä or ö, so
    // in English a word from the product's summary with a letter outside ASCII (ç) stands in.
    const summary = (p: (typeof seed.products)[number]) => (p as typeof p & { summary: Record<Locale, string> }).summary[locale];
    const nonAscii = (text: string) => text.split(/[\s,.;:]+/).find((word) => /(?=\P{ASCII})\p{L}/u.test(word));
    const product = locale === 'sv' ? seed.products.find((p) => p.name.sv.includes('ä'))! : seed.products.find((p) => nonAscii(summary(p)) !== undefined)!;
    const term = locale === 'sv' ? product.name.sv : nonAscii(summary(product))!;
    expect(term).not.toBe(term.toLocaleUpperCase('sv'));
    const byProduct = await get(request, searchPath(locale, term.toLocaleUpperCase('sv')));
    expect(byProduct.h1).toEqual([t.title]);
    expect(hitsOf(byProduct.html, t.products).map((l) => l.name)).toContain(product.name[locale]);

    // A producer: their names are the same in both languages.
    const producer = seed.producers.find((p) => /[åäö]/.test(p.name))!;
    const byProducer = await get(request, searchPath(locale, producer.name.toLocaleUpperCase('sv')));
    expect(hitsOf(byProducer.html, t.producers).map((l) => l.name)).toContain(producer.name);
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

  test(`search forgives word order, missing accents and a typo, best match first, with each kind's count (${locale})`, async ({ request }) => {
    for (const [words, first] of forgiving) {
      const { html } = await get(request, searchPath(locale, words!));
      const products = region(html, t.products) ?? '';
      const titles = textsByClass(products, 'span', 'card__title');
      expect(titles[0], words).toBe(first);
      expect(
        elements(products, 'p').map(({ inner }) => textOf(inner)),
        words,
      ).toContain(translator(locale, 'Search')('kindCount', { count: titles.length }));
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

  test(`without JavaScript the header's search field is a plain form to the search page (${locale})`, async ({ request }) => {
    const home = await get(request, localePath('/', locale));
    const header = elements(home.html, 'search', new RegExp(`\\baria-label="${h.label}"`));
    expect(header, "the header's search").toHaveLength(1);
    const form = elements(header[0]!.inner, 'form')[0];
    expect(form && attribute(form.attributes, 'method')).toBe('get');
    expect(form && attribute(form.attributes, 'action'), 'the form sends to the search page').toBe(localePath('/search', locale));
    const field = /<input\b[^>]*\bname="q"[^>]*>/.exec(form?.inner ?? '')?.[0];
    expect(field, 'the search field sends q').toMatch(/\brole="combobox"/);

    const answer = await get(request, searchPath(locale, forgiving[0]![0]!));
    expect(answer.h1).toEqual([t.title]);
    expect(textsByClass(region(answer.html, t.products) ?? '', 'span', 'card__title')[0]).toBe(forgiving[0]![1]!);
  });

  test(`search says when nothing matches, and leads on: categories, the colour search, every product (${locale})`, async ({ request }) => {
    const tDead = messages[locale].SearchDeadEnd;
    const query = `xyzzyqwerty ${messages[locale].SearchWords.colour.white} lamin`;
    const { html, statuses } = await get(request, searchPath(locale, query));
    expect(textOf(html)).toContain(t.noResults);
    expect(statuses).toContain(translator(locale, 'Search')('results', { count: 0, query }));
    const deadEnd = region(html, tDead.title);
    expect(deadEnd, 'the dead end').toBeDefined();
    // The cms gives no spelling for this one, so none is offered.
    expect(textOf(deadEnd!)).not.toContain(locale === 'sv' ? 'Menade du' : 'Did you mean');
    const offered = links(deadEnd!);
    expect(offered).toContainEqual({ name: messages[locale].Categories.laminates, href: `${localePath('/products', locale)}?category=laminates` });
    expect(offered).toContainEqual({ name: tDead.allProducts, href: localePath('/products', locale) });
    const colourSearch = offered.find(
      (l) => l.name === translator(locale, 'SearchDeadEnd')('colourSearch', { colours: messages[locale].SearchOffer.colours.white }),
    );
    expect(colourSearch?.href).toBe(`${localePath('/colour-search', locale)}?colour=white`);
    expect((await get(request, colourSearch!.href!)).h1).toEqual([messages[locale].ColourSearch.title]);

    expect((await get(request, searchPath(locale, 'e'))).statuses).toContain(t.tooShort);
  });

  test(`a misspelt search with no hits asks "did you mean" with a link that finds, the categories its words name and the colour search (${locale})`, async ({
    request,
  }) => {
    const tDead = messages[locale].SearchDeadEnd;
    // Two letters wrong in the product's word, past the one typo the search forgives.
    const [query, meant, product] =
      locale === 'sv'
        ? ['snickerifergg vit färg', 'snickerifärg vit färg', 'Snickerifärg blank']
        : ['joinnerry white paint', 'joinery white paint', 'Gloss Joinery Paint'];
    const { html } = await get(request, searchPath(locale, query));
    expect(textOf(html)).toContain(t.noResults);
    const deadEnd = region(html, tDead.title) ?? '';
    const items = elements(deadEnd, 'li').map(({ inner }) => textOf(inner));
    expect(items).toContain(locale === 'sv' ? `Menade du ${meant}?` : `Did you mean ${meant}?`);
    const offered = links(deadEnd);
    expect(offered).toContainEqual({ name: messages[locale].Categories.paints, href: `${localePath('/products', locale)}?category=paints` });
    expect(offered).toContainEqual({
      name: translator(locale, 'SearchDeadEnd')('colourSearch', { colours: messages[locale].SearchOffer.colours.white }),
      href: `${localePath('/colour-search', locale)}?colour=white`,
    });
    const suggestion = offered.find((l) => l.name === meant);
    expect(suggestion?.href, 'the suggestion links').toBeDefined();
    const found = await get(request, suggestion!.href!);
    expect(found.statuses).toContain(translator(locale, 'Search')('results', { count: 1, query: meant }));
    expect(textsByClass(region(found.html, t.products) ?? '', 'span', 'card__title')).toEqual([product]);
  });

  test(`words that name filters offer the filtered product list, with chips that take them away and keep the focus (${locale})`, async ({ page }) => {
    const tOffer = messages[locale].SearchOffer;
    const tr = translator(locale, 'SearchOffer');
    const [white, matt, floor] = locale === 'sv' ? ['vit', 'matt', 'golv'] : ['white', 'matt', 'floor'];
    const chip = (name: string) => page.getByRole('link', { name: tr('remove', { filter: name }) });
    const [whiteChip, mattChip, floorChip] = [messages[locale].ColourFamilies.white, messages[locale].Finishes.matt, messages[locale].Categories.flooring];
    await page.setViewportSize({ width: 320, height: 800 });
    // Nothing scrolls sideways on a phone: neither the dead end of a search that finds nothing…
    await page.goto(searchPath(locale, `xyzzyqwerty ${messages[locale].SearchWords.colour.white} lamin`));
    await expect(page.getByRole('region', { name: messages[locale].SearchDeadEnd.title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'the dead end fits a phone').toBeLessThanOrEqual(320);
    // …nor the offer of a filtered list.
    await page.goto(`${localePath('/search', locale)}?q=${white}+${matt}+${floor}`);
    const offer = page.getByRole('region', { name: tOffer.title });
    await expect(offer.getByRole('link', { name: locale === 'sv' ? 'Visa alla golv i vitt, matt' : 'Show all floors in white, matt' })).toHaveAttribute(
      'href',
      `${localePath('/products', locale)}?category=flooring&colour=white&finish=matt`,
    );
    await expect(chip(whiteChip)).toHaveAttribute('href', `${localePath('/search', locale)}?q=${matt}+${floor}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'the offer fits a phone').toBeLessThanOrEqual(320);

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

test('search finds producers by name', async ({ request }) => {
  const producer = seed.producers[2]!;
  const { html } = await get(request, searchPath('sv', producer.name.split(' ')[0]!.toLowerCase()));
  expect(hitsOf(html, messages.sv.Search.producers)).toContainEqual({ name: producer.name, href: `/producer/${producer.slug}` });
});
