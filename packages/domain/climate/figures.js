/**
 * Which climate figure stands for a product or surface, and what turns it into square metres:
 * the choice the cms's product list filters and sorts by and the site's pages show, written once.
 */

/**
 * What converts an EPD's declared unit to m²: its own grammage, density and area per piece, and
 * its thickness, else the product's (an EPD per m³ or per kg often leaves the thickness to the product).
 */
export function epdConversion({ declaredUnit, grammage, thickness, density, areaPerPiece }, productThickness) {
  return { unit: declaredUnit, grammage, density, areaPerPiece, thickness: thickness ?? productThickness };
}

/**
 * What converts a generic value to m²: Boverket's values are per kg, so the category's grammage,
 * else its density through the product's thickness.
 */
export function genericConversion({ grammage, density }, productThickness) {
  return { unit: 'kg', grammage, density, thickness: productThickness };
}

/**
 * The figures that stand for a product or surface with the conversion to m²: the EPD that covers
 * it, else its category's generic value (whose A1–A3 the caller takes at its conservative level,
 * since no EPD stands behind it); null when neither is there.
 */
export function climateSource({ declaration, generic, thickness }) {
  if (declaration) return { kind: 'epd', declaration, conversion: epdConversion(declaration, thickness) };
  if (generic) return { kind: 'generic', generic, conversion: genericConversion(generic, thickness) };
  return null;
}

/**
 * Whether an EPD's validity ended before the given day (an ISO date): one valid until today is
 * still valid, and one without an end date does not expire. A timestamp counts by its date.
 */
export function hasExpired(validUntil, today) {
  return Boolean(validUntil) && String(validUntil).slice(0, 10) < today;
}
