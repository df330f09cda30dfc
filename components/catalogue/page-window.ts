/**
 * The page numbers a pagination links to: the first, the last and `around` either side of the
 * current one, in order, with null where pages are left out. A list of thousands of products
 * has hundreds of pages, and a link to each would be most of the page. A gap of one page shows
 * that page instead: an ellipsis would take its place anyway.
 */
export function pageWindow(page: number, pageCount: number, around = 2): (number | null)[] {
  const shown = new Set<number>();
  for (const p of [1, pageCount]) shown.add(p);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const pages: (number | null)[] = [];
  for (const p of sorted) {
    const previous = pages.at(-1);
    if (typeof previous === 'number' && p - previous === 2) pages.push(p - 1);
    else if (typeof previous === 'number' && p - previous > 2) pages.push(null);
    pages.push(p);
  }
  return pages;
}
