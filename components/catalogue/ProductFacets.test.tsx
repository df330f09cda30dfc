// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { USE_CLASSES } from '@/lib/strapi/catalogue-schemas';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { FacetFields } from './ProductFacets';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));

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
