import type { ProductDetail } from '@/lib/strapi';

/** schema.org Product for a product page; `absolute` turns site paths into full URLs. */
export function productJsonLd(product: ProductDetail, url: string, absolute: (path: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.summary || undefined,
    url,
    category: product.category,
    image: product.images.map((image) => absolute(image.url)),
    ...(product.producer && {
      brand: { '@type': 'Brand', name: product.producer.name },
      manufacturer: { '@type': 'Organization', name: product.producer.name },
    }),
    ...(product.surfaces.length > 0 && {
      hasVariant: product.surfaces.map((surface) => ({
        '@type': 'Product',
        name: `${product.name} – ${surface.name}`,
        sku: surface.articleNumber,
        ...(surface.hex && { color: surface.hex }),
      })),
    }),
  };
}
