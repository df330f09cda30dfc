import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Uploads are streamed from the cms through the site's own /uploads route.
    localPatterns: [{ pathname: '/uploads/**' }],
  },
};

export default withNextIntl(nextConfig);
