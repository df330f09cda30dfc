import { expect, test } from '@playwright/test';
import { messages } from '../support/messages';
import { hrefIn, localePath, seed, type Locale } from '../support/seed-data';

// The header links that lead to cms pages; /products and /contact are pages of their own.
const cmsPageLinks = seed.global.navigation.filter((item) => seed.pages.some((p) => p.slug.sv === hrefIn(item.href, 'sv').slice(1)));

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`header navigation leads to the cms pages and back home (${locale})`, async ({ page }) => {
    expect(cmsPageLinks.length).toBeGreaterThan(0);
    await page.goto(localePath('/', locale));
    const nav = page.getByRole('navigation', { name: messages[locale].Header.mainNavigation });

    for (const item of cmsPageLinks) {
      const target = seed.pages.find((p) => p.slug[locale] === hrefIn(item.href, locale).slice(1))!;
      await nav.getByRole('link', { name: item.label[locale] }).click();

      await expect(page).toHaveURL(localePath(`/${target.slug[locale]}`, locale));
      const firstHeading = target.blocks[0]?.type === 'hero' ? target.blocks[0].heading![locale] : target.title[locale];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstHeading);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }

    await page.getByRole('link', { name: messages[locale].Header.home }).click();
    await expect(page).toHaveURL(localePath('/', locale));
  });
}
