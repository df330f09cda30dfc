import Image from 'next/image';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DeclaredValues } from '@/components/catalogue/DeclaredValues';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick-messages';
import type { SharedMaterial, SharedProject } from '@/lib/strapi';
import { OrderSharedSamples } from './OrderSharedSamples';
import styles from './SharedProjectView.module.css';

/** A shared project, read-only: its details, each material with its swatch and colour values, and what the page adds after them (its climate table). */
export async function SharedProjectView({ project, locale, children }: { project: SharedProject; locale: Locale; children?: ReactNode }) {
  const [t, status, messages] = await Promise.all([
    getTranslations('SharedProject'),
    getTranslations('Projects.status'),
    pickMessages(locale, ['SharedSamples']),
  ]);
  const surfaceIds = project.materials.flatMap((material) => (material.surface ? [material.surface.id] : []));
  return (
    <article className="container shared" aria-labelledby="shared-heading">
      <p className="muted shared__kicker">{t('kicker')}</p>
      <h1 id="shared-heading">{project.name}</h1>
      <p className="lead">{t('readOnly')}</p>
      <dl className={styles.facts}>
        <dt>{t('status')}</dt>
        <dd>{status(project.status)}</dd>
        {project.location && (
          <>
            <dt>{t('location')}</dt>
            <dd>{project.location}</dd>
          </>
        )}
      </dl>
      {project.description && <p className="shared__description pre-line">{project.description}</p>}

      <section aria-labelledby="shared-materials">
        <h2 id="shared-materials">
          {t('materials')} <span className="muted">({t('count', { count: project.materials.length })})</span>
        </h2>
        {surfaceIds.length > 0 && (
          <NextIntlClientProvider locale={locale} messages={messages}>
            <OrderSharedSamples surfaceIds={surfaceIds} />
          </NextIntlClientProvider>
        )}
        {project.materials.length === 0 ? (
          <p className="muted">{t('empty')}</p>
        ) : (
          <ul className="materials">
            {project.materials.map((material, index) => (
              <SharedMaterialItem key={material.surface?.id ?? material.product?.id ?? index} material={material} locale={locale} t={t} />
            ))}
          </ul>
        )}
      </section>
      {children}
    </article>
  );
}

function SharedMaterialItem({
  material,
  locale,
  t,
}: {
  material: SharedMaterial;
  locale: Locale;
  t: Awaited<ReturnType<typeof getTranslations<'SharedProject'>>>;
}) {
  const { surface, product } = material;
  const name = surface?.name ?? product?.name ?? '';
  const picture = surface?.swatchUrl ?? product?.imageUrl ?? null;
  const producer = surface?.producerName ?? product?.producerName;
  return (
    <li className="material shared__material">
      <div className="material__picture" style={{ background: surface?.hex ?? undefined }}>
        {picture && <Image src={picture} alt={t('swatchOf', { name })} width={96} height={96} />}
      </div>
      <div className="material__body">
        <h3 className="material__name">
          <Link href={surface ? `/surfaces/${surface.id}` : `/products/${product?.id}`}>{name}</Link>
        </h3>
        <p className="muted">
          {surface ? [t('surface'), surface.productName].filter(Boolean).join(' · ') : t('product')}
          {producer && ` · ${producer}`}
        </p>
        {surface && (
          <DeclaredValues
            values={{ hex: surface.hex, ncs: surface.ncs, lab: surface.declared, gloss: surface.gloss, lrv: surface.lrv }}
            locale={locale}
            className={styles.values}
            leading={
              <div>
                <dt>{t('articleNumber')}</dt>
                <dd>{surface.articleNumber}</dd>
              </div>
            }
          />
        )}
        {material.note && (
          <p className="shared__note pre-line">
            <strong>{t('note')}:</strong> {material.note}
          </p>
        )}
      </div>
    </li>
  );
}
