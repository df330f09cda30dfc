import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { CataloguePaths } from '@/lib/catalogue/paths';
import { countryName } from '@/lib/i18n/country';
import type { SurfaceDetail as Surface } from '@/lib/strapi';
import { SurfaceSwatches, type SurfaceActions } from './SurfaceSwatches';
import { CatalogueClimate } from './CatalogueClimate';
import { TechnicalProperties } from './TechnicalProperties';
import { labText } from '@/lib/colour/lab-text';

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
  const [t, tFinish, tColour, tProperties] = await Promise.all([
    getTranslations('SurfacePage'),
    getTranslations('Finishes'),
    getTranslations('ColourFamilies'),
    getTranslations('Properties'),
  ]);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const missing = t('notDeclared');
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
            priority
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
        <dl className="specs specs--values">
          <div>
            <dt>{t('hex')}</dt>
            <dd>
              {surface.hex ? (
                <>
                  <span className="chip" style={{ background: surface.hex }} aria-hidden="true" /> {surface.hex.toUpperCase()}
                </>
              ) : (
                missing
              )}
            </dd>
          </div>
          <div>
            <dt>{t('ncs')}</dt>
            <dd>{surface.ncs ?? missing}</dd>
          </div>
          <div>
            <dt>{t('lab')}</dt>
            <dd>{surface.lab ? labText(surface.lab, locale) : missing}</dd>
          </div>
          <div>
            <dt>{t('gloss')}</dt>
            <dd>{surface.gloss != null ? number.format(surface.gloss) : missing}</dd>
          </div>
          <div>
            <dt>{t('lrv')}</dt>
            <dd>{surface.lrv != null ? number.format(surface.lrv) : missing}</dd>
          </div>
          <div>
            <dt>{t('finish')}</dt>
            <dd>{surface.finish ? tFinish(surface.finish) : missing}</dd>
          </div>
          {surface.colourFamily && (
            <div>
              <dt>{t('colourFamily')}</dt>
              <dd>{tColour(surface.colourFamily)}</dd>
            </div>
          )}
        </dl>
      </div>
      {surface.product && <TechnicalProperties properties={surface.product.properties} locale={locale} heading={tProperties('ofProduct')} />}
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
