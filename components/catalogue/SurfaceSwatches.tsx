import Image from 'next/image';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { CataloguePaths } from '@/lib/catalogue/paths';
import type { SurfaceChip } from '@/lib/strapi';
import { SurfaceFacts } from './SurfaceFacts';
import styles from './SurfaceSwatches.module.css';

/** What the page puts under each swatch (the picks' "Compare" and "Order a sample"). */
export type SurfaceActions = (surface: SurfaceChip) => ReactNode;

/**
 * Surfaces as swatches, each a link to its detail page with its product, producer and declared
 * values under it (SurfaceFacts), and whatever the page puts under that.
 */
export function SurfaceSwatches({ surfaces, paths, actions }: { surfaces: SurfaceChip[]; paths: CataloguePaths; actions?: SurfaceActions }) {
  return (
    <ul className={styles.swatches}>
      {surfaces.map((surface) => (
        <li key={surface.id}>
          <Link href={paths.surface(surface.id)} className={styles.swatch}>
            {surface.swatch ? (
              <Image src={surface.swatch.url} alt="" width={96} height={96} className={styles.image} />
            ) : (
              <span className={styles.image} style={{ background: surface.hex ?? undefined }} />
            )}
            <span className={styles.name}>{surface.name}</span>
            <span className={styles.code}>{surface.articleNumber}</span>
          </Link>
          <SurfaceFacts surface={surface} />
          {actions?.(surface)}
        </li>
      ))}
    </ul>
  );
}
