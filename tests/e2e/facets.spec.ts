import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { attribute, checkboxes, elements, okPage, textOf, textsByClass } from '../support/html';
import { messages } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';

type Product = (typeof seed.products)[number];
const cardTitles = (page: Page) => page.locator('.cards .card__title');
const names = (locale: Locale, keep: (p: Product) => boolean) =>
  seed.products
    .filter(keep)
    .map((p) => p.name[locale])
    .sort();
const tiles = (p: Product) => p.category === 'tiles';
const withEpd = (p: Product) => p.properties.epd === true;

/** A facet's checkbox, by its group's legend and the choice's label (the count follows it). */
const choice = (page: Page, group: string, label: string) =>
  page.getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} \\(\\d+\\)$`) });

/** Presses Tab until the element has focus (a keyboard user's way there); fails if it never does. */
/** The list's page as the server sends it, through the edge, redirects followed. */
async function listPage(request: APIRequestContext, path: string) {
  const { html, url } = await okPage(request, path);
  return { html, url, titles: textsByClass(html, 'span', 'card__title').sort() };
}

async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].ProductList;
  const tCategory = messages[locale].Categories;
  const count = (n: number) => new RegExp(`^${n} ${locale === 'sv' ? (n === 1 ? 'produkt' : 'produkter') : n === 1 ? 'product' : 'products'}$`);

  test.describe(`product facets (${locale})`, () => {
    test('filters with the keyboard alone: each choice updates the list in place and the count is announced', async ({ page }) => {
      await page.goto(localePath('/products', locale));
      const status = page.getByTestId('product-count');
      await expect(status).toHaveAttribute('role', 'status');
      await expect(status).toHaveText(count(seed.products.length));

      const tilesBox = choice(page, t.category, tCategory.tiles);
      await tabTo(page, tilesBox);
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(new RegExp(`${localePath('/products', locale)}\\?category=tiles$`));
      await expect(status).toHaveText(count(names(locale, tiles).length));
      expect((await cardTitles(page).allTextContents()).sort()).toEqual(names(locale, tiles));
      // The list changed in place: the box keeps the focus and its state.
      await expect(tilesBox).toBeFocused();
      await expect(tilesBox).toBeChecked();

      // The technical filters are behind "more filters": open it from the keyboard.
      const more = page.locator('summary', { hasText: t.more });
      await tabTo(page, more);
      await page.keyboard.press('Enter');
      const epdBox = choice(page, t.epd, t.epdChoice);
      await tabTo(page, epdBox);
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/\?category=tiles&epd=true$/);
      const both = (p: Product) => tiles(p) && withEpd(p);
      await expect(status).toHaveText(count(names(locale, both).length));
      expect((await cardTitles(page).allTextContents()).sort()).toEqual(names(locale, both));

      // Each choice made has a link that takes it away; Enter follows it.
      const removeTiles = page.getByRole('link', { name: t.remove.replace('{filter}', tCategory.tiles) });
      await tabTo(page, removeTiles);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\?epd=true$/);
      await expect(status).toHaveText(count(names(locale, withEpd).length));
      // The focus is on the chip that took the removed one's place, not on the page's body.
      await expect(page.getByRole('link', { name: t.remove.replace('{filter}', t.choice.epd) })).toBeFocused();
      const clear = page.getByRole('link', { name: t.clear });
      await tabTo(page, clear);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localePath('/products', locale)}$`));
      await expect(status).toHaveText(count(seed.products.length));
      // No chip left: the focus is on the list the choices filtered.
      await expect(page.locator('#products-list')).toBeFocused();
    });

    test('each choice shows what it would give within the other filters; one that gives nothing says 0 and cannot be ticked', async ({ request }) => {
      const { html } = await listPage(request, `${localePath('/products', locale)}?category=paints`);
      const labels = (group: string) => checkboxes(html, group).map((box) => box.label);
      // The category's own choices still count within the other filters (none here): all of them.
      for (const category of ['flooring', 'tiles', 'paints'] as const) {
        const n = seed.products.filter((p) => p.category === category).length;
        expect(labels(t.category)).toContain(`${tCategory[category]} (${n})`);
      }
      // Paints declare no slip resistance: every slip class gives nothing, and says so.
      const r10 = checkboxes(html, t.slip).find((box) => box.label === 'R10 (0)');
      expect(r10?.attributes, 'R10 says 0 and cannot be ticked').toMatch(/\bdisabled=""/);
      // Within paints, the EPD choice counts the paints with one.
      const paintsWithEpd = seed.products.filter((p) => p.category === 'paints' && withEpd(p)).length;
      expect(labels(t.epd)).toContain(`${t.epdChoice} (${paintsWithEpd})`);
    });

    test('the producer is found by typing and chosen with the keyboard; emptied, the list has every producer again', async ({ page }) => {
      const ekbacken = seed.producers.find((p) => p.slug === 'ekbacken')!;
      const theirs = names(locale, (p) => p.producer === 'ekbacken');
      await page.goto(localePath('/products', locale));
      const producer = page.getByRole('combobox', { name: t.producer });
      // Until the script runs it is a select (a combobox too); then the searching one.
      await expect(producer).toHaveAttribute('aria-autocomplete', 'list');
      await tabTo(page, producer);
      await page.keyboard.type('ekback', { delay: 20 });
      const options = page.getByRole('listbox', { name: t.producer }).getByRole('option');
      await expect(options).toHaveCount(1);
      await expect(options).toContainText(ekbacken.name);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localePath('/products', locale)}\\?producer=ekbacken$`));
      await expect(page.getByTestId('product-count')).toHaveText(count(theirs.length));
      expect((await cardTitles(page).allTextContents()).sort()).toEqual(theirs);
      await expect(producer).toHaveValue(ekbacken.name);
      await expect(producer).toBeFocused();

      // Escape on a closed list empties the field; leaving it applies that.
      await page.keyboard.press('Escape');
      await expect(producer).toHaveValue('');
      await page.keyboard.press('Tab');
      await expect(page).toHaveURL(new RegExp(`${localePath('/products', locale)}$`));
      await expect(page.getByTestId('product-count')).toHaveText(count(seed.products.length));
    });

    test('ranges and several choices in a facet combine, and the address has one order whatever order it was asked in', async ({ request }) => {
      const { html, url, titles } = await listPage(
        request,
        `${localePath('/products', locale)}?maxLead=30&slip=R11&category=tiles&slip=R10&producer=&sort=name`,
      );
      expect(url.pathname + url.search).toBe(`${localePath('/products', locale)}?category=tiles&slip=R10&slip=R11&maxLead=30`);
      const expected = names(
        locale,
        (p) => tiles(p) && ['R10', 'R11'].includes(p.properties.slipResistance ?? '') && (p.properties.leadTimeDays ?? Infinity) <= 30,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(titles).toEqual(expected);
      const maxLead = /<input\b[^>]*\bname="maxLead"[^>]*>/.exec(html)?.[0];
      expect(maxLead && attribute(maxLead, 'value'), 'the lead time asked for').toBe('30');
    });

    test('without JavaScript the producer is a plain select of those with the most products', async ({ request }) => {
      const all = await listPage(request, localePath('/products', locale));
      const select = elements(all.html, 'select', /\bname="producer"/);
      expect(select, 'one producer select').toHaveLength(1);
      const id = attribute(select[0]!.attributes, 'id');
      const label = elements(all.html, 'label', new RegExp(`\\bfor="${id}"`)).map(({ inner }) => textOf(inner));
      expect(label).toEqual([t.producer]);
      // "All", then every demo producer (there are fewer than the few offered), most products first.
      const offered = elements(select[0]!.inner, 'option').map(({ inner }) => textOf(inner));
      expect(offered[0]).toBe(messages[locale].ProducerFilter.any);
      expect(
        offered
          .slice(1)
          .map((text) => text.replace(/ \(\d+\)$/, ''))
          .sort(),
      ).toEqual(seed.producers.map((p) => p.name).sort());

      // Sending the form with one chosen asks for it by its slug.
      const chosen = await listPage(request, `${localePath('/products', locale)}?producer=norrskog`);
      expect(chosen.titles).toEqual(names(locale, (p) => p.producer === 'norrskog'));
      expect(elements(chosen.html, 'select', /\bname="producer"/)[0]?.inner, 'norrskog is chosen').toMatch(/<option value="norrskog" selected="">/);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
    const t = messages[locale].ProductList;
    test(`the facets are a plain GET form, answered at the one address, and the remove links work (${locale})`, async ({ page }) => {
      await page.goto(localePath('/products', locale));
      await choice(page, t.category, messages[locale].Categories.flooring).check();
      await page.locator('summary', { hasText: t.more }).click();
      await choice(page, t.epd, t.epdChoice).check();
      await page.getByLabel(t.maxLead).fill('20');
      await page.getByRole('button', { name: t.apply }).click();

      await expect(page).toHaveURL(new RegExp(`${localePath('/products', locale)}\\?category=flooring&epd=true&maxLead=20$`));
      const expected = names(locale, (p) => p.category === 'flooring' && withEpd(p) && (p.properties.leadTimeDays ?? Infinity) <= 20);
      expect(expected.length).toBeGreaterThan(0);
      expect((await cardTitles(page).allTextContents()).sort()).toEqual(expected);

      await page.getByRole('link', { name: t.remove.replace('{filter}', messages[locale].Categories.flooring) }).click();
      await expect(page).toHaveURL(new RegExp(`\\?epd=true&maxLead=20$`));
      expect((await cardTitles(page).allTextContents()).sort()).toEqual(names(locale, (p) => withEpd(p) && (p.properties.leadTimeDays ?? Infinity) <= 20));
    });
  }
});
