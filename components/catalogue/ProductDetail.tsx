import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import type { ReactNode } from 'react';
import { RichText } from '@/components/RichText';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { CataloguePaths } from '@/lib/catalogue/paths';
import { countryName } from '@/lib/i18n/country';
import type { ProductDetail as Product } from '@/lib/strapi';
import { swatchColours } from '@/lib/catalogue/swatch-colours';
import { CatalogueClimate } from './CatalogueClimate';
import { ColourSwatch } from './ColourSwatch';
import { SurfaceSwatches, type SurfaceActions } from './SurfaceSwatches';
import { TechnicalProperties } from './TechnicalProperties';

/**
 * A product's page body, shared by the site and the producer layouts. What a visitor can do
 * with it (save, pick) the page puts in: `actions` under the summary, `surfaceActions` under
 * each surface.
 */
export async function ProductDetail({
  product,
  locale,
  paths,
  producerHref,
  actions,
  surfaceActions,
}: {
  product: Product;
  locale: Locale;
  paths: CataloguePaths;
  producerHref: string | null;
  actions?: ReactNode;
  surfaceActions?: SurfaceActions;
}) {
  const [t, tCategory, tProperties] = await Promise.all([getTranslations('ProductPage'), getTranslations('Categories'), getTranslations('Properties')]);
  const [image, ...moreImages] = product.images;
  const colours = image ? [] : swatchColours(product.surfaces);
  return (
    <article className="container detail">
      <div className="detail__media">
        {image && (
          <Image
            src={image.url}
            // The product's name in the page's language: a file's alternative text is one for every language.
            alt={product.name}
            width={image.width ?? 480}
            height={image.height ?? 320}
            preload
            fetchPriority="high"
            sizes="(max-width: 800px) 100vw, 50vw"
            className="detail__image"
          />
        )}
        {colours.length > 0 && <ColourSwatch className="detail__image" colours={colours} />}
        {moreImages.map((extra, index) => (
          <Image
            key={extra.url}
            src={extra.url}
            alt={t('imageAlt', { name: product.name, number: index + 2 })}
            width={extra.width ?? 240}
            height={extra.height ?? 160}
            sizes="25vw"
          />
        ))}
      </div>
      <div className="detail__body">
        <p className="eyebrow">{tCategory(product.category)}</p>
        <h1>{product.name}</h1>
        {product.summary && <p className="lead">{product.summary}</p>}
        {actions}
        {product.producer && (
          <p>
            {t('producer')}: {producerHref ? <Link href={producerHref}>{product.producer.name}</Link> : product.producer.name}
            {product.producer.country && ` · ${countryName(product.producer.country, locale)}`}
          </p>
        )}
        <div className="prose">
          <RichText nodes={product.description} />
        </div>
      </div>

      <section className="detail__section" aria-labelledby="surfaces-heading">
        <h2 id="surfaces-heading">
          {t('surfaces')} <span className="muted">({t('surfaceCount', { count: product.surfaces.length })})</span>
        </h2>
        <SurfaceSwatches surfaces={product.surfaces} paths={paths} actions={surfaceActions} />
      </section>

      <TechnicalProperties properties={product.properties} category={product.category} locale={locale} heading={tProperties('heading')} />
      <CatalogueClimate declaration={product.declaration} category={product.category} thickness={product.properties.thickness} />

      {product.specifications.length > 0 && (
        <section className="detail__section" aria-labelledby="specs-heading">
          <h2 id="specs-heading">{t('specifications')}</h2>
          <dl className="specs">
            {product.specifications.map((row) => (
              <div key={row.id}>
                <dt>{row.key}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {product.documents.length > 0 && (
        <section className="detail__section" aria-labelledby="documents-heading">
          <h2 id="documents-heading">{t('documents')}</h2>
          <ul>
            {product.documents.map((doc, index) => (
              <li key={doc.url}>
                {/* Named by the product in the page's language: a file's name is one for every language. */}
                <a href={doc.url} download>
                  {t('download', { product: product.name, number: index + 1, count: product.documents.length, format: doc.ext })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
