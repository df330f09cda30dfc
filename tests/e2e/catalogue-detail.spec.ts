import { expect, test } from '@playwright/test';
import { documentId } from '../support/cms-api';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';

const product = seed.products.find((p) => p.category === 'flooring')!;
const producer = seed.producers.find((p) => p.slug === product.producer)!;
const surfaces = seed.surfaces.filter((s) => s.product === product.key);
const fullProduct = seed.products.find((p) => p.key === product.key) as (typeof seed.products)[number] & {
  specifications: { key: Record<Locale, string>; value: Record<Locale, string> }[];
};

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const tProduct = messages[locale].ProductPage;
  const tSurface = messages[locale].SurfacePage;
  const trSurface = translator(locale, 'SurfacePage');

  test(`product page shows images, specifications, surfaces and producer (${locale})`, async ({ page }) => {
    const id = await documentId('products', 'slug', product.slug.sv);
    await page.goto(localePath(`/products/${id}`, locale));

    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name[locale]);
    await expect(page.locator('.detail__image')).toHaveAttribute('alt', /.+/);
    await expect(page.getByText(messages[locale].Categories[product.category as 'flooring'], { exact: true })).toBeVisible();

    const specs = page.getByRole('region', { name: tProduct.specifications });
    for (const row of fullProduct.specifications) {
      await expect(specs.getByText(row.key[locale], { exact: true })).toBeVisible();
      await expect(specs.getByText(row.value[locale], { exact: true })).toBeVisible();
    }

    const surfaceList = page.getByRole('region', { name: new RegExp(tProduct.surfaces) });
    for (const surface of surfaces) {
      await expect(surfaceList.getByRole('link', { name: new RegExp(surface.name[locale]) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: producer.name })).toHaveAttribute('href', localePath(`/producer/${producer.slug}`, locale));

    const documents = page.getByRole('region', { name: tProduct.documents });
    const datasheet = documents.getByRole('link', { name: /PDF/ });
    await expect(datasheet).toBeVisible();
    const download = await page.request.get((await datasheet.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name[locale], brand: { name: producer.name } });

    // From a swatch to the surface's page.
    const surface = surfaces[0]!;
    await surfaceList.getByRole('link', { name: new RegExp(surface.name[locale]) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(surface.name[locale]);
    await expect(page.getByText(surface.articleNumber, { exact: true })).toBeVisible();
    const full = seed.surfaces.find((s) => s.articleNumber === surface.articleNumber) as unknown as {
      hex: string;
      ncs: string;
      gloss: number;
      lrv: number;
    };
    await expect(page.getByText(full.hex.toUpperCase())).toBeVisible();
    await expect(page.getByText(full.ncs, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: trSurface('swatchAlt', { name: surface.name[locale] }) })).toBeVisible();
    await expect(page.getByRole('link', { name: product.name[locale] })).toBeVisible();

    const siblings = page.getByRole('region', { name: tSurface.siblings });
    await expect(siblings.getByRole('link')).toHaveCount(surfaces.length - 1);
  });

  test(`a product's technical properties are on its page and its surfaces' pages, each undeclared one said to be (${locale})`, async ({ page }) => {
    const t = messages[locale].Properties;
    const row = (section: ReturnType<typeof page.getByRole>, label: string) =>
      section.locator('.specs > div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    // Terrakotta: a floor tile for indoors and out, declared without an EPD; a use class
    // (EN ISO 10874) grades other floor coverings, so its row is not there at all.
    const tile = seed.products.find((p) => p.key === 'terrakottaklinker')!;
    await page.goto(localePath(`/products/${await documentId('products', 'slug', tile.slug.sv)}`, locale));
    let section = page.getByRole('region', { name: t.heading });
    await expect(row(section, t.fireClass)).toHaveText('A1fl');
    await expect(row(section, t.slipResistance)).toHaveText('R11');
    await expect(row(section, t.useClass)).toHaveCount(0);
    await expect(row(section, t.thickness)).toHaveText('10 mm');
    await expect(row(section, t.placement)).toHaveText(t.placements['indoor-outdoor']);
    await expect(row(section, t.epd)).toHaveText(t.notDeclared);
    await expect(row(section, t.leadTime)).toHaveText(translator(locale, 'Properties')('leadTimeValue', { days: 35 }));
    await expect(row(section, t.priceBand)).toHaveText(translator(locale, 'Properties')('priceBandValue', { band: 2 }));

    // Cork: a use class and a thickness with a decimal, in the page's own way of writing it.
    const cork = seed.products.find((p) => p.key === 'korkgolv-natur')!;
    await page.goto(localePath(`/products/${await documentId('products', 'slug', cork.slug.sv)}`, locale));
    section = page.getByRole('region', { name: t.heading });
    await expect(row(section, t.useClass)).toHaveText(translator(locale, 'Properties')('useClassValue', { value: '32', meaning: t.useClasses['32'] }));
    await expect(row(section, t.thickness)).toHaveText(locale === 'sv' ? '10,5 mm' : '10.5 mm');

    // Oak parquet has an EPD: the row links to the document, which is a PDF.
    const oak = seed.products.find((p) => p.key === 'ekparkett-rustik')!;
    await page.goto(localePath(`/products/${await documentId('products', 'slug', oak.slug.sv)}`, locale));
    const epd = page.getByRole('region', { name: t.heading }).getByRole('link', { name: t.epdDownload });
    const download = await page.request.get((await epd.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A surface of it shows its product's properties under their own heading.
    const surface = seed.surfaces.find((s) => s.product === oak.key)!;
    await page.goto(localePath(`/surfaces/${await documentId('surfaces', 'articleNumber', surface.articleNumber)}`, locale));
    section = page.getByRole('region', { name: t.ofProduct });
    await expect(row(section, t.fireClass)).toHaveText('Cfl-s1');
    await expect(row(section, t.slipResistance)).toHaveText(t.notDeclared);
    await expect(section.getByRole('link', { name: t.epdDownload })).toBeVisible();
  });

  test(`an unknown or malformed product or surface id is a 404 (${locale})`, async ({ page }) => {
    for (const path of ['/products/abcdefghijklmnopqrstuvwx', '/products/..%2Fetc', '/surfaces/nope', '/products/1']) {
      const response = await page.goto(localePath(path, locale));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].ErrorPage.notFoundHeading);
      await expect(page.getByText(translator(locale, 'ErrorPage')('notFoundPath', { path: '' }))).toBeVisible();
    }
  });
}

test('switching language on a product page keeps the product', async ({ page, context }) => {
  const id = await documentId('products', 'slug', product.slug.sv);
  await page.goto(`/products/${id}`);
  await page.getByRole('link', { name: messages.sv.LocaleSwitcher.switchTo }).click();

  await expect(page).toHaveURL(`/en/products/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.en);
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
});
