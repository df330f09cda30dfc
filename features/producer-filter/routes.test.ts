// The producer filter's route handler: matches among the product list's own counts (one
// cached question to the cms per set of other filters), and refusals in the caller's language.
import { describe, expect, it } from 'vitest';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { PRODUCER_PAGE, TOP_PRODUCERS, matchProducers, topProducers } from '@/lib/catalogue/producer-filter';
import { search } from './routes';

const fetchMock = cmsFetchMock();
const producer = (name: string, count: number) => ({ slug: name.toLowerCase().replace(/\W+/g, '-'), name, count });
const facets = (producers: ReturnType<typeof producer>[]) => ({
  category: {},
  producer: producers,
  colour: {},
  finish: {},
  fire: {},
  slip: {},
  use: {},
  placement: {},
  epd: 0,
  carbon: {},
  validEpd: 0,
});
const list = (producers: ReturnType<typeof producer>[]) =>
  new Response(JSON.stringify({ data: [], meta: { pagination: { page: 1, pageSize: 24, pageCount: 0, total: 0 }, facets: facets(producers) } }));
const get = (query: string) => search(new Request(`http://site.test/api/producers/search${query}`));

describe('matchProducers', () => {
  const producers = [producer('Östergrens Golv', 3), producer('Norrskog', 5), producer('Golvhuset', 2), producer('Tomma Golv', 0), producer('Ekgolv AB', 1)];

  it('finds every word in the name, without regard to case or accents, names that begin with it first', () => {
    expect(matchProducers(producers, 'GOLV').producers.map((p) => p.name)).toEqual(['Golvhuset', 'Ekgolv AB', 'Östergrens Golv']);
    expect(matchProducers(producers, 'ostergren golv').producers.map((p) => p.name)).toEqual(['Östergrens Golv']);
  });

  it('leaves out producers with nothing within the other filters', () => {
    expect(matchProducers(producers, 'tomma')).toEqual({ producers: [], total: 0 });
  });

  it('answers at most a page, and how many match in all', () => {
    const many = Array.from({ length: 45 }, (_, i) => producer(`Tillverkare ${String(i).padStart(2, '0')}`, 1));
    const { producers: page, total } = matchProducers(many, 'tillverkare');
    expect(total).toBe(45);
    expect(page).toHaveLength(PRODUCER_PAGE);
    expect(page[0]!.name).toBe('Tillverkare 00');
  });

  it('offers the producers with the most products first, only those with any', () => {
    const many = Array.from({ length: 20 }, (_, i) => producer(`T${i}`, i));
    const top = topProducers(many);
    expect(top).toHaveLength(TOP_PRODUCERS);
    expect(top.map((p) => p.count)).toEqual([19, 18, 17, 16, 15, 14, 13, 12]);
    expect(topProducers([producer('Tom', 0)])).toEqual([]);
  });
});

describe('GET /api/producers/search', () => {
  it('answers matches counted within the other filters, asking for the list without the producer given', async () => {
    fetchMock.mockResolvedValue(list([producer('Norrskog', 4), producer('Norrlands Kakel', 2), producer('Ekgolv', 7)]));
    const response = await get('?q=norr&locale=en&category=tiles&category=paints&producer=ekgolv&colour=green&page=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=60/);
    expect(await response.json()).toEqual({ producers: [producer('Norrlands Kakel', 2), producer('Norrskog', 4)], total: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const asked = new URL(fetchMock.mock.calls[0]![0]);
    expect(asked.pathname).toBe('/api/product-list');
    expect(asked.searchParams.get('locale')).toBe('en');
    expect([asked.searchParams.get('category[0]'), asked.searchParams.get('category[1]')]).toEqual(['tiles', 'paints']);
    expect(asked.searchParams.get('colour[0]')).toBe('green');
    expect([...asked.searchParams.keys()].filter((key) => key.startsWith('producer'))).toEqual([]);
    expect(asked.searchParams.get('facets')).toBe('true');
    expect(asked.searchParams.get('page')).toBe('1');
  });

  it('counts within the climate filters too, as the product list does', async () => {
    fetchMock.mockResolvedValue(list([producer('Norrskog', 1)]));
    expect((await get('?q=norr&locale=sv&maxCarbon=10&validEpd=true')).status).toBe(200);
    const asked = new URL(fetchMock.mock.calls[0]![0]);
    expect([asked.searchParams.get('maxCarbon'), asked.searchParams.get('validEpd')]).toEqual(['10', 'true']);
  });

  it.each(LOCALES)('refuses a missing or too long question in %s without asking the cms', async (locale) => {
    for (const query of ['', 'q=%20', `q=${'x'.repeat(101)}`]) {
      const response = await get(`?${query}&locale=${locale}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid', message: messagesOf(locale).ApiErrors.invalid });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
