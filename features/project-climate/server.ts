import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { GenericValue } from '@/lib/climate/figures';
import { getGenericValue, type Category, type SharedProject } from '@/lib/strapi';
import { lessCarbon, productLessCarbon } from '@/lib/strapi/less-carbon';
import { climateMaterials, ownProjectClimate, type ClimateMaterial, type ProjectClimateSource } from '@/lib/strapi/project-climate';
import { climateTable, type ClimateTable, type Swap } from './table';

/** At most this many lines are given a swap: one less-carbon answer each, cached with the catalogue. */
export const SWAP_LINES = 50;
/**
 * How many of those answers are asked for at once. After a change to the catalogue none is
 * cached, and the cms answers one at a time: fifty asked together would queue there, the last
 * of them past the site's timeout, and a timeout while the cms reads its catalogue index counts
 * as the cms being down (lib/strapi/slow.ts).
 */
export const SWAP_CONCURRENCY = 4;

/** `ask` for each item, at most `width` at a time, the answers in the items' order. */
async function inTurn<T, R>(items: readonly T[], width: number, ask: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < items.length; at = next++) answers[at] = await ask(items[at]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return answers;
}

async function genericsOf(materials: readonly ClimateMaterial[]) {
  const categories = [...new Set(materials.flatMap((m) => (!m.declaration && m.category ? [m.category] : [])))];
  const values = await Promise.all(categories.map((category) => getGenericValue(category)));
  return new Map<Category, GenericValue | null>(categories.map((category, i) => [category, values[i] ?? null]));
}

/**
 * Each line's best "same look, less carbon" swap: the first of the list, which is ordered by
 * the saving. A product's look is the surface its page lists first, against the product's own
 * figure (decision 067), and the swap says which surface that was. Only lines with a quantity
 * ask, the first SWAP_LINES of them; a cms that cannot answer leaves the line without one.
 */
async function swapsOf(materials: readonly ClimateMaterial[], locale: Locale) {
  const asking = materials.filter((m) => m.quantity).slice(0, SWAP_LINES);
  const none = { alternatives: [], look: null };
  const found = await inTurn(asking, SWAP_CONCURRENCY, (m) =>
    (m.kind === 'surface'
      ? lessCarbon(m.catalogueId, locale).then((alternatives) => ({ alternatives, look: null }))
      : productLessCarbon(m.catalogueId, locale)
    ).catch(() => none),
  );
  return new Map(
    asking.flatMap((m, i): [string, Omit<Swap, 'total' | 'saving'>][] => {
      const best = found[i]?.alternatives[0];
      return best
        ? [
            [
              m.id,
              {
                surfaceId: best.id,
                name: best.name,
                productName: best.product?.name ?? null,
                producerName: best.product?.producer?.name ?? null,
                deltaE: best.deltaE,
                perSquareMetre: best.carbon.a1a3,
                fromEpd: best.carbon.fromEpd,
                look: found[i]?.look?.name ?? null,
              },
            ],
          ]
        : [];
    }),
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** A project's climate table; with `swaps`, each line's best swap as well (the page; the exports leave them out). */
export async function projectClimateTable(source: ProjectClimateSource, locale: Locale, { swaps = false } = {}): Promise<ClimateTable> {
  const [generics, found] = await Promise.all([genericsOf(source.materials), swaps ? swapsOf(source.materials, locale) : undefined]);
  return climateTable({ name: source.name, materials: source.materials, generics, swaps: found, today: today() });
}

/** One of the user's projects, read with their token; null for an unknown one or another user's. */
export const ownClimateSource = ownProjectClimate;

/** A shared project's materials with their quantities, read as the shared view reads them. */
export async function sharedClimateSource(project: SharedProject, locale: Locale): Promise<ProjectClimateSource> {
  const refs = project.materials.map((m, index) => {
    const id = String(index);
    return {
      id,
      surfaceId: m.surface?.id ?? null,
      productId: m.surface ? null : (m.product?.id ?? null),
      quantity: m.quantity ? { material: id, ...m.quantity } : null,
    };
  });
  return { name: project.name, materials: await climateMaterials(locale, refs) };
}
