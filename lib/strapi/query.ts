import qs from 'qs';

/**
 * Strapi reads nested filters, populate and pagination from bracketed query strings:
 * { filters: { slug: { $eq: 'x' } } } -> filters[slug][$eq]=x
 */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const encoded = qs.stringify(query, { encodeValuesOnly: true, skipNulls: true });
  return encoded ? `?${encoded}` : '';
}
