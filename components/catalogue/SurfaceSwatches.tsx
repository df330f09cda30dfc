import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import type { CataloguePaths } from '@/lib/catalogue/paths';
import type { SurfaceChip } from '@/lib/strapi';
import { PickButtons } from '@/features/picks/PickButtons';
import { PicksProvider } from '@/features/picks/Picks';

/** Surfaces as swatches, each a link to its detail page, with its "Compare" and "Order a sample". */
export function SurfaceSwatches({ surfaces, paths }: { surfaces: SurfaceChip[]; paths: CataloguePaths }) {
  return (
    <PicksProvider>
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
            <PickButtons surfaceId={surface.id} name={surface.name} hex={surface.hex} />
          </li>
        ))}
      </ul>
    </PicksProvider>
  );
}
