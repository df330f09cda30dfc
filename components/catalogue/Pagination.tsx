import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pageWindow } from './page-window';
import styles from './Pagination.module.css';

/** Previous, numbered (around the current page, pageWindow) and next links; every page is a plain link with the filters kept. */
export async function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => { pathname: string; query: Record<string, string | string[]>; hash?: string };
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('ProductList');
  const pages = pageWindow(page, pageCount);
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <p className="visually-hidden">{t('page', { page, pages: pageCount })}</p>
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev">
              {t('previous')}
            </Link>
          </li>
        )}
        {pages.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={styles.current}>
                  {p}
                </span>
              ) : (
                <Link href={hrefFor(p)} aria-label={t('goToPage', { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={hrefFor(page + 1)} rel="next">
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
