import type { AnchorHTMLAttributes, ReactNode } from 'react';

type Href = string | { pathname: string; query?: Record<string, string | string[]> };

/** The address next-intl's Link writes for an href (without a locale prefix): repeats in order. */
export function written(href: Href): string {
  if (typeof href === 'string') return href;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) for (const v of [value].flat()) query.append(key, v);
  return query.size > 0 ? `${href.pathname}?${query}` : href.pathname;
}

/**
 * The locale-aware Link needs the app router; a plain anchor with the address it would write
 * shows the same. `vi.mock('@/i18n/navigation', () => import('@/tests/unit/anchor-link'))`.
 */
export function Link({ href, children, ...rest }: { href: Href; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return (
    <a href={written(href)} {...rest}>
      {children}
    </a>
  );
}
