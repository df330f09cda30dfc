import { expect, test } from '@playwright/test';
import { documentId } from '../support/cms-api';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';

const producer = seed.producers[0]! as (typeof seed.producers)[number] & { country: string; brandColor: string };
const own = seed.products.find((p) => p.producer === producer.slug)!;
const foreign = seed.products.find((p) => p.producer !== producer.slug)!;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].ProducerPage;

  test(`the producer page has its own layout and branding (${locale})`, async ({ page }) => {
    await page.goto(localePath(`/producer/${producer.slug}`, locale));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(producer.name);
    // Search results show the start of the producer's own words.
    const words = (producer as unknown as { description: Record<Locale, string> }).description[locale]
      .split(/\n{2,}/)[0]!
      .split(/\s+/)
      .slice(0, 4)
      .join(' ');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${words}`));
    // The site's header with its search stays, and below it the producer's menu and brand colour.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: messages[locale].Header.mainNavigation })).toBeVisible();
    await expect(banner.getByRole('combobox', { name: messages[locale].HeaderSearch.label })).toBeVisible();
    await expect(banner.getByRole('link', { name: messages[locale].Header.signIn })).toBeVisible();
    const menu = page.getByRole('navigation', { name: t.navigation });
    await expect(menu.getByRole('link', { name: t.overview })).toBeVisible();
    await expect(page.getByTestId('producer-band')).toHaveCSS('background-color', rgb(producer.brandColor));
    await expect(page.getByRole('img', { name: translator(locale, 'ProducerPage')('logoAlt', { name: producer.name }) })).toBeVisible();
    const country = new Intl.DisplayNames([locale], { type: 'region' }).of(producer.country)!;
    await expect(page.getByRole('main').getByText(country, { exact: true })).toBeVisible();

    const products = seed.products.filter((p) => p.producer === producer.slug);
    const list = page.getByRole('region', { name: new RegExp(t.products) });
    await expect(list.locator('.card__title')).toHaveCount(products.length);

    // Product pages stay inside the producer layout.
    await list.getByRole('link', { name: own.name[locale] }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(`/producer/${producer.slug}/products/`, locale)}[a-z0-9]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.name[locale]);
    await expect(page.locator('[data-layout="producer"]')).toBeVisible();
    const surfaces = page.getByRole('region', { name: new RegExp(`^${messages[locale].ProductPage.surfaces} \\(`) });
    await surfaces.getByRole('listitem').first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/producer/${producer.slug}/surfaces/[a-z0-9]+$`));
    await expect(page.locator('[data-layout="producer"]')).toBeVisible();

    // The site's search answers from inside the producer's pages.
    const search = page.getByRole('banner').getByRole('combobox', { name: messages[locale].HeaderSearch.label });
    await search.fill(own.name[locale]);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${localePath('/search', locale)}\\?q=`));
    await expect(page.getByRole('region', { name: messages[locale].Search.products, exact: true }).getByRole('link', { name: own.name[locale] })).toBeVisible();
  });

  test(`another producer's product or surface inside this layout is a 404 (${locale})`, async ({ page }) => {
    const productId = await documentId('products', 'slug', foreign.slug.sv);
    const surface = seed.surfaces.find((s) => s.product === foreign.key)!;
    const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
    for (const path of [`/producer/${producer.slug}/products/${productId}`, `/producer/${producer.slug}/surfaces/${surfaceId}`, '/producer/finns-inte']) {
      const response = await page.goto(localePath(path, locale));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].ErrorPage.notFoundHeading);
    }
    // No producer to brand the page: the site's own header and footer frame the message.
    await expect(page.getByRole('banner').getByRole('navigation', { name: messages[locale].Header.mainNavigation })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
