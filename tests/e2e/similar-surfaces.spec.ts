import { expect, test } from '@playwright/test';
import { bandOf, SIMILAR_LIMIT } from '../../lib/colour/bands';
import { deltaE2000 } from '@ytbanken/domain/colour/ciede2000';
import { documentId } from '../support/cms-api';
import { htmlDocument, landmark, linksNamed, textOf } from '../support/html-document';
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

// A surface with the most equivalents at other producers, and one with none within ΔE00 SIMILAR_LIMIT.
const withSimilar = seed.surfaces.filter((s) => s.lab).sort((x, y) => within(y) - within(x))[0]!;
const alone = seed.surfaces.find((s) => s.lab && within(s) === 0)!;

/** The similar surfaces a section lists: these, in this order, each with its ΔE00 and its band's words. */
function expectListed(section: Element, expected: ReturnType<typeof expectedFor>, locale: Locale) {
  const tr = translator(locale, 'SurfacePage');
  const items = [...section.querySelectorAll('li')];
  expect(items).toHaveLength(expected.length);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  for (const [i, { surface, deltaE }] of expected.entries()) {
    const item = items[i]!;
    expect(linksNamed(item, surface.name[locale], { exact: true }), surface.name[locale]).toHaveLength(1);
    expect(textOf(item)).toContain(`${tr('similarDelta', { deltaE: number.format(deltaE) })} – ${messages[locale].ColourDifference.bands[bandOf(deltaE)]}`);
  }
  return items;
}

// The surface pages are the server's answer: read without a browser.
for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].SurfacePage;
  const tr = translator(locale, 'SurfacePage');

  test(`a surface page lists other producers' closest surfaces by ΔE00, with the verdict and a link to compare (${locale})`, async ({ request }) => {
    const expected = expectedFor(withSimilar);
    expect(expected.length).toBeGreaterThan(0);
    const id = await documentId('surfaces', 'articleNumber', withSimilar.articleNumber, locale);
    const doc = await htmlDocument(await request.get(localePath(`/surfaces/${id}`, locale)));
    const items = expectListed(landmark(doc, 'section', t.similar), expected, locale);

    const first = expected[0]!.surface;
    const firstId = await documentId('surfaces', 'articleNumber', first.articleNumber, locale);
    const [compare] = linksNamed(items[0]!, tr('similarCompare', { name: first.name[locale] }));
    expect(compare?.getAttribute('href')).toBe(`${localePath('/compare', locale)}?s=${id}%2C${firstId}`);
    const compared = await htmlDocument(await request.get(compare!.getAttribute('href')!));
    expect(textOf(compared.querySelector('h1'))).toBe(messages[locale].ComparePage.title);
    expect(textOf(compared.querySelector('main'))).toContain(first.name[locale]);
    expect(textOf(compared.querySelector('main'))).toContain(withSimilar.name[locale]);
  });

  test(`a surface no other producer comes within ΔE00 ${SIMILAR_LIMIT} of still shows the closest few, each labelled by how far it is (${locale})`, async ({
    request,
  }) => {
    const expected = expectedFor(alone);
    expect(expected).toHaveLength(6);
    expect(expected[0]!.deltaE).toBeGreaterThan(SIMILAR_LIMIT);
    const id = await documentId('surfaces', 'articleNumber', alone.articleNumber, locale);
    const doc = await htmlDocument(await request.get(localePath(`/surfaces/${id}`, locale)));
    const section = landmark(doc, 'section', t.similar);
    expect(textOf(section)).toContain(tr('similarBeyond', { limit: SIMILAR_LIMIT }));
    // Each labelled "different": the words of the band past ΔE00 SIMILAR_LIMIT.
    expect(expected.every(({ deltaE }) => bandOf(deltaE) === 'different')).toBe(true);
    expectListed(section, expected, locale);
  });
}
