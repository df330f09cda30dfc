import { getTranslations } from 'next-intl/server';
import { SurfaceFacts } from '@/components/catalogue/SurfaceFacts';
import { compareQuery } from '@/lib/catalogue/paths';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { sitePaths } from '@/lib/catalogue/paths';
import { bandOf } from '@/lib/colour/bands';
import type { SimilarSurface } from '@/lib/strapi/colour-neighbours';
import type { ReactNode } from 'react';
import styles from './NeighbourList.module.css';

/**
 * Surfaces by colour difference: each with its swatch, name, product, producer, declared
 * values (SurfaceFacts) and article number, its ΔE00 with the words of its band
 * (lib/colour/bands.ts), and, when `compareWith` is given, a link to compare it with that
 * surface; `detail` (what else a list says of each, as its climate saving) after its ΔE00;
 * `actions` (the pick buttons) under each.
 */
export async function NeighbourList<S extends SimilarSurface>({
  surfaces,
  locale,
  compareWith,
  detail,
  actions,
}: {
  surfaces: S[];
  locale: Locale;
  compareWith?: string;
  detail?: (surface: S) => ReactNode;
  actions?: (surface: { id: string; name: string; hex: string | null }) => ReactNode;
}) {
  const [t, tBand] = await Promise.all([getTranslations('SurfacePage'), getTranslations('ColourDifference.bands')]);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <ul className={styles.list}>
      {surfaces.map((s) => (
        <li key={s.id} className={styles.item}>
          <span className={styles.swatch} aria-hidden="true" style={{ background: s.hex ?? undefined }} />
          <span className={styles.text}>
            <Link href={sitePaths.surface(s.id)}>{s.name}</Link>
            <SurfaceFacts surface={s} />
            <span className="muted">{s.articleNumber}</span>
            <span>
              {t('similarDelta', { deltaE: number.format(s.deltaE) })} – {tBand(bandOf(s.deltaE))}
            </span>
            {detail?.(s)}
          </span>
          {compareWith && (
            <Link href={{ pathname: '/compare', query: compareQuery([compareWith, s.id]) }} className={styles.compare}>
              {t('similarCompare', { name: s.name })}
            </Link>
          )}
          {actions?.(s)}
        </li>
      ))}
    </ul>
  );
}
