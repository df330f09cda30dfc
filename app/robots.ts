import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Accounts and personal areas are nobody's search result.
      disallow: ['/api/', '/search', '/en/search', '/account', '/en/account', '/my-', '/en/my-', '/measurements', '/en/measurements'],
    },
    sitemap: new URL('/sitemap.xml', site).toString(),
  };
}
