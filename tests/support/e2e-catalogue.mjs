// The generated catalogue of the browser tests' cms: the arguments of npm run seed:catalogue.
// 2,000 surfaces (400 products of 40 producers) write in a few seconds and are 100 pages of
// the pickers' 20. tests/support/generated-catalogue.ts plans the same catalogue to name them.
export const E2E_CATALOGUE = { seed: 'ytbanken', producers: 40, products: 400, surfaces: 2000 };
export const E2E_CATALOGUE_ARGS = Object.entries(E2E_CATALOGUE).flatMap(([name, value]) => [`--${name}`, String(value)]);
