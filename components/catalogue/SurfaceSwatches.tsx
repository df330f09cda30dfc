import Image from 'next/image';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { CataloguePaths } from '@/lib/catalogue/paths';
import type { SurfaceChip } from '@/lib/strapi';

/** What the page puts under each swatch (the picks' "Compare" and "Order a sample"). */
export type SurfaceActions = (surface: SurfaceChip) => ReactNode;

/** Surfaces as swatches, each a link to its detail page, with whatever the page puts under it. */
export function SurfaceSwatches({ surfaces, paths, actions }: { surfaces: SurfaceChip[]; paths: CataloguePaths; actions?: SurfaceActions }) {
  return (
    <ul className="swatches">
      {surfaces.map((surface) => (
        <li key={surface.id}>
          <Link href={paths.surface(surface.id)} className="swatch">
            {surface.swatch ? (
              <Image src={surface.swatch.url} alt="" width={96} height={96} className="swatch__image" />
            ) : (
              <span className="swatch__image" style={{ background: surface.hex ?? undefined }} />
            )}
            <span className="swatch__name">{surface.name}</span>
            <span className="swatch__code">{surface.articleNumber}</span>
          </Link>
          {actions?.(surface)}
        </li>
      ))}
    </ul>
  );
}
