import { describe, expect, it } from 'vitest';
import { categoriesOf, productListHref, queryWithout, readQuery, withSynonymFilters } from './query-filters';
import { queryString } from '@/lib/catalogue/product-query';

const named = (query: string) => readQuery(query).named.map(({ name, value }) => `${name}=${value}`);
const address = (query: string) => queryString(productListHref(readQuery(query).filters).query);

describe('readQuery', () => {
  it('reads "vit matt golv" as white, matt flooring, in the product list\'s own address', () => {
    const reading = readQuery('vit matt golv');
    expect(reading.filters).toEqual({ category: ['flooring'], colour: ['white'], finish: ['matt'] });
    expect(reading.rest).toEqual([]);
    expect(address('vit matt golv')).toBe('category=flooring&colour=white&finish=matt');
  });

  it('reads plural, definite and adjective forms, in any case and without å, ä and ö: "vita golv", "Golven", "matta", "GRÅTT", "grona"', () => {
    expect(readQuery('vita golv').filters).toEqual({ category: ['flooring'], colour: ['white'] });
    expect(readQuery('Golven').filters).toEqual({ category: ['flooring'] });
    expect(readQuery('matta blanka').filters).toEqual({ finish: ['matt', 'gloss'] });
    expect(readQuery('GRÅTT grona').filters).toEqual({ colour: ['grey', 'green'] });
    expect(readQuery('vaggpaneler').filters).toEqual({ category: ['wall-panels'] });
  });

  it('reads a slip class and a category: "R10 klinker"', () => {
    expect(readQuery('R10 klinker').filters).toEqual({ category: ['tiles'], slip: ['R10'] });
    expect(address('r10 klinker')).toBe('category=tiles&slip=R10');
  });

  it('reads fire classes as the standard writes them, in any case', () => {
    expect(readQuery('bfl-s1 golv').filters).toEqual({ category: ['flooring'], fire: ['Bfl-s1'] });
    expect(readQuery('A2-s1,d0').filters).toEqual({ fire: ['A2-s1,d0'] });
  });

  it('reads English: "white matt floor", "Matte tiles", "outdoors"', () => {
    expect(readQuery('white matt floor').filters).toEqual({ category: ['flooring'], colour: ['white'], finish: ['matt'] });
    expect(readQuery('Matte tiles').filters).toEqual({ category: ['tiles'], finish: ['matt'] });
    expect(readQuery('outdoors').filters).toEqual({ placement: ['outdoor'] });
  });

  it('reads "utomhus" and "inomhus" as where a product may go', () => {
    expect(readQuery('utomhus').filters).toEqual({ placement: ['outdoor'] });
    expect(readQuery('kakel inomhus').filters).toEqual({ category: ['tiles'], placement: ['indoor'] });
  });

  it('reads a several-word name as one filter: "kakel och klinker", "wall panels"', () => {
    expect(named('kakel och klinker')).toEqual(['category=tiles']);
    expect(readQuery('kakel och klinker').rest).toEqual([]);
    expect(named('white wall panels')).toEqual(['colour=white', 'category=wall-panels']);
  });

  it('leaves words that name no filter over, and little words out', () => {
    const reading = readQuery('ekparkett från Norrskog');
    expect(reading.named).toEqual([]);
    expect(reading.filters).toEqual({});
    expect(reading.rest).toEqual(['ekparkett', 'från', 'Norrskog']);
    expect(readQuery('golv i ek').rest).toEqual(['ek']);
    // A word that only begins like a filter's is not one.
    expect(readQuery('vitsippa svarv').named).toEqual([]);
  });

  it('names each filter once, however often its words come', () => {
    expect(readQuery('vit golv vita').named).toEqual([
      { name: 'colour', value: 'white', at: [0, 2] },
      { name: 'category', value: 'flooring', at: [1] },
    ]);
  });
});

describe('queryWithout', () => {
  it('takes away the words that named one filter and keeps the rest as typed', () => {
    const reading = readQuery('Vit matt golv ek');
    const [white, matt, flooring] = reading.named;
    expect(queryWithout(reading, white!)).toBe('matt golv ek');
    expect(queryWithout(reading, matt!)).toBe('Vit golv ek');
    expect(queryWithout(reading, flooring!)).toBe('Vit matt ek');
    const phrase = readQuery('kakel och klinker R10');
    expect(queryWithout(phrase, phrase.named[0]!)).toBe('R10');
  });
});

describe('categoriesOf', () => {
  it('offers the categories a query names, and those whose words hold one of its other words', () => {
    expect(categoriesOf(readQuery('vita golv'))).toEqual(['flooring']);
    expect(categoriesOf(readQuery('lamin'))).toEqual(['laminates']);
    expect(categoriesOf(readQuery('klink'))).toEqual(['tiles']);
    expect(categoriesOf(readQuery('xyzzy ek'))).toEqual([]);
  });
});

describe('withSynonymFilters', () => {
  it("adds the slip class an editor's synonym gives a word as typed, and that class and every one above it to the list's filters", () => {
    const reading = withSynonymFilters(readQuery('vitt Badrum'), [{ word: 'badrum', slipAtLeast: 'R11' }]);
    expect(reading.named).toEqual([
      { name: 'colour', value: 'white', at: [0] },
      { name: 'slip', value: 'R11', at: [1], atLeast: true },
    ]);
    expect(reading.filters).toEqual({ colour: ['white'], slip: ['R11', 'R12', 'R13'] });
    expect(queryWithout(reading, reading.named[1]!)).toBe('vitt');
  });

  it('leaves the reading as it is for a word the query does not hold, or a synonym without a filter', () => {
    const reading = readQuery('vit golv');
    expect(withSynonymFilters(reading, [{ word: 'badrum', slipAtLeast: 'R10' }])).toBe(reading);
    expect(withSynonymFilters(readQuery('badrum'), [{ word: 'badrum', slipAtLeast: null }]).named).toEqual([]);
  });
});
