import 'server-only';
import type { Lab } from '@ytbanken/domain/colour/ciede2000';
import { ncsNotation } from '@ytbanken/domain/colour/ncs';
import type { Locale } from '@/i18n/routing';
import { getSurface, search } from '@/lib/strapi';

export interface DeclaringSurface {
  id: string;
  name: string;
  articleNumber: string;
}

export interface DeclaredNcs {
  /** The surfaces that declare the code, by article number. */
  declaring: DeclaringSurface[];
  /** The one searched around and its declared L*a*b*; null when none of them declares L*a*b*. */
  around: (DeclaringSurface & { lab: Lab; hex: string | null }) | null;
}

const byArticleNumber = (x: DeclaringSurface, y: DeclaringSurface) => x.articleNumber.localeCompare(y.articleNumber, 'en') || x.id.localeCompare(y.id, 'en');

/**
 * The surfaces that declare an NCS code, found by the site search (which reads codes the same
 * way, cms/src/search) and kept only where their own code is the one asked for: the search
 * also forgives a typo, and "S 1505-Y20R" is one from "S 1515-Y20R". Several surfaces may declare
 * one code with different L*a*b*, so the rule is stated on the page: the first by article
 * number that declares L*a*b*, or the one the visitor chose among them (`from`). No L*a*b* is
 * ever worked out from the code. A search like the page's others: CmsBusyError when the cms
 * cannot answer in time.
 */
export async function declaredNcs(code: string, locale: Locale, from?: string): Promise<DeclaredNcs> {
  const { surfaces } = await search(code, locale);
  const declaring = surfaces
    .filter((s) => s.facts.ncs !== null && ncsNotation(s.facts.ncs) === code)
    .map(({ id, name, articleNumber }) => ({ id, name, articleNumber }))
    .sort(byArticleNumber);
  const chosen = declaring.find((s) => s.id === from);
  for (const surface of chosen ? [chosen, ...declaring.filter((s) => s !== chosen)] : declaring) {
    const detail = await getSurface(surface.id, locale);
    if (detail?.lab) return { declaring, around: { ...surface, lab: detail.lab, hex: detail.hex } };
  }
  return { declaring, around: null };
}
