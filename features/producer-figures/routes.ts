import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ownerRoute, RouteError } from '@/lib/http/owner-route';
import type { SurfaceFigures } from '@/lib/records/figures';
import { FIGURES_CSV_PAGE_SIZE, getDeskFigures } from '@/lib/strapi/figures';
import { isNotProducer } from '@/lib/strapi/producer-desk';
import { figuresCsv } from './csv';

/** The cms pages a producer's figures up to 10,000 surfaces: this many CSV-sized pages. */
const MAX_CSV_PAGES = 20;

/**
 * GET /api/producer-desk/figures (app/api re-exports it): all the account's producers' figures
 * as CSV, read a page at a time with the user's token. The cms decides who is a producer; any
 * other account gets a 404, as for a download that is not there for it.
 */
export const figuresExport = ownerRoute(async ({ token, locale }) => {
  let first;
  const surfaces: SurfaceFigures[] = [];
  try {
    first = await getDeskFigures(token, locale, 1, FIGURES_CSV_PAGE_SIZE);
    surfaces.push(...first.surfaces);
    for (let page = 2; page <= Math.min(first.pageCount, MAX_CSV_PAGES); page += 1) {
      surfaces.push(...(await getDeskFigures(token, locale, page, FIGURES_CSV_PAGE_SIZE)).surfaces);
    }
  } catch (error) {
    if (isNotProducer(error)) throw new RouteError(404, 'notFound');
    throw error;
  }
  const t = await getTranslations({ locale, namespace: 'ProducerFigures' });
  const csv = figuresCsv(surfaces, {
    articleNumber: t('csvColumns.articleNumber'),
    surface: t('csvColumns.surface'),
    week: t('csvColumns.week'),
    kinds: { view: t('kinds.view'), save: t('kinds.save'), compare: t('kinds.compare'), order: t('kinds.order') },
    fewerThan: t('fewerThan', { count: first.shownFrom }),
    unnamed: t('unnamed'),
  });
  return new Response(csv, {
    headers: {
      'Cache-Control': 'private, no-store',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="figures-${first.weeks.at(-1) ?? 'none'}.csv"`,
    },
  });
});
