import { describe, expect, it } from 'vitest';
import type { Material } from '@/lib/records/account';
import { boardOf, optionLabel, swatchOf } from './board';

const surface = (id: string, name: string): Material => ({
  id,
  note: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  surface: {
    id: `s-${id}`,
    name,
    articleNumber: `A-${id}`,
    hex: '#aabbcc',
    declared: null,
    gloss: null,
    lrv: null,
    swatchUrl: null,
    productId: 'prod',
    productName: 'Parkett',
    producerName: 'Kährs',
  },
  product: null,
});
const product: Material = {
  id: 'p1',
  note: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  surface: null,
  product: { id: 'prod', name: 'Kakel', imageUrl: '/uploads/kakel.jpg', producerName: null },
};

describe('a project board', () => {
  it('shows a surface by its name, article number, product and producer, linking to its page', () => {
    expect(swatchOf(surface('m1', 'Ek natur'))).toEqual({
      id: 'm1',
      name: 'Ek natur',
      code: 'A-m1',
      context: 'Parkett · Kährs',
      imageUrl: null,
      hex: '#aabbcc',
      href: '/surfaces/s-m1',
    });
    expect(swatchOf(product)).toMatchObject({ name: 'Kakel', code: null, context: '', imageUrl: '/uploads/kakel.jpg', href: '/products/prod' });
    expect(swatchOf({ ...product, product: null })).toBeNull();
  });

  it('keeps the board in its own order, marks ids it cannot show, and offers only the rest', () => {
    const saved = [surface('m1', 'Ek'), surface('m2', 'Ask'), product];
    const { onBoard, addable } = boardOf({ materialIds: ['m2', 'gone', 'm1'] }, saved);
    expect(onBoard.map((m) => [m.id, m.swatch?.name ?? null])).toEqual([
      ['m2', 'Ask'],
      ['gone', null],
      ['m1', 'Ek'],
    ]);
    expect(addable.map((s) => s.id)).toEqual(['p1']);
  });

  it('labels options with everything that tells two swatches apart', () => {
    expect(optionLabel(swatchOf(surface('m1', 'Ek natur'))!)).toBe('Ek natur (A-m1) – Parkett · Kährs');
    expect(optionLabel(swatchOf(product)!)).toBe('Kakel');
  });
});
