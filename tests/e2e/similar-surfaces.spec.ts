import { expect, test, type Locator } from '@playwright/test';
import { bandOf, SIMILAR_LIMIT } from '../../lib/colour/bands';
import { deltaE2000 } from '@ytbanken/domain/colour/ciede2000';
import { documentId } from '../support/cms-api';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';

const producerOf = (surface: (typeof seed.surfaces)[number]) => seed.products.find((p) => p.key === surface.product)!.producer;
const labOf = (surface: (typeof seed.surfaces)[number]) => ({ L: surface.lab![0], a: surface.lab![1], b: surface.lab![2] });

/** The demo catalogue the slow way: the six other producers' surfaces closest by ΔE00, however far, closest first. */
function expectedFor(surface: (typeof seed.surfaces)[number]) {
  return seed.surfaces
    .filter((s) => s.lab && producerOf(s) !== producerOf(surface))
    .map((s) => ({ surface: s, deltaE: deltaE2000(labOf(surface), labOf(s)) }))
    .sort((x, y) => x.deltaE - y.deltaE)
    .slice(0, 6);
}
const within = (surface: (typeof seed.surfaces)[number]) => expectedFor(surface).filter((s) => s.deltaE <= SIMILAR_LIMIT).length;

// A surface with the most equivalents at other producers, and one with none within ΔE00 5.
const withSimilar = seed.surfaces.filter((s) => s.lab).sort((x, y) => within(y) - within(x))[0]!;
const alone = seed.surfaces.find((s) => s.lab && within(s) === 0)!;

/** The similar surfaces a section lists: these, in this order, each with its ΔE00 and its band's words. */
async function expectListed(section: Locator, expected: ReturnType<typeof expectedFor>, locale: Locale) {
  const tr = translator(locale, 'SurfacePage');
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(expected.length);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  for (const [i, { surface, deltaE }] of expected.entries()) {
    const item = items.nth(i);
    await expect(item.getByRole('link', { name: surface.name[locale], exact: true })).toBeVisible();
    await expect(item).toContainText(`${tr('similarDelta', { deltaE: number.format(deltaE) })} – ${messages[locale].ColourDifference.bands[bandOf(deltaE)]}`);
  }
  return items;
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].SurfacePage;
  const tr = translator(locale, 'SurfacePage');

  test(`a surface page lists other producers' closest surfaces by ΔE00, with the verdict and a link to compare (${locale})`, async ({ page }) => {
    const expected = expectedFor(withSimilar);
    expect(expected.length).toBeGreaterThan(0);
    const id = await documentId('surfaces', 'articleNumber', withSimilar.articleNumber, locale);
    await page.goto(localePath(`/surfaces/${id}`, locale));
    const items = await expectListed(page.getByRole('region', { name: t.similar }), expected, locale);

    const first = expected[0]!.surface;
    const firstId = await documentId('surfaces', 'articleNumber', first.articleNumber, locale);
    const compare = items.first().getByRole('link', { name: tr('similarCompare', { name: first.name[locale] }) });
    await expect(compare).toHaveAttribute('href', `${localePath('/compare', locale)}?s=${id}%2C${firstId}`);
    await compare.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].ComparePage.title);
    await expect(page.getByRole('main')).toContainText(first.name[locale]);
    await expect(page.getByRole('main')).toContainText(withSimilar.name[locale]);
  });

  test(`a surface no other producer comes within ΔE00 5 of still shows the closest few, each labelled by how far it is (${locale})`, async ({ page }) => {
    const expected = expectedFor(alone);
    expect(expected).toHaveLength(6);
    expect(expected[0]!.deltaE).toBeGreaterThan(SIMILAR_LIMIT);
    const id = await documentId('surfaces', 'articleNumber', alone.articleNumber, locale);
    await page.goto(localePath(`/surfaces/${id}`, locale));
    const section = page.getByRole('region', { name: t.similar });
    await expect(section.getByText(t.similarBeyond)).toBeVisible();
    // Each labelled "different": the words of the band past ΔE00 5.
    expect(expected.every(({ deltaE }) => bandOf(deltaE) === 'different')).toBe(true);
    await expectListed(section, expected, locale);
  });
}
