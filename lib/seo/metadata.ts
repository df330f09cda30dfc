import 'server-only';
import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';

type LocalePaths = Partial<Record<Locale, string>>;

const OG_LOCALE: Record<Locale, string> = { sv: 'sv_SE', en: 'en_GB' };

/**
 * Title, description, canonical URL, hreflang alternates (sv, en, x-default) and Open
 * Graph for a page (or a page of a paged list). `path` is the locale-less path, or one per locale when the page's
 * slug differs between languages. URLs are made absolute by the layout's metadataBase.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  absoluteTitle = false,
  page = 1,
}: {
  locale: Locale;
  path: string | LocalePaths;
  title: string;
  description?: string | null;
  image?: string | null;
  absoluteTitle?: boolean;
  /** A paged list's page: past the first, each page is its own canonical address (?page=2). */
  page?: number;
}): Metadata {
  const paths: LocalePaths = typeof path === 'string' ? { sv: path, en: path } : path;
  const query = page > 1 ? { page: String(page) } : undefined;
  const href = (l: Locale) => getPathname({ href: { pathname: paths[l] ?? '/', query }, locale: l });
  const available = routing.locales.filter((l) => paths[l]);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: description ?? undefined,
    alternates: {
      canonical: href(locale),
      languages: {
        ...Object.fromEntries(available.map((l) => [l, href(l)])),
        'x-default': href(paths[routing.defaultLocale] ? routing.defaultLocale : locale),
      },
    },
    openGraph: {
      type: 'website',
      siteName: 'Ytbanken',
      title,
      description: description ?? undefined,
      url: href(locale),
      locale: OG_LOCALE[locale],
      alternateLocale: available.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}
