import { describe, expect, it } from 'vitest';
import { filterValues, filtersOf, isCachedList, listParameters, parseProductSearch, productSearchQuery, queryString, RANGE_STEPS } from './product-query';

describe('parseProductSearch', () => {
  it('keeps valid choices', () => {
    expect(parseProductSearch({ category: 'tiles', producer: 'savela', colour: 'green', sort: 'newest', page: '2' })).toMatchObject({
      category: ['tiles'],
      producer: 'savela',
      colour: ['green'],
      sort: 'newest',
      page: 2,
    });
  });

  it('reads every facet: repeated choices, the EPD flag and the ranges', () => {
    expect(
      parseProductSearch({
        fire: ['Bfl-s1', 'A2-s1,d0'],
        slip: 'R11',
        use: ['33', '32'],
        placement: 'outdoor',
        epd: 'true',
        minLrv: '40',
        maxLrv: '80',
        maxGloss: '30',
        maxLead: '14',
      }),
    ).toMatchObject({
      fire: ['A2-s1,d0', 'Bfl-s1'],
      slip: ['R11'],
      use: ['32', '33'],
      placement: ['outdoor'],
      epd: true,
      minLrv: 40,
      maxLrv: 80,
      maxGloss: 30,
      maxLead: 14,
    });
  });

  it('drops each invalid value on its own and keeps the rest', () => {
    expect(parseProductSearch({ category: 'spaceships', producer: '../etc', colour: 'green', sort: 'price', page: '-3' })).toMatchObject({
      category: undefined,
      producer: undefined,
      colour: ['green'],
      sort: undefined,
      page: undefined,
    });
    expect(parseProductSearch({ category: ['tiles', 'stone'], use: ['24', '31'], epd: 'yes', minLrv: '101', maxLead: '' })).toMatchObject({
      category: ['tiles'],
      use: ['31'],
      epd: undefined,
      minLrv: undefined,
      maxLead: undefined,
    });
    expect(parseProductSearch({ page: 'abc' }).page).toBeUndefined();
    expect(parseProductSearch({ page: '99999' }).page).toBeUndefined();
  });

  it('turns a range given upside down', () => {
    expect(parseProductSearch({ minLrv: '80', maxLrv: '20' })).toMatchObject({ minLrv: 20, maxLrv: 80 });
  });

  it('widens each bound to its step: a lower one down, an upper one up', () => {
    expect(parseProductSearch({ minLrv: '37', maxLrv: '41', minGloss: '1', maxGloss: '99', maxLead: '15' })).toMatchObject({
      minLrv: 30,
      maxLrv: 50,
      minGloss: 0,
      maxGloss: 100,
      maxLead: 20,
    });
    expect(parseProductSearch({ minLrv: '100', maxLrv: '0', maxLead: '0' })).toMatchObject({ minLrv: 0, maxLrv: 100, maxLead: 7 });
    expect(parseProductSearch({ minGloss: '20', maxGloss: '20', maxLead: '365' })).toMatchObject({ minGloss: 20, maxGloss: 20, maxLead: 365 });
  });

  it('turns every number a visitor can ask for into one of a few lists', () => {
    const asked = (name: 'minLrv' | 'maxLrv' | 'minGloss' | 'maxGloss', max: number) =>
      new Set(Array.from({ length: max + 1 }, (_, n) => parseProductSearch({ [name]: String(n) })[name]));
    expect([asked('minLrv', 100).size, asked('maxLrv', 100).size, asked('minGloss', 100).size, asked('maxGloss', 100).size]).toEqual([11, 11, 11, 11]);
    const leads = new Set(Array.from({ length: 366 }, (_, n) => parseProductSearch({ maxLead: String(n) }).maxLead));
    expect([...leads]).toEqual([...RANGE_STEPS.leadDays]);
  });

  it('ignores nested parameters instead of failing', () => {
    expect(parseProductSearch({ 'category[$ne]': 'x' }).category).toBeUndefined();
  });
});

describe('productSearchQuery', () => {
  it('writes only what differs from the defaults', () => {
    expect(productSearchQuery({ category: ['tiles'], sort: 'name', page: 1 })).toEqual({ category: ['tiles'] });
    expect(productSearchQuery({ sort: 'newest', page: 3 })).toEqual({ sort: 'newest', page: '3' });
  });

  it('writes one address for the same choices made in any order', () => {
    const addresses = new Set(
      [
        'maxLead=10&fire=Bfl-s1&category=tiles&fire=A1fl&category=flooring',
        'category=flooring&category=tiles&fire=A1fl&fire=Bfl-s1&maxLead=10',
        'fire=A1fl&maxLead=10&category=tiles&fire=Bfl-s1&category=flooring&producer=',
      ].map((asked) =>
        queryString(
          productSearchQuery(parseProductSearch(Object.fromEntries(new URLSearchParams(asked).keys().map((k) => [k, new URLSearchParams(asked).getAll(k)])))),
        ),
      ),
    );
    expect([...addresses]).toEqual(['category=flooring&category=tiles&fire=A1fl&fire=Bfl-s1&maxLead=10']);
  });

  it('writes a range off the steps as its step, so the list redirects there', () => {
    const asked = { minLrv: '37', maxLrv: '100', minGloss: '3', maxLead: '11' };
    expect(queryString(productSearchQuery(parseProductSearch(asked)))).toBe('minLrv=30&maxLrv=100&minGloss=0&maxLead=14');
    expect(queryString(listParameters(asked))).not.toBe(queryString(productSearchQuery(parseProductSearch(asked))));
  });

  it('compares only the parameters the list reads: others never make the address wrong', () => {
    const asked = { 'edge-probe': '3', category: 'tiles', utm_source: 'mail', _rsc: 'abc' };
    expect(queryString(listParameters(asked))).toBe(queryString(productSearchQuery(parseProductSearch(asked))));
    expect(queryString(listParameters({ sort: 'newest', category: 'tiles' }))).not.toBe(
      queryString(productSearchQuery(parseProductSearch({ sort: 'newest', category: 'tiles' }))),
    );
  });
});

describe('the climate filters and order', () => {
  it('reads "at most … kg CO₂e/m²" widened up to its step, a valid EPD, and the order by climate impact', () => {
    expect(parseProductSearch({ maxCarbon: '4', validEpd: 'true', sort: 'carbon' })).toMatchObject({ maxCarbon: 5, validEpd: true, sort: 'carbon' });
    expect(parseProductSearch({ maxCarbon: '0' }).maxCarbon).toBe(1);
    expect(parseProductSearch({ maxCarbon: '51', validEpd: 'yes', sort: 'greenest' })).toMatchObject({
      maxCarbon: undefined,
      validEpd: undefined,
      sort: undefined,
    });
  });

  it('lets a visitor ask for only a few climate lists', () => {
    const asked = new Set(Array.from({ length: 51 }, (_, n) => parseProductSearch({ maxCarbon: String(n) }).maxCarbon));
    expect([...asked].sort((a, b) => a! - b!)).toEqual([...RANGE_STEPS.carbon]);
  });

  it('writes them in the address and leaves them out of what the colour search takes', () => {
    const search = parseProductSearch({ category: 'tiles', maxCarbon: '10', validEpd: 'true', sort: 'carbon' });
    expect(queryString(productSearchQuery(search))).toBe('category=tiles&maxCarbon=10&validEpd=true&sort=carbon');
    expect(filtersOf(search)).toEqual({ category: ['tiles'] });
  });
});

describe('isCachedList', () => {
  const cached = (address: string) => isCachedList(parseProductSearch(new URLSearchParams(address)));

  it('keeps the lists the site links to: none, one or two filter values, the first pages', () => {
    for (const address of [
      '',
      'category=tiles',
      'producer=savela',
      'category=tiles&colour=green',
      'producer=savela&finish=matt',
      'category=flooring&category=tiles',
      'minLrv=30&maxLrv=50',
      'epd=true&sort=newest',
      'maxCarbon=10&validEpd=true&sort=carbon&page=5',
      'category=tiles&page=3',
      'page=5',
    ]) {
      expect(cached(address), address).toBe(true);
    }
  });

  it('asks for any list of more values, or past the first pages, afresh', () => {
    for (const address of [
      'category=tiles&colour=green&finish=matt',
      'fire=A1&fire=B-s1,d0&slip=R11',
      'slip=R10&slip=R11&slip=R12&slip=R13',
      'epd=true&validEpd=true&maxLead=14',
      'producer=savela&category=tiles&minGloss=20',
      'category=tiles&page=6',
      'page=1000',
    ]) {
      expect(cached(address), address).toBe(false);
    }
  });

  it('counts each choice of a list and each other filter as one value', () => {
    expect(filterValues(parseProductSearch({ fire: ['A1', 'E'], use: '33', epd: 'true', maxLead: '14' }))).toBe(5);
    expect(filterValues(parseProductSearch({ sort: 'newest', page: '4' }))).toBe(0);
  });
});
