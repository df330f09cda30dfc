import { SurfaceDetail } from '@/components/catalogue/SurfaceDetail';
import { PicksProvider } from '@/features/picks/Picks';
import { surfacePicks } from '@/features/picks/SurfacePicks';
import { CountBeacon } from '@/features/producer-figures/CountBeacon';
import type { Locale } from '@/i18n/routing';
import type { CataloguePaths } from '@/lib/catalogue/paths';
import type { SurfaceDetail as Surface } from '@/lib/strapi';
import { LessCarbon } from './LessCarbon';
import { SimilarSurfaces } from './SimilarSurfaces';
import { surfaceActions } from './slots';

/**
 * A surface's page as the site and a producer's layout both show it: counted as a view, its
 * detail with what a visitor can do, and last the same look with less carbon and the similar
 * surfaces. The pages differ only in their addresses (`paths`, `producerHref`).
 */
export function CatalogueSurface({
  surface,
  locale,
  paths,
  producerHref,
}: {
  surface: Surface;
  locale: Locale;
  paths: CataloguePaths;
  producerHref: string | null;
}) {
  return (
    <PicksProvider>
      <CountBeacon kind="view" surfaces={[surface.id]} />
      <SurfaceDetail
        surface={surface}
        locale={locale}
        paths={paths}
        producerHref={producerHref}
        actions={surfaceActions(surface)}
        surfaceActions={surfacePicks}
        similar={
          <>
            <LessCarbon surface={surface} locale={locale} />
            <SimilarSurfaces surface={surface} locale={locale} />
          </>
        }
      />
    </PicksProvider>
  );
}
