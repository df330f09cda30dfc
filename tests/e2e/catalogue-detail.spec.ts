import { expect, test } from '@playwright/test';
import { documentId } from '../support/cms-api';
import { hasExactText, htmlDocument, landmark, linksNamed, named, textOf } from '../support/html-document';
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

  test(`product page shows images, specifications, surfaces and producer (${locale})`, async ({ request }) => {
    const id = await documentId('products', 'slug', product.slug.sv);
    const doc = await htmlDocument(await request.get(localePath(`/products/${id}`, locale)));

    expect(doc.documentElement.getAttribute('lang')).toBe(locale);
    expect(textOf(doc.querySelector('h1'))).toBe(product.name[locale]);
    expect(doc.querySelector('img.detail__image')?.getAttribute('alt')).toMatch(/.+/);
    expect(hasExactText(doc.body, messages[locale].Categories[product.category as 'flooring'])).toBe(true);

    const specs = landmark(doc, 'section', tProduct.specifications);
    for (const row of fullProduct.specifications) {
      expect(hasExactText(specs, row.key[locale]), row.key[locale]).toBe(true);
      expect(hasExactText(specs, row.value[locale]), row.value[locale]).toBe(true);
    }

    const surfaceList = landmark(doc, 'section', new RegExp(tProduct.surfaces));
    for (const surface of surfaces) {
      expect(linksNamed(surfaceList, new RegExp(surface.name[locale])).length, surface.name[locale]).toBeGreaterThan(0);
    }
    expect(linksNamed(doc, producer.name)[0]?.getAttribute('href')).toBe(localePath(`/producer/${producer.slug}`, locale));

    const [datasheet] = linksNamed(landmark(doc, 'section', tProduct.documents), /PDF/);
    expect(datasheet).toBeDefined();
    const download = await request.get(datasheet!.getAttribute('href')!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name[locale], brand: { name: producer.name } });

    // From a swatch to the surface's page.
    const surface = surfaces[0]!;
    const swatch = linksNamed(surfaceList, new RegExp(surface.name[locale]))[0]!;
    const surfaceDoc = await htmlDocument(await request.get(swatch.getAttribute('href')!));
    expect(textOf(surfaceDoc.querySelector('h1'))).toBe(surface.name[locale]);
    expect(hasExactText(surfaceDoc.body, surface.articleNumber)).toBe(true);
    const full = seed.surfaces.find((s) => s.articleNumber === surface.articleNumber) as unknown as {
      hex: string;
      ncs: string;
      gloss: number;
      lrv: number;
    };
    expect(textOf(surfaceDoc.body)).toContain(full.hex.toUpperCase());
    expect(hasExactText(surfaceDoc.body, full.ncs)).toBe(true);
    expect(named(surfaceDoc, 'img, [role="img"]', trSurface('swatchAlt', { name: surface.name[locale] }))).toHaveLength(1);
    // The picture that leads each page on a phone's first screen is asked for before the rest.
    expect(doc.querySelector('img.detail__image')?.getAttribute('fetchpriority')).toBe('high');
    expect(surfaceDoc.querySelector('img.detail__swatch')?.getAttribute('fetchpriority')).toBe('high');
    expect(linksNamed(surfaceDoc, product.name[locale]).length).toBeGreaterThan(0);

    const siblings = landmark(surfaceDoc, 'section', tSurface.siblings);
    expect(siblings.querySelectorAll('a[href]')).toHaveLength(surfaces.length - 1);
  });

  test(`a product's technical properties are on its page and its surfaces' pages, each undeclared one said to be (${locale})`, async ({ request }) => {
    const t = messages[locale].Properties;
    const row = (section: Element, label: string) =>
      [...section.querySelectorAll('.specs > div')].filter((div) => hasExactText(div, label)).map((div) => textOf(div.querySelector('dd')));
    const pageOf = async (path: string) => htmlDocument(await request.get(localePath(path, locale)));
    // Terrakotta: a floor tile for indoors and out, declared without an EPD; a use class
    // (EN ISO 10874) grades other floor coverings, so its row is not there at all.
    const tile = seed.products.find((p) => p.key === 'terrakottaklinker')!;
    let section = landmark(await pageOf(`/products/${await documentId('products', 'slug', tile.slug.sv)}`), 'section', t.heading);
    expect(row(section, t.fireClass)).toEqual(['A1fl']);
    expect(row(section, t.slipResistance)).toEqual(['R11']);
    expect(row(section, t.useClass)).toEqual([]);
    expect(row(section, t.thickness)).toEqual(['10 mm']);
    expect(row(section, t.placement)).toEqual([t.placements['indoor-outdoor']]);
    expect(row(section, t.epd)).toEqual([t.notDeclared]);
    expect(row(section, t.leadTime)).toEqual([translator(locale, 'Properties')('leadTimeValue', { days: 35 })]);
    expect(row(section, t.priceBand)).toEqual([translator(locale, 'Properties')('priceBandValue', { band: 2 })]);

    // Cork: a use class and a thickness with a decimal, in the page's own way of writing it.
    const cork = seed.products.find((p) => p.key === 'korkgolv-natur')!;
    section = landmark(await pageOf(`/products/${await documentId('products', 'slug', cork.slug.sv)}`), 'section', t.heading);
    expect(row(section, t.useClass)).toEqual([translator(locale, 'Properties')('useClassValue', { value: '32', meaning: t.useClasses['32'] })]);
    expect(row(section, t.thickness)).toEqual([locale === 'sv' ? '10,5 mm' : '10.5 mm']);

    // Oak parquet has an EPD: the row links to the document, which is a PDF.
    const oak = seed.products.find((p) => p.key === 'ekparkett-rustik')!;
    const [epd] = linksNamed(landmark(await pageOf(`/products/${await documentId('products', 'slug', oak.slug.sv)}`), 'section', t.heading), t.epdDownload);
    const download = await request.get(epd!.getAttribute('href')!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A surface of it shows its product's properties under their own heading.
    const surface = seed.surfaces.find((s) => s.product === oak.key)!;
    section = landmark(await pageOf(`/surfaces/${await documentId('surfaces', 'articleNumber', surface.articleNumber)}`), 'section', t.ofProduct);
    expect(row(section, t.fireClass)).toEqual(['Cfl-s1']);
    expect(row(section, t.slipResistance)).toEqual([t.notDeclared]);
    expect(linksNamed(section, t.epdDownload)).toHaveLength(1);
  });

  // The not-found page's words come with its scripts (the server streams them as data): read in the browser.
  test(`an unknown or malformed product or surface id is a 404 (${locale})`, async ({ page }) => {
    for (const path of ['/products/abcdefghijklmnopqrstuvwx', '/products/..%2Fetc', '/surfaces/nope', '/products/1']) {
      const response = await page.goto(localePath(path, locale));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].ErrorPage.notFoundHeading);
      await expect(page.getByText(translator(locale, 'ErrorPage')('notFoundPath', { path: '' }))).toBeVisible();
    }
  });
}

// The switcher as a browser follows it is tests/e2e/locale.spec.ts; here its link, as the server wrote it, keeps the product.
test('switching language on a product page keeps the product', async ({ request }) => {
  const id = await documentId('products', 'slug', product.slug.sv);
  const doc = await htmlDocument(await request.get(`/products/${id}`));
  const href = linksNamed(doc, messages.sv.LocaleSwitcher.switchTo)[0]!.getAttribute('href')!;
  const switching = await request.get(href, { maxRedirects: 0 });
  expect(switching.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('i18n_redirected='))?.value).toMatch(
    /^i18n_redirected=en;/,
  );
  const switched = await request.get(href);
  expect(new URL(switched.url()).pathname).toBe(`/en/products/${id}`);
  expect(textOf((await htmlDocument(switched)).querySelector('h1'))).toBe(product.name.en);
});
