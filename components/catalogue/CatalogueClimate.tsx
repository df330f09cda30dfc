import { climateFigures, type Declaration } from '@/lib/climate/figures';
import { getGenericValue, type Category } from '@/lib/strapi';
import { ClimateImpact } from './ClimateImpact';

/**
 * The climate section of a product's or surface's page: its EPD's figures, or its category's
 * generic value when it has none (asked for only then).
 */
export async function CatalogueClimate({
  declaration,
  category,
  thickness,
}: {
  declaration: Declaration | null;
  category: Category;
  thickness: number | null;
}) {
  const generic = declaration ? null : await getGenericValue(category);
  // Today in UTC, as the EPD's valid-until date is a calendar day.
  const today = new Date().toISOString().slice(0, 10);
  return <ClimateImpact figures={climateFigures({ declaration, generic, thickness })} today={today} />;
}
