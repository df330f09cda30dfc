import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ownerRoute, RouteError } from '@/lib/http/owner-route';
import { FIGURES_CSV_PAGE_SIZE, getDeskFigures } from '@/lib/strapi/figures';
import { isNotProducer } from '@/lib/strapi/producer-desk';
import { figuresCsvHeader, figuresCsvRows, type FiguresCsvLabels } from './csv';

/** The cms pages a producer's figures up to 10,000 surfaces: this many CSV-sized pages. */
const MAX_CSV_PAGES = 20;

/**
 * GET /api/producer-desk/figures (app/api re-exports it): all the account's producers' figures
 * as CSV, read a page at a time with the user's token and written out as each page comes, so
 * the site holds one page of a big producer's figures, not all of them. The cms decides who is
 * a producer; any other account gets a 404, as for a download that is not there for it. A page
 * the cms fails to answer after the first breaks the download off rather than ending it as if
 * it were whole.
 */
export const figuresExport = ownerRoute(async ({ token, locale }) => {
  let first;
  try {
    first = await getDeskFigures(token, locale, 1, FIGURES_CSV_PAGE_SIZE);
  } catch (error) {
    if (isNotProducer(error)) throw new RouteError(404, 'notFound');
    throw error;
  }
  const t = await getTranslations({ locale, namespace: 'ProducerFigures' });
  const labels: FiguresCsvLabels = {
    articleNumber: t('csvColumns.articleNumber'),
    surface: t('csvColumns.surface'),
    week: t('csvColumns.week'),
    kinds: { view: t('kinds.view'), save: t('kinds.save'), compare: t('kinds.compare'), order: t('kinds.order') },
    fewerThan: t('fewerThan', { count: first.shownFrom }),
    unnamed: t('unnamed'),
  };
  const pages = Math.min(first.pageCount, MAX_CSV_PAGES);
  const encoder = new TextEncoder();
  let next = 2;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(figuresCsvHeader(labels) + figuresCsvRows(first.surfaces, labels)));
    },
    async pull(controller) {
      if (next > pages) return controller.close();
      const page = await getDeskFigures(token, locale, next, FIGURES_CSV_PAGE_SIZE);
      next += 1;
      controller.enqueue(encoder.encode(figuresCsvRows(page.surfaces, labels)));
    },
  });
  return new Response(body, {
    headers: {
      'Cache-Control': 'private, no-store',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="figures-${first.weeks.at(-1) ?? 'none'}.csv"`,
    },
  });
});
