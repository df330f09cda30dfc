// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sitePaths } from '@/lib/catalogue/paths';
import { productDetailSchema } from '@/lib/strapi/catalogue-schemas';
import { request } from '@/tests/unit/intl-server';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { ProductDetail } from './ProductDetail';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));
// The climate section reads the cms by itself (an async server component) and has its own tests.
vi.mock('./CatalogueClimate', () => ({ CatalogueClimate: () => null }));

/** One language's product as the cms answers it: its files, shared by every language, named and described in English. */
const product = (name: string) =>
  productDetailSchema.parse({
    data: {
      documentId: 'p'.repeat(24),
      name,
      slug: 'ekparkett-rustik',
      description: [],
      category: 'flooring',
      updatedAt: '2026-11-28T10:00:00.000Z',
      images: [
        { url: '/uploads/oak.png', alternativeText: 'Rustic oak parquet', width: 480, height: 320 },
        { url: '/uploads/oak-detail.png', alternativeText: 'Rustic oak parquet, detail', width: 240, height: 160 },
      ],
      documents: [
        { url: '/uploads/datasheet.pdf', name: 'datasheet-ekparkett-rustik.pdf', ext: '.pdf' },
        { url: '/uploads/care.pdf', name: 'care-instructions.pdf', ext: '.pdf' },
      ],
    },
  });

describe.each(LOCALES)('a product page (%s)', (locale) => {
  const name = locale === 'sv' ? 'Ekparkett rustik' : 'Rustic oak parquet';

  it('describes its pictures and labels its files in the page’s language, never with a file’s English words', async () => {
    request.locale = locale;
    const t = messagesOf(locale).ProductPage;
    renderIn(locale, ['Properties'], await ProductDetail({ product: product(name), locale, paths: sitePaths, producerHref: null }));

    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([name, `${name}, ${locale === 'sv' ? 'bild' : 'picture'} 2`]);
    const links = within(screen.getByRole('region', { name: t.documents })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      locale === 'sv'
        ? ['Ladda ner dokument 1 om Ekparkett rustik (PDF)', 'Ladda ner dokument 2 om Ekparkett rustik (PDF)']
        : ['Download Rustic oak parquet document 1 (PDF)', 'Download Rustic oak parquet document 2 (PDF)'],
    );
    if (locale === 'sv') expect(document.body.textContent).not.toMatch(/Rustic|datasheet|care-instructions/);
  });
});
