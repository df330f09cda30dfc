/** ?page= as the desk's pages take it: a whole number from 1; anything else is the first page (the cms bounds the rest). */
export function pageFrom(value: string | string[] | undefined) {
  const page = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}
