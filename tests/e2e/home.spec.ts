import { expect, test } from '@playwright/test';
import { htmlDocument, landmark, linksNamed, textOf } from '../support/html-document';
import { messages, translator } from '../support/messages';
import { hrefIn, localePath, seed, type Locale } from '../support/seed-data';

const hero = seed.home.blocks.find((b) => b.type === 'hero')!;
const grid = seed.home.blocks.find((b) => b.type === 'product-grid')!;
const producerList = seed.home.blocks.find((b) => b.type === 'producer-list')!;

// Everything here is in the server's answer: the HTML is read without a browser.
for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`home page (${locale}): the seeded cms content in the language of the route, with the navigation and footer from the global settings`, async ({
    request,
  }) => {
    const doc = await htmlDocument(await request.get(localePath('/', locale)));

    await test.step('the cms content', () => {
      expect(doc.documentElement.getAttribute('lang')).toBe(locale);
      expect(textOf(doc.querySelector('h1'))).toBe(hero.heading![locale]);
      for (const key of grid.products!) {
        const product = seed.products.find((p) => p.key === key)!;
        expect(linksNamed(doc, product.name[locale]).length, product.name[locale]).toBeGreaterThan(0);
      }
      const makers = landmark(doc, 'section', producerList.heading![locale]);
      for (const slug of producerList.producers!) {
        const producer = seed.producers.find((p) => p.slug === slug)!;
        const [link] = linksNamed(makers, new RegExp(producer.name));
        expect(link?.getAttribute('href'), producer.name).toBe(localePath(`/producer/${slug}`, locale));
      }
    });

    await test.step('the navigation and footer', () => {
      const nav = landmark(doc, 'nav', messages[locale].Header.mainNavigation);
      for (const item of seed.global.navigation) {
        const [link] = linksNamed(nav, item.label[locale]);
        expect(link?.getAttribute('href'), item.label[locale]).toBe(localePath(hrefIn(item.href, locale), locale));
      }
      const footer = doc.querySelector('footer')!;
      expect(textOf(footer)).toContain(seed.global.footer.text[locale]);
      const [mail] = linksNamed(footer, seed.global.contact.email);
      expect(mail?.getAttribute('href')).toBe(`mailto:${seed.global.contact.email}`);
    });
  });
}

// The not-found page's words come with its scripts (the server streams them as data): read in the browser.
test('an unknown path answers 404 with the localized not-found page', async ({ page }) => {
  for (const locale of ['sv', 'en'] as const) {
    const path = localePath('/finns-inte/alls', locale);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].ErrorPage.notFoundHeading);
    await expect(page.getByText(messages[locale].ErrorPage.notFoundText)).toBeVisible();
    await expect(page.getByText(translator(locale, 'ErrorPage')('notFoundPath', { path }))).toBeVisible();
  }
});
