import { getTranslations } from 'next-intl/server';
import { compareQuery } from '@/features/compare/ids';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { sitePaths } from '@/lib/catalogue/paths';
import { verdict } from '@/lib/colour/ciede2000';
import { similarSurfaces } from '@/lib/strapi/colour-neighbours';

/**
 * "Similar surfaces": the closest surfaces from other producers by ΔE00, each with its value,
 * the verdict words the measurements page uses, and a link to compare the two. Other
 * producers' pages, so always the site's own addresses, also inside a producer's layout.
 * When the cms cannot say, the section is left out rather than the page failing.
 */
export async function SimilarSurfaces({ surface, locale }: { surface: { id: string; name: string }; locale: Locale }) {
  const [similar, t, tVerdict] = await Promise.all([
    similarSurfaces(surface.id, locale).catch(() => null),
    getTranslations('SurfacePage'),
    getTranslations('Measurements.verdicts'),
  ]);
  if (!similar) return null;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section className="detail__section" aria-labelledby="similar-heading">
      <h2 id="similar-heading">{t('similar')}</h2>
      <p className="muted">{t('similarIntro')}</p>
      {similar.length === 0 ? (
        <p>{t('similarNone')}</p>
      ) : (
        <ul className="similar-list">
          {similar.map((s) => (
            <li key={s.id} className="similar-list__item">
              <span className="similar-list__swatch" aria-hidden="true" style={{ background: s.hex ?? undefined }} />
              <span className="similar-list__text">
                <Link href={sitePaths.surface(s.id)}>{s.name}</Link>
                <span className="muted">{[s.productName, s.producer?.name, s.articleNumber].filter(Boolean).join(' · ')}</span>
                <span>
                  {t('similarDelta', { deltaE: number.format(s.deltaE) })} – {tVerdict(verdict(s.deltaE))}
                </span>
              </span>
              <Link href={{ pathname: '/compare', query: compareQuery([surface.id, s.id]) }} className="similar-list__compare">
                {t('similarCompare', { name: s.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
