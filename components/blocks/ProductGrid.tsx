import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import type { BlockProps } from './RenderBlocks';

export async function ProductGrid({ block }: BlockProps<'blocks.product-grid'>) {
  const t = await getTranslations('ProductGrid');
  return (
    <section className="container product-grid" aria-labelledby={`product-grid-${block.id}`}>
      {block.heading && <h2 id={`product-grid-${block.id}`}>{block.heading}</h2>}
      <ul className="cards">
        {block.products.map((product) => (
          <li key={product.id} className="card">
            <Link href={`/products/${product.id}`} className="card__link">
              {product.image ? (
                <Image
                  className="card__image"
                  src={product.image.url}
                  alt=""
                  width={product.image.width ?? 480}
                  height={product.image.height ?? 320}
                  sizes="(max-width: 640px) 100vw, 25vw"
                />
              ) : (
                <span className="card__image card__image--empty">{t('noImage')}</span>
              )}
              <span className="card__title">{product.name}</span>
            </Link>
            {product.producer && <p className="card__meta">{product.producer.name}</p>}
            {product.summary && <p className="card__summary">{product.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
