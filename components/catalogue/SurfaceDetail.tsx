import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { CataloguePaths } from '@/lib/catalogue/paths';
import { countryName } from '@/lib/i18n/country';
import type { SurfaceDetail as Surface } from '@/lib/strapi';
import { DeclaredValues } from './DeclaredValues';
import { SurfaceSwatches, type SurfaceActions } from './SurfaceSwatches';
import { CatalogueClimate } from './CatalogueClimate';
import { TechnicalProperties } from './TechnicalProperties';

/**
 * A surface's page body: swatch, declared colour values, product, producer and siblings.
 * What a visitor can do with it (save, pick) the page puts in: `actions` under the name,
 * `surfaceActions` under each sibling; `similar` (other producers' equivalents) comes last.
 */
export async function SurfaceDetail({
  surface,
  locale,
  paths,
  producerHref,
  actions,
  surfaceActions,
  similar,
}: {
  surface: Surface;
  locale: Locale;
  paths: CataloguePaths;
  producerHref: string | null;
  actions?: ReactNode;
  surfaceActions?: SurfaceActions;
  similar?: ReactNode;
}) {
  const [t, tProperties] = await Promise.all([getTranslations('SurfacePage'), getTranslations('Properties')]);
  const producer = surface.product?.producer ?? null;
  return (
    <article className="container detail">
      <div className="detail__media">
        {surface.swatch ? (
          <Image
            src={surface.swatch.url}
            alt={t('swatchAlt', { name: surface.name })}
            width={surface.swatch.width ?? 128}
            height={surface.swatch.height ?? 128}
            preload
            fetchPriority="high"
            className="detail__swatch"
          />
        ) : (
          <div className="detail__swatch" role="img" aria-label={t('swatchAlt', { name: surface.name })} style={{ background: surface.hex ?? undefined }} />
        )}
      </div>
      <div className="detail__body">
        {/* The producer by the name, so a phone's first screen says whose surface it is. */}
        {(surface.product || producer) && <p className="eyebrow">{[surface.product?.name, producer?.name].filter(Boolean).join(' · ')}</p>}
        <h1>{surface.name}</h1>
        {actions}
        <dl className="specs">
          <div>
            <dt>{t('articleNumber')}</dt>
            <dd>{surface.articleNumber}</dd>
          </div>
          {surface.product && (
            <div>
              <dt>{t('product')}</dt>
              <dd>
                <Link href={paths.product(surface.product.id)}>{surface.product.name}</Link>
              </dd>
            </div>
          )}
          {producer && (
            <div>
              <dt>{t('producer')}</dt>
              <dd>
                {producerHref ? <Link href={producerHref}>{producer.name}</Link> : producer.name}
                {producer.country && ` · ${countryName(producer.country, locale)}`}
              </dd>
            </div>
          )}
        </dl>
        <h2>{t('declared')}</h2>
        <DeclaredValues
          values={{
            hex: surface.hex,
            ncs: surface.ncs,
            lab: surface.lab,
            gloss: surface.gloss,
            lrv: surface.lrv,
            finish: surface.finish,
            colourFamily: surface.colourFamily,
          }}
          locale={locale}
        />
      </div>
      {surface.product && (
        <TechnicalProperties properties={surface.product.properties} category={surface.product.category} locale={locale} heading={tProperties('ofProduct')} />
      )}
      {surface.product && (
        <CatalogueClimate declaration={surface.declaration} category={surface.product.category} thickness={surface.product.properties.thickness} />
      )}
      {surface.product && surface.product.siblings.length > 0 && (
        <section className="detail__section" aria-labelledby="siblings-heading">
          <h2 id="siblings-heading">{t('siblings')}</h2>
          <SurfaceSwatches surfaces={surface.product.siblings} paths={paths} actions={surfaceActions} />
        </section>
      )}
      {similar}
    </article>
  );
}
