/**
 * Climate figures per square metre of surface, from figures per declared unit. One module for
 * every place that compares or adds figures, so an EPD per kg and one per m² meet on one scale.
 */

const positive = (value) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * How many declared units make one square metre, or null when the declaration does not say:
 * kg by the grammage (or, without one, thickness × density); m³ by the thickness; a piece only
 * with its declared area. A guess would put a figure on the page no EPD stands behind.
 */
export function unitsPerSquareMetre({ unit, grammage, thickness, density, areaPerPiece }) {
  switch (unit) {
    case 'm2':
      return 1;
    case 'kg':
      if (positive(grammage)) return grammage;
      return positive(thickness) && positive(density) ? (density * thickness) / 1000 : null;
    case 'm3':
      return positive(thickness) ? thickness / 1000 : null;
    case 'piece':
      return positive(areaPerPiece) ? 1 / areaPerPiece : null;
    default:
      return null;
  }
}

/**
 * A module's figure per declared unit as kg CO₂e per m². A module not declared (null) stays
 * not declared; a declared zero stays zero.
 */
export function perSquareMetre(perUnit, conversion) {
  if (perUnit === null || perUnit === undefined || !Number.isFinite(perUnit)) return null;
  const units = unitsPerSquareMetre(conversion);
  return units === null ? null : perUnit * units;
}
