'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import type { SurfaceRef } from '@/lib/records/account';
import { surfaceListAnswer } from './answer';

async function fetchSurfaces(address: string): Promise<SurfaceRef[]> {
  const response = await fetch(address, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${address}: ${response.status}`);
  return surfaceListAnswer.parse(await response.json()).surfaces;
}

/**
 * Named surfaces for ids the browser keeps (a visitor's picks): one request for all of
 * them, in the page's language. `surfaces` is undefined until the first answer is in, and
 * keeps the last answer while a changed list is asked for; `settled` says the answer is for
 * these ids, so a caller can tell "not yet named" from "no longer in the catalogue".
 */
export function useSurfacesById(ids: string[]) {
  const locale = useLocale();
  const key = ids.length > 0 ? `/api/surfaces?${new URLSearchParams({ ids: [...ids].sort().join(','), locale })}` : null;
  const { data, error, mutate, isValidating } = useSWR(key, fetchSurfaces, { keepPreviousData: true });
  return {
    surfaces: ids.length === 0 ? [] : data,
    settled: ids.length === 0 || (data !== undefined && !isValidating),
    failed: Boolean(error) && !data,
    retry: () => void mutate(),
  };
}
