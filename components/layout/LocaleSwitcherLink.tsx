'use client';

import { useSearchParams } from 'next/navigation';
import { usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

// A client leaf only because the current path and query are known in the browser. The
// link goes through /api/locale, which finds the page's address in the other language.
export function LocaleSwitcherLink({ from, to, label, languageName }: { from: Locale; to: Locale; label: string; languageName: string }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const path = query ? `${pathname}?${query}` : pathname;
  const href = `/api/locale?${new URLSearchParams({ from, to, path })}`;
  return (
    <a href={href} hrefLang={to} lang={to} className="locale-switcher" title={languageName} rel="alternate nofollow">
      {label}
    </a>
  );
}
