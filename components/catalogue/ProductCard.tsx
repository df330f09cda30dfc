import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import type { ProductCard as Card } from '@/lib/strapi';
import { ColourSwatch } from './ColourSwatch';

/**
 * A product in a grid: picture, name (the link), producer and summary. `first`: the card that
 * leads a page, whose picture is the largest thing on a phone's first screen (its LCP), so it
 * is fetched at once and before other images instead of lazily.
 */
export function ProductCard({ product, href, noImage, first = false }: { product: Card; href: string; noImage: string; first?: boolean }) {
  return (
    <li className="card">
      <Link href={href} className="card__link">
        {product.image ? (
          <Image
            className="card__image"
            src={product.image.url}
            alt=""
            width={product.image.width ?? 480}
            height={product.image.height ?? 320}
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 25vw"
            preload={first}
            fetchPriority={first ? 'high' : undefined}
          />
        ) : product.colours.length > 0 ? (
          <ColourSwatch className="card__image" colours={product.colours} />
        ) : (
          <span className="card__image card__image--empty">{noImage}</span>
        )}
        <span className="card__title">{product.name}</span>
      </Link>
      {product.producer && <p className="card__meta">{product.producer.name}</p>}
      {product.summary && <p className="card__summary">{product.summary}</p>}
    </li>
  );
}
