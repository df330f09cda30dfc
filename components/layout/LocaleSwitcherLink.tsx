'use client';

import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

// A client leaf only because the current path is known in the browser.
export function LocaleSwitcherLink({ locale, label, languageName }: { locale: Locale; label: string; languageName: string }) {
  const pathname = usePathname();
  return (
    <Link href={pathname} locale={locale} hrefLang={locale} lang={locale} className="locale-switcher" title={languageName}>
      {label}
    </Link>
  );
}
