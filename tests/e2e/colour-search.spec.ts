import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bandOf } from '../../lib/colour/bands';
import { deltaE2000, type Lab } from '@ytbanken/domain/colour/ciede2000';
import { hexToLab } from '@ytbanken/domain/colour/cielab';
import { ncsNotation } from '@ytbanken/domain/colour/ncs';
import { attribute, elements, links, markup, okPage, region, textOf } from '../support/html';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { labText } from '../../lib/colour/lab-text';

const honey = seed.surfaces.find((s) => s.articleNumber === 'NS-1043-02')! as (typeof seed.surfaces)[number] & { hex: string };
const round2 = (v: number) => Math.round(v * 100) / 100;

type SeedSurface = (typeof seed.surfaces)[number];
const labOf = (s: SeedSurface): Lab => ({ L: s.lab![0], a: s.lab![1], b: s.lab![2] });
/** The demo surfaces that declare an NCS code, by article number: the colour search's stated rule. */
const declaring = (code: string) =>
  seed.surfaces.filter((s) => s.ncs && ncsNotation(s.ncs) === code).sort((x, y) => x.articleNumber.localeCompare(y.articleNumber, 'en'));
// A code one demo surface declares, and one that two declare with different L*a*b*.
const ONE = 'S 1515-Y20R';
const SHARED = [...new Set(seed.surfaces.map((s) => ncsNotation(s.ncs ?? '')).filter((code) => code !== null))].find(
  (code) => new Set(declaring(code).map((s) => s.lab!.join())).size > 1,
)!;
/** As visitors type a code: lower case, no S, a space for the dash. */
const typed = (code: string) => code.toLowerCase().replace(/^s /, '').replace('-', ' ');

/** The demo catalogue the slow way: every surface within `limit` of `lab`, closest first. */
function expected(lab: Lab, limit: number, keep: (s: (typeof seed.surfaces)[number]) => boolean = () => true) {
  const asked = { L: round2(lab.L), a: round2(lab.a), b: round2(lab.b) };
  return seed.surfaces
    .filter((s) => s.lab && keep(s))
    .map((s) => ({ surface: s, deltaE: round2(deltaE2000(asked, { L: s.lab![0], a: s.lab![1], b: s.lab![2] })) }))
    .filter((s) => s.deltaE <= limit)
    .sort((x, y) => x.deltaE - y.deltaE)
    .slice(0, 24);
}

async function expectResults(page: Page, locale: Locale, lab: Lab, limit: number, colour: string, keep?: Parameters<typeof expected>[2]) {
  const t = translator(locale, 'ColourSearch');
  const want = expected(lab, limit, keep);
  const results = page.getByRole('region', { name: t('results', { count: want.length, limit, colour }) });
  await expect(results).toBeVisible();
  const items = results.getByRole('listitem');
  await expect(items).toHaveCount(want.length);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  for (const [i, { surface, deltaE }] of want.entries()) {
    await expect(items.nth(i).getByRole('link', { name: surface.name[locale], exact: true })).toBeVisible();
    await expect(items.nth(i)).toContainText(
      `${translator(locale, 'SurfacePage')('similarDelta', { deltaE: number.format(deltaE) })} – ${messages[locale].ColourDifference.bands[bandOf(deltaE)]}`,
    );
  }
  return want;
}

/** The same results read from the page the server sends for this address (the form is a plain GET form). */
async function expectResultsAt(
  request: APIRequestContext,
  path: string,
  locale: Locale,
  lab: Lab,
  limit: number,
  colour: string,
  keep?: Parameters<typeof expected>[2],
) {
  const { html } = await okPage(request, path);
  const t = translator(locale, 'ColourSearch');
  const want = expected(lab, limit, keep);
  const results = region(html, t('results', { count: want.length, limit, colour }));
  expect(results, 'the results, named by their count, limit and colour').toBeDefined();
  const items = elements(results!, 'li');
  expect(items).toHaveLength(want.length);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  for (const [i, { surface, deltaE }] of want.entries()) {
    expect(
      links(items[i]!.inner).map((l) => l.name),
      `result ${i + 1}`,
    ).toContain(surface.name[locale]);
    expect(textOf(items[i]!.inner), `result ${i + 1}`).toContain(
      `${translator(locale, 'SurfacePage')('similarDelta', { deltaE: number.format(deltaE) })} – ${messages[locale].ColourDifference.bands[bandOf(deltaE)]}`,
    );
  }
  return want;
}

/** The names the colour search's plain GET form sends: its own fields and those that name it as their form. */
function formFields(html: string) {
  const form = elements(html, 'form', /\bid="colour-search"/)[0];
  expect(form && attribute(form.attributes, 'method'), 'a GET form').toBe('get');
  const named = (fragment: string, only: RegExp = /(?:)/) =>
    [...markup(fragment).matchAll(/<(?:input|select)\b([^>]*)>/g)].filter((m) => only.test(m[1]!)).map((m) => attribute(m[1]!, 'name'));
  return [...named(form!.inner), ...named(html, /\bform="colour-search"/)];
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].ColourSearch;

  test(`search by a hex colour finds the surface of that colour first, then the rest within the limit by ΔE00 (${locale})`, async ({ request }) => {
    const search = await (await request.get(localePath('/search', locale))).text();
    const link = links(search).find((l) => l.name === messages[locale].Search.colourSearch);
    expect(link?.href, 'the search page leads to the colour search').toBe(localePath('/colour-search', locale));
    const form = await (await request.get(link!.href!)).text();
    expect(elements(form, 'h1').map(({ inner }) => textOf(inner))).toEqual([t.title]);
    expect(formFields(form)).toEqual(expect.arrayContaining(['hex', 'limit']));
    const found = await expectResultsAt(
      request,
      `${link!.href}?hex=${encodeURIComponent(honey.hex.toUpperCase())}&limit=5`,
      locale,
      hexToLab(honey.hex),
      5,
      honey.hex.toLowerCase(),
    );
    expect(found[0]!.surface.articleNumber).toBe(honey.articleNumber);
    expect(found.length).toBeGreaterThan(1);
  });

  test(`the product list's filters narrow the colour search: only surfaces of products that meet them (${locale})`, async ({ request }) => {
    const categoryOf = (s: (typeof seed.surfaces)[number]) => seed.products.find((p) => p.key === s.product)!.category;
    // A demo surface with a neighbour within ΔE00 5 from another category: the filter on that
    // category must drop the surface itself and keep the neighbour.
    type Seeded = (typeof seed.surfaces)[number] & { hex: string };
    const [anchor, other] = (seed.surfaces as Seeded[])
      .filter((s) => s.hex)
      .map((s) => [s, expected(hexToLab(s.hex), 5).find(({ surface }) => categoryOf(surface) !== categoryOf(s))?.surface] as const)
      .find(([, o]) => o)!;
    const category = categoryOf(other!) as keyof (typeof messages)['sv']['Categories'];
    const path = localePath('/colour-search', locale);
    const form = await (await request.get(path)).text();
    expect(formFields(form), "the product list's filters are in the form").toEqual(expect.arrayContaining(['hex', 'limit', 'category']));
    const found = await expectResultsAt(
      request,
      `${path}?hex=${encodeURIComponent(anchor.hex)}&limit=5&category=${category}`,
      locale,
      hexToLab(anchor.hex),
      5,
      anchor.hex.toLowerCase(),
      (s) => categoryOf(s) === category,
    );
    expect(found.map(({ surface }) => surface.articleNumber)).toContain(other!.articleNumber);
    expect(found.some(({ surface }) => surface.articleNumber === anchor.articleNumber)).toBe(false);
  });

  test(`search by L*a*b* values, with the keyboard only (${locale})`, async ({ page }) => {
    const [L, a, b] = honey.lab!;
    await page.goto(localePath('/colour-search', locale));
    await page.getByLabel(t.L, { exact: true }).focus();
    await page.keyboard.type(String(L));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(a));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(b));
    await page.keyboard.press('Enter');
    const found = await expectResults(page, locale, { L, a, b }, 2, labText({ L, a, b }, locale));
    expect(found[0]!.deltaE).toBe(0);
  });

  test(`the colour search is in the header's menu; its picker is a swatch the keyboard reaches; its results can be picked (${locale})`, async ({ page }) => {
    await page.goto(localePath('/', locale));
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: messages[locale].Header.mainNavigation })
      .getByRole('link', { name: messages[locale].Header.colourSearch })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

    // A swatch of a size to see and hit, not a line; the next stop after the form's button.
    const picker = page.getByLabel(t.pick);
    const box = await picker.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(40);
    expect(box?.width).toBeGreaterThanOrEqual(40);
    await page.getByRole('button', { name: t.submit }).focus();
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();

    await picker.fill(honey.hex.toLowerCase());
    await page.getByRole('button', { name: t.pickSubmit }).click();
    const [first] = await expectResults(page, locale, hexToLab(honey.hex), 2, honey.hex.toLowerCase());

    // The pick buttons of the rest of the catalogue, into the tray.
    const tp = messages[locale].PickButtons;
    const picks = page.getByRole('group', { name: translator(locale, 'PickButtons')('group', { name: first!.surface.name[locale] }) });
    for (const label of [tp.compare.label, tp.samples.label]) {
      const button = picks.getByRole('button', { name: label, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByRole('link', { name: translator(locale, 'PicksTray')('compare', { count: 1 }) })).toBeVisible();
  });

  test(`an NCS code as typed ("s 1515-y20r") finds the surface that declares it and lists the nearest to its declared L*a*b* (${locale})`, async ({ page }) => {
    const ts = translator(locale, 'ColourSearch');
    const [surface, ...more] = declaring(ONE);
    expect(surface, `a demo surface declares ${ONE}`).toBeDefined();
    expect(more).toEqual([]);
    await page.goto(localePath('/colour-search', locale));
    const field = page.getByLabel(t.ncs, { exact: true });
    await field.fill('s 1515-y20r');
    await field.press('Enter');
    const facts = { code: ONE, surface: surface!.name[locale], articleNumber: surface!.articleNumber, lab: labText(labOf(surface!), locale) };
    await expect(page.getByText(ts('ncsOne', facts), { exact: true })).toBeVisible();
    const found = await expectResults(page, locale, labOf(surface!), 2, ts('ncsColour', { code: ONE }));
    expect(found[0]).toMatchObject({ surface: { articleNumber: surface!.articleNumber }, deltaE: 0 });
    await expect(field).toHaveValue('s 1515-y20r');
  });

  test(`an NCS code several surfaces declare is searched around the first by article number, and the others are offered (${locale})`, async ({ request }) => {
    const ts = translator(locale, 'ColourSearch');
    const [first, ...others] = declaring(SHARED);
    const facts = (s: SeedSurface) => ({
      code: SHARED,
      count: others.length + 1,
      surface: s.name[locale],
      articleNumber: s.articleNumber,
      lab: labText(labOf(s), locale),
    });
    const path = `${localePath('/colour-search', locale)}?ncs=${encodeURIComponent(typed(SHARED))}&limit=5`;
    const { html } = await okPage(request, path);
    expect(textOf(html)).toContain(ts('ncsFirst', facts(first!)));
    const found = await expectResultsAt(request, path, locale, labOf(first!), 5, ts('ncsColour', { code: SHARED }));
    expect(found[0]!.surface.articleNumber).toBe(first!.articleNumber);

    const offered = links(html).find((l) => l.name === `${others[0]!.name[locale]} (${others[0]!.articleNumber})`);
    expect(offered?.href, 'the other surface that declares the code is offered').toMatch(/[?&]from=/);
    const chosen = await okPage(request, offered!.href!);
    expect(textOf(chosen.html)).toContain(ts('ncsChosen', facts(others[0]!)));
    const around = await expectResultsAt(request, offered!.href!, locale, labOf(others[0]!), 5, ts('ncsColour', { code: SHARED }));
    expect(around[0]!.surface.articleNumber).toBe(others[0]!.articleNumber);
  });

  test(`an NCS code no surface declares is said so, without converting it; a wrong one is explained at the field (${locale})`, async ({ request }) => {
    const ts = translator(locale, 'ColourSearch');
    const code = 'S 1234-G56Y';
    expect(declaring(code)).toEqual([]);
    const unknown = await okPage(request, `${localePath('/colour-search', locale)}?ncs=${encodeURIComponent(typed(code))}`);
    expect(elements(unknown.html, 'p', /\brole="alert"/).map(({ inner }) => textOf(inner))).toContain(ts('ncsUnknown', { code }));
    expect(
      elements(unknown.html, 'li').filter(({ inner }) => textOf(inner).includes('ΔE00')),
      'nothing searched',
    ).toHaveLength(0);

    const wrong = await okPage(request, `${localePath('/colour-search', locale)}?ncs=${encodeURIComponent('S 15-Y20R')}`);
    expect(/<input\b[^>]*\bname="ncs"[^>]*>/.exec(wrong.html)?.[0], 'the NCS field is marked').toMatch(/\baria-invalid="true"/);
    expect(textOf(wrong.html)).toContain(t.invalidNcs);
  });

  test(`the site search offers the colour search around an NCS code a surface it found declares (${locale})`, async ({ request }) => {
    const [surface] = declaring(ONE);
    const { html } = await okPage(request, `${localePath('/search', locale)}?q=${encodeURIComponent('s 1515-y20r')}`);
    const offer = links(html).find((l) => l.name === translator(locale, 'Search')('ncsColourSearch', { code: ONE }));
    expect(offer?.href, 'the offer').toMatch(new RegExp(`^${localePath('/colour-search', locale)}\\?ncs=`));
    const found = await expectResultsAt(request, offer!.href!, locale, labOf(surface!), 2, translator(locale, 'ColourSearch')('ncsColour', { code: ONE }));
    expect(found[0]!.surface.articleNumber).toBe(surface!.articleNumber);
    // A question that is no code offers none.
    const words = await okPage(request, `${localePath('/search', locale)}?q=ek`);
    expect(links(words.html).filter((l) => l.href?.includes('ncs='))).toEqual([]);
  });

  test(`a wrong hex or incomplete L*a*b* is explained at the field, and nothing is searched (${locale})`, async ({ request }) => {
    const wrongHex = await (await request.get(`${localePath('/colour-search', locale)}?hex=%23c8a05`)).text();
    expect(/<input\b[^>]*\bname="hex"[^>]*>/.exec(wrongHex)?.[0], 'the hex field is marked').toMatch(/\baria-invalid="true"/);
    expect(textOf(wrongHex)).toContain(t.invalidHex);
    expect(
      elements(wrongHex, 'li').filter(({ inner }) => textOf(inner).includes('ΔE00')),
      'nothing searched',
    ).toHaveLength(0);

    const incomplete = await (await request.get(`${localePath('/colour-search', locale)}?L=50&a=300&b=`)).text();
    expect(elements(incomplete, 'p', /\brole="alert"/).map(({ inner }) => textOf(inner))).toContain(t.invalidLab);
    const a = /<input\b[^>]*\bname="a"[^>]*>/.exec(incomplete)?.[0];
    expect(a && attribute(a, 'value'), 'the input is kept').toBe('300');
  });
}

test('without JavaScript the colour search is a plain form', async ({ request }) => {
  const form = await (await request.get('/colour-search')).text();
  expect(formFields(form)).toEqual(expect.arrayContaining(['hex']));
  await expectResultsAt(request, `/colour-search?hex=${encodeURIComponent(honey.hex)}`, 'sv', hexToLab(honey.hex), 2, honey.hex.toLowerCase());
});
