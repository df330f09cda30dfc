import { expect, test } from '@playwright/test';
import { deltaE2000, verdict } from '../../lib/colour/ciede2000';
import { documentId } from '../support/cms-api';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';

const producerOf = (surface: (typeof seed.surfaces)[number]) => seed.products.find((p) => p.key === surface.product)!.producer;
const labOf = (surface: (typeof seed.surfaces)[number]) => ({ L: surface.lab![0], a: surface.lab![1], b: surface.lab![2] });

/** The demo catalogue the slow way: other producers' surfaces within ΔE00 5, closest first, at most six. */
function expectedFor(surface: (typeof seed.surfaces)[number]) {
  return seed.surfaces
    .filter((s) => s.lab && producerOf(s) !== producerOf(surface))
    .map((s) => ({ surface: s, deltaE: deltaE2000(labOf(surface), labOf(s)) }))
    .filter((s) => s.deltaE <= 5)
    .sort((x, y) => x.deltaE - y.deltaE)
    .slice(0, 6);
}

// A surface with equivalents at other producers, and one with none.
const withSimilar = seed.surfaces.filter((s) => s.lab).sort((x, y) => expectedFor(y).length - expectedFor(x).length)[0]!;
const alone = seed.surfaces.find((s) => s.lab && expectedFor(s).length === 0)!;

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].SurfacePage;
  const tr = translator(locale, 'SurfacePage');

  test(`a surface page lists other producers' closest surfaces by ΔE00, with the verdict and a link to compare (${locale})`, async ({ page }) => {
    const expected = expectedFor(withSimilar);
    expect(expected.length).toBeGreaterThan(0);
    const id = await documentId('surfaces', 'articleNumber', withSimilar.articleNumber, locale);
    await page.goto(localePath(`/surfaces/${id}`, locale));
    const section = page.getByRole('region', { name: t.similar });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(expected.length);
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const [i, { surface, deltaE }] of expected.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole('link', { name: surface.name[locale], exact: true })).toBeVisible();
      await expect(item).toContainText(`${tr('similarDelta', { deltaE: number.format(deltaE) })} – ${messages[locale].Measurements.verdicts[verdict(deltaE)]}`);
    }

    const first = expected[0]!.surface;
    const firstId = await documentId('surfaces', 'articleNumber', first.articleNumber, locale);
    const compare = items.first().getByRole('link', { name: tr('similarCompare', { name: first.name[locale] }) });
    await expect(compare).toHaveAttribute('href', `${localePath('/compare', locale)}?s=${id}%2C${firstId}`);
    await compare.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].ComparePage.title);
    await expect(page.getByRole('main')).toContainText(first.name[locale]);
    await expect(page.getByRole('main')).toContainText(withSimilar.name[locale]);
  });

  test(`a surface no other producer comes close to says so (${locale})`, async ({ page }) => {
    const id = await documentId('surfaces', 'articleNumber', alone.articleNumber, locale);
    await page.goto(localePath(`/surfaces/${id}`, locale));
    await expect(page.getByRole('region', { name: t.similar }).getByText(t.similarNone)).toBeVisible();
  });
}
