// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productCardSchema } from '@/lib/strapi/schemas';
import { ProductCard } from './ProductCard';
import swatch from './ColourSwatch.module.css';

// The locale-aware Link needs the app router; a plain anchor shows the same.
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

/** A product card as the cms answers it, through the site's own schema. */
const card = (extra: object) =>
  productCardSchema.parse({
    documentId: 'p'.repeat(24),
    name: 'Fjällbo ekparkett',
    slug: 'fjallbo',
    summary: 'Oljad ek.',
    category: 'flooring',
    producer: { name: 'Norrskog', slug: 'norrskog' },
    ...extra,
  });

/** A product picture as the cms answers it. */
const image = { url: '/uploads/ek.jpg', alternativeText: null, width: 480, height: 320 };

const stripes = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(`.${swatch.stripe}`)].map((stripe) => stripe.style.background);

describe('ProductCard without a picture', () => {
  it('shows its surfaces\' colours, each once, instead of "Bild saknas"', () => {
    const product = card({ images: [], surfaces: [{ hex: '#A39584' }, { hex: '#3f878f' }, { hex: '#a39584' }, { hex: null }, { hex: 'red' }] });
    const { container } = render(<ProductCard product={product} href="/products/p" noImage="Bild saknas" />);
    expect(screen.queryByText('Bild saknas')).toBeNull();
    expect(stripes(container)).toEqual(['rgb(163, 149, 132)', 'rgb(63, 135, 143)']);
    expect(container.querySelector(`.${swatch.swatch}`)?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Fjällbo ekparkett' })).toBeTruthy();
  });

  it('says the picture is missing when there are no colours either', () => {
    const { container } = render(<ProductCard product={card({ images: null, surfaces: [] })} href="/products/p" noImage="Bild saknas" />);
    expect(screen.getByText('Bild saknas')).toBeTruthy();
    expect(stripes(container)).toEqual([]);
  });

  it('shows the picture when there is one, not the colours', () => {
    const { container } = render(<ProductCard product={card({ images: [image], surfaces: [{ hex: '#a39584' }] })} href="/products/p" noImage="Bild saknas" />);
    expect(container.querySelector('img')).toBeTruthy();
    expect(stripes(container)).toEqual([]);
  });
});

describe('ProductCard that leads a page', () => {
  it('has its picture asked for first, where the other cards wait until they near the screen', () => {
    const { container } = render(
      <ul>
        <ProductCard product={card({ images: [image] })} href="/products/p" noImage="Bild saknas" first />
        <ProductCard product={card({ images: [image] })} href="/products/q" noImage="Bild saknas" />
      </ul>,
    );
    const [lead, other] = [...container.querySelectorAll('img')];
    expect(lead!.getAttribute('fetchpriority')).toBe('high');
    expect(lead!.getAttribute('loading')).toBeNull();
    expect(other!.getAttribute('fetchpriority')).toBeNull();
    expect(other!.getAttribute('loading')).toBe('lazy');
  });
});
