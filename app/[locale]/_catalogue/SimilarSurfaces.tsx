import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { SIMILAR_LIMIT } from '@/lib/colour/bands';
import { similarSurfaces } from '@/lib/strapi/colour-neighbours';
import { NeighbourList } from './NeighbourList';

/**
 * "Similar surfaces": the closest surfaces from other producers by ΔE00, each with its value,
 * the words of its band, and a link to compare the two; always the closest few, with a word
 * that they are not close when none is within SIMILAR_LIMIT (which the words state). Other
 * producers' pages, so always the site's own addresses, also inside a producer's layout.
 * When the cms cannot say, the section is left out rather than the page failing.
 */
export async function SimilarSurfaces({ surface, locale }: { surface: { id: string; name: string }; locale: Locale }) {
  const [similar, t] = await Promise.all([similarSurfaces(surface.id, locale).catch(() => null), getTranslations('SurfacePage')]);
  if (!similar) return null;
  return (
    <section className="detail__section" aria-labelledby="similar-heading">
      <h2 id="similar-heading">{t('similar')}</h2>
      <p className="muted">{t('similarIntro')}</p>
      {similar.length === 0 ? (
        <p>{t('similarNone')}</p>
      ) : (
        <>
          {similar.every((s) => s.deltaE > SIMILAR_LIMIT) && <p>{t('similarBeyond', { limit: SIMILAR_LIMIT })}</p>}
          <NeighbourList surfaces={similar} locale={locale} compareWith={surface.id} />
        </>
      )}
    </section>
  );
}
