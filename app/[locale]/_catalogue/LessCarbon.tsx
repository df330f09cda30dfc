import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { SAME_LOOK_LIMIT } from '@/lib/colour/bands';
import { lessCarbon } from '@/lib/strapi/less-carbon';
import { NeighbourList } from './NeighbourList';

/**
 * "The same look, less carbon": surfaces from any producer within the 'close' ΔE00 band of this
 * one (SAME_LOOK_LIMIT, which the intro states), of the same category and at least its declared
 * fire, slip and use class, with a lower A1–A3 per m², the greatest saving first; each with its
 * ΔE00 and band, its saving in kg CO₂e/m² and per cent, and its own figure and where that comes
 * from. Nothing when there are none, or when the cms cannot say: the page stands without it.
 */
export async function LessCarbon({ surface, locale }: { surface: { id: string }; locale: Locale }) {
  const [found, t] = await Promise.all([lessCarbon(surface.id, locale).catch(() => null), getTranslations('LessCarbon')]);
  if (!found || found.length === 0) return null;
  const kg = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section className="detail__section" aria-labelledby="less-carbon-heading">
      <h2 id="less-carbon-heading">{t('heading')}</h2>
      <p className="muted">{t('intro', { limit: SAME_LOOK_LIMIT })}</p>
      <NeighbourList
        surfaces={found}
        locale={locale}
        compareWith={surface.id}
        detail={(s) => (
          <>
            <strong>{t('saving', { kg: kg.format(s.carbon.savingKg), percent: percent.format(s.carbon.savingPercent / 100) })}</strong>
            <span className="muted">{t(s.carbon.fromEpd ? 'figureEpd' : 'figureGeneric', { value: kg.format(s.carbon.a1a3) })}</span>
          </>
        )}
      />
    </section>
  );
}
