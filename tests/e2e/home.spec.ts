import { expect, test } from '@playwright/test';
import { messages, translator } from '../support/messages';
import { hrefIn, localePath, seed, type Locale } from '../support/seed-data';

const hero = seed.home.blocks.find((b) => b.type === 'hero')!;
const grid = seed.home.blocks.find((b) => b.type === 'product-grid')!;
const producerList = seed.home.blocks.find((b) => b.type === 'producer-list')!;

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test.describe(`home page (${locale})`, () => {
    test('renders the seeded cms content in the language of the route', async ({ page }) => {
      await page.goto(localePath('/', locale));

      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading![locale]);
      for (const key of grid.products!) {
        const product = seed.products.find((p) => p.key === key)!;
        await expect(page.getByRole('link', { name: product.name[locale] })).toBeVisible();
      }
      const makers = page.getByRole('region', { name: producerList.heading![locale] });
      for (const slug of producerList.producers!) {
        const producer = seed.producers.find((p) => p.slug === slug)!;
        await expect(makers.getByRole('link', { name: new RegExp(producer.name) })).toHaveAttribute('href', localePath(`/producer/${slug}`, locale));
      }
    });

    test('shows the navigation and footer from the global settings', async ({ page }) => {
      await page.goto(localePath('/', locale));

      const nav = page.getByRole('navigation', { name: messages[locale].Header.mainNavigation });
      for (const item of seed.global.navigation) {
        await expect(nav.getByRole('link', { name: item.label[locale] })).toHaveAttribute('href', localePath(hrefIn(item.href, locale), locale));
      }
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(seed.global.footer.text[locale]);
      await expect(footer.getByRole('link', { name: seed.global.contact.email })).toHaveAttribute('href', `mailto:${seed.global.contact.email}`);
    });
  });
}

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
