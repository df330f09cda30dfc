'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { useRouter } from '@/i18n/navigation';
import { filterQuery, parseFilters, type Filters } from './list';

/**
 * The list's filters, kept in the address (?project=…&surface=…) so a reload or a shared
 * link shows the same list. A change is a navigation: the server renders the new list.
 */
export function useFilters() {
  const searchParams = useSearchParams();
  const router = useRouter();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const go = (next: Filters) =>
    router.push({ pathname: '/measurements', query: Object.fromEntries(new URLSearchParams(filterQuery(next))) }, { scroll: false });
  return {
    filters,
    filtered: Boolean(filters.project || filters.surface),
    setFilter: (name: keyof Filters, value: string) => go({ ...filters, [name]: value || undefined }),
    clear: () => go({}),
  };
}
