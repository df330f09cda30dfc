import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: {
    // The proxy refuses larger posts to pages with a 413 in the page's language first
    // (lib/http/form-post.ts); this is the same limit for anything that reaches Next.js.
    serverActions: { bodySizeLimit: '100kb' },
  },
  reactStrictMode: true,
  images: {
    // Uploads are streamed from the cms through the site's own /uploads route.
    localPatterns: [{ pathname: '/uploads/**' }],
  },
};

export default withNextIntl(nextConfig);
