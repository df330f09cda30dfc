// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseProductSearch } from '@/lib/catalogue/product-query';
import { USE_CLASSES, type Facets } from '@/lib/strapi/catalogue-schemas';
import { request } from '@/tests/unit/intl-server';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { renderServer } from '@/tests/unit/server-render';
import { FacetFields, ProductFacets } from './ProductFacets';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));
// The producer field (a client component with its own messages) is not what this test reads.
vi.mock('./ProducerFilter', () => ({ ProducerFilter: () => null }));
vi.mock('next-intl', async (actual) => ({ ...(await actual<object>()), NextIntlClientProvider: ({ children }: { children: React.ReactNode }) => children }));
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push: () => {}, replace: () => {} }), usePathname: () => '/products' }));

const facets: Facets = {
  category: {},
  producer: [],
  colour: {},
  finish: {},
  fire: {},
  slip: {},
  use: {},
  placement: {},
  epd: 4,
  carbon: { '1': 0, '2': 1, '3': 2, '5': 6, '7': 9, '10': 14, '15': 20, '20': 21, '30': 25, '50': 25 },
  validEpd: 3,
};

describe('the product list form: filters and order by climate impact', () => {
  it.each(LOCALES)('offers "at most … kg CO₂e/m²" in steps with their counts, a valid EPD and the lowest first (%s)', async (locale) => {
    request.locale = locale;
    const words = messagesOf(locale).ClimateFilter;
    const search = parseProductSearch({ maxCarbon: '6', validEpd: 'true', sort: 'carbon' });
    const form = within(await renderServer(<ProductFacets search={search} facets={facets} locale={locale} total={5} />));

    const bound = form.getByRole('combobox', { name: words.maxCarbon }) as HTMLSelectElement;
    const options = within(bound).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual(['', '1', '2', '3', '5', '7', '10', '15', '20', '30', '50']);
    expect(options[0]!.textContent).toBe(words.any);
    // The step the visitor's 6 was widened to is the one chosen, with how many products it gives.
    expect(bound.value).toBe('7');
    expect(options.find((option) => option.value === '7')!.textContent).toMatch(/7.*CO₂e\/m².*\(9\)/);

    const valid = form.getByRole('checkbox', { name: new RegExp(words.validEpd) }) as HTMLInputElement;
    expect(valid.checked).toBe(true);
    expect(valid.closest('label')!.textContent).toContain('(3)');

    const order = form.getByRole('combobox', { name: messagesOf(locale).ProductList.sort }) as HTMLSelectElement;
    expect(order.value).toBe('carbon');
    expect(within(order).getByRole('option', { name: words.sortCarbon })).toBeTruthy();
  });
});

describe.each(LOCALES)('the product list’s filters (%s)', (locale) => {
  const t = messagesOf(locale);

  it('name each use class with what it means in words', async () => {
    renderIn(locale, [], await FacetFields({ search: {}, facets: null, locale }));
    const group = screen.getByRole('group', { name: t.ProductList.use });
    const labels = within(group)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent?.trim());
    expect(labels).toEqual(USE_CLASSES.map((value) => `${value} – ${t.Properties.useClasses[value]}`));
    expect(labels[0]).toBe(locale === 'sv' ? '21 – bostäder, lätt användning' : '21 – homes, light use');
  });
});
