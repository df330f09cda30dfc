import { climateFigures, type ClimateFigures } from '@/lib/climate/figures';
import { getGenericValue, type SurfaceDetail } from '@/lib/strapi';

/** Each compared surface's climate figures: its EPD (its own, else its product's), else its category's generic value. */
export function compareFigures(surfaces: readonly SurfaceDetail[]): Promise<(ClimateFigures | null)[]> {
  return Promise.all(
    surfaces.map(async (surface) => {
      const generic = surface.declaration || !surface.product ? null : await getGenericValue(surface.product.category);
      return climateFigures({ declaration: surface.declaration, generic, thickness: surface.product?.properties.thickness ?? null });
    }),
  );
}

/** How far each figure lies above the lowest compared one, in kg CO₂e/m²; null where there is no figure per m². */
export function aboveLowest(perSquareMetre: readonly (number | null)[]): (number | null)[] {
  const known = perSquareMetre.filter((value): value is number => value !== null);
  if (known.length === 0) return perSquareMetre.map(() => null);
  const lowest = Math.min(...known);
  return perSquareMetre.map((value) => (value === null ? null : value - lowest));
}
