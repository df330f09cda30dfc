/** The last page the cms serves the desk's lists (its MAX_PAGE, and its 10,000 surfaces' figures at 20 a page). */
export const DESK_MAX_PAGE = 500;

/** ?page= as the desk's pages take it: a whole number from 1 to DESK_MAX_PAGE; anything else is the first page. */
export function pageFrom(value: string | string[] | undefined) {
  const page = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= DESK_MAX_PAGE ? page : 1;
}
