import { describe, expect, it } from 'vitest';
import { surfaceDetailSchema } from './catalogue-schemas';

const declaration = (registrationNumber: string) => ({
  registrationNumber,
  standard: 'EN 15804+A2',
  declaredUnit: 'm2',
  gwpIndicator: 'GWP-GHG',
  gwpA1A3: 7.4,
});

const surface = (own: object | null, products: object | null) =>
  surfaceDetailSchema.parse({
    data: {
      documentId: 's'.repeat(24),
      name: 'Ek natur',
      articleNumber: 'EK-1',
      declaration: own,
      product: { documentId: 'p'.repeat(24), name: 'Ekparkett', category: 'flooring', declaration: products },
    },
  });

describe('a surface’s EPD', () => {
  it('is its own where it has one, else its product’s, else none', () => {
    expect(surface(declaration('OWN-1'), declaration('PRODUCT-1')).declaration?.registrationNumber).toBe('OWN-1');
    expect(surface(null, declaration('PRODUCT-1')).declaration?.registrationNumber).toBe('PRODUCT-1');
    expect(surface(null, null).declaration).toBeNull();
  });

  it('keeps a module the EPD does not declare as null, not zero', () => {
    const read = surface(null, { ...declaration('PRODUCT-1'), gwpA4: null, gwpD: 0 }).declaration!;
    expect(read.gwp).toMatchObject({ A1A3: 7.4, A4: null, A5: null, D: 0 });
  });
});
