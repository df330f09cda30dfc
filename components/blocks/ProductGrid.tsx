import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { sitePaths } from '@/lib/catalogue/paths';
import type { BlockProps } from './types';

export async function ProductGrid({ block }: BlockProps<'blocks.product-grid'>) {
  const t = await getTranslations('ProductGrid');
  return (
    <section className="container product-grid" aria-labelledby={`product-grid-${block.id}`}>
      {block.heading && <h2 id={`product-grid-${block.id}`}>{block.heading}</h2>}
      <ul className="cards">
        {block.products.map((product) => (
          <ProductCard key={product.id} product={product} href={sitePaths.product(product.id)} noImage={t('noImage')} />
        ))}
      </ul>
    </section>
  );
}
