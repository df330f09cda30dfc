import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import { cms } from './api';

const asSite = { token: inject('cmsToken') };

interface Card {
  documentId: string;
  name: string;
  ncs: string | null;
  lrv: number | string | null;
  product: { name: string; fireClass: string | null; slipResistance: string | null; producer: { name: string; slug: string } | null } | null;
}

const seed = createRequire(import.meta.url)('../../cms/seed/data.js') as {
  products: { key: string; name: Record<'sv' | 'en', string>; producer: string; properties: { fireClass?: string; slipResistance?: string } }[];
  surfaces: { articleNumber: string; product: string; name: Record<'sv' | 'en', string>; ncs: string; lrv: number }[];
  producers: { slug: string; name: string }[];
};
// A terracotta tile: its product declares both a fire and a slip class.
const TILE = 'SK-501-01';

/** What a card must show of a seeded surface: its product, producer and declared values. */
function expectedCard(articleNumber: string, locale: 'sv' | 'en') {
  const s = seed.surfaces.find((one) => one.articleNumber === articleNumber)!;
  const p = seed.products.find((one) => one.key === s.product)!;
  return {
    name: s.name[locale],
    ncs: s.ncs,
    lrv: s.lrv,
    product: {
      name: p.name[locale],
      fireClass: p.properties.fireClass ?? null,
      slipResistance: p.properties.slipResistance ?? null,
      producer: { name: seed.producers.find((one) => one.slug === p.producer)!.name, slug: p.producer },
    },
  };
}
const asShown = (card: Card) => ({ ...card, lrv: card.lrv == null ? null : Number(card.lrv) });

describe('surface cards name their product and producer and carry the values architects filter on', () => {
  it('in the site search (cms/src/api/site-search), in both languages', async () => {
    for (const locale of ['sv', 'en'] as const) {
      const { status, body } = await cms(`/site-search?locale=${locale}&q=${TILE}&kinds=surface&limit=1`, asSite);
      expect(status).toBe(200);
      const [hit] = (body.data as unknown as { surface: { data: Card[] } }).surface.data;
      const expected = expectedCard(TILE, locale);
      expect(expected.product.slipResistance).not.toBeNull();
      expect(asShown(hit!)).toMatchObject(expected);
    }
  });

  it('in the colour equivalents (cms/src/api/colour-neighbours), each as seeded', async () => {
    const { status, body } = await cms(`/colour-neighbours?locale=sv&L=60&a=20&b=30&maxDeltaE=5&count=50&nearest=true`, asSite);
    expect(status).toBe(200);
    const cards = body.data as unknown as (Card & { articleNumber: string })[];
    expect(cards.length).toBeGreaterThan(5);
    for (const card of cards) expect(asShown(card), card.articleNumber).toMatchObject(expectedCard(card.articleNumber, 'sv'));
    // Among them products that declare a slip class and products that do not: both said as they are.
    expect(new Set(cards.map((card) => card.product?.slipResistance ?? null)).size).toBeGreaterThan(1);
  });
});
