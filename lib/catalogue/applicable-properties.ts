import { CATEGORIES, type Category, type TechnicalProperties } from '@/lib/strapi/catalogue-schemas';

export type TechnicalProperty = keyof TechnicalProperties;

const ALL = CATEGORIES;

/**
 * Which technical properties a category's products can have at all, the one place that says
 * so for every page that lists them. Slip resistance (DIN 51130) is tested on what is walked
 * on; EN ISO 10874's use classes grade floor coverings (resilient, laminate, wood), not tiles;
 * paint has no thickness. The catalogue's generator declares them the same way
 * (cms/src/catalogue/generate.js).
 */
export const APPLIES_TO: Record<TechnicalProperty, readonly Category[]> = {
  fireClass: ALL,
  slipResistance: ['flooring', 'tiles', 'laminates'],
  useClass: ['flooring', 'laminates'],
  thickness: ['flooring', 'wall-panels', 'tiles', 'laminates'],
  placement: ALL,
  epd: ALL,
  leadTimeDays: ALL,
  priceBand: ALL,
};

/**
 * Whether a product's page lists a property: where it applies to the category ("not stated"
 * when the producer has not stated it), and wherever a producer has stated it anyway.
 */
export function isListed(property: TechnicalProperty, category: Category, properties: TechnicalProperties): boolean {
  return APPLIES_TO[property].includes(category) || properties[property] != null;
}
