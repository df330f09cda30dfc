import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { actionOrigins } from './lib/http/action-origins';
import { NON_PAGE_SOURCES } from './lib/http/non-pages';
import { SECRET_ADDRESS_REFERRER_POLICY, SECRET_ADDRESS_SOURCES } from './lib/http/secret-addresses';
import { commonSecurityHeaders, nonPagePolicy, STRICT_TRANSPORT_SECURITY } from './lib/http/security-headers';

// Messages are compiled when the site is built (decision 035): the browser gets them ready to
// format and no ICU parser (12 kB compressed on every page); the server skips parsing too.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const toList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: {
    // The proxy refuses larger posts to pages with a 413 in the page's language first
    // (lib/http/form-post.ts); this is the same limit for anything that reaches Next.js.
    serverActions: {
      bodySizeLimit: '100kb',
      // The site's public host, also when a proxy in front sends the internal one as Host; the
      // proxy refuses every other origin with a 403 first (lib/http/action-origins.ts). Read
      // when the server starts, from the same SITE_URL the site validates.
      allowedOrigins: actionOrigins(process.env.SITE_URL),
    },
  },
  reactStrictMode: true,
  // npm test checks the whole project's types (the site's included) with tsc in a step of its
  // own after the build, so its build skips checking the same files first. Every other build
  // (npm start's, a deployment's) checks them.
  typescript: { ignoreBuildErrors: process.env.YTB_TYPES_CHECKED_APART === '1' },
  images: {
    // Uploads are streamed from the cms through the site's own /uploads route.
    // Only without a query: each different one would be optimised and kept in .next/cache
    // for good, and the uploads route ignores it anyway.
    localPatterns: [{ pathname: '/uploads/**', search: '' }],
  },
  async headers() {
    return [
      { source: '/:path*', headers: toList(commonSecurityHeaders()) },
      // A page whose address carries a secret sends no Referer (the later header of a name wins).
      ...SECRET_ADDRESS_SOURCES.map((source) => ({ source, headers: toList({ 'Referrer-Policy': SECRET_ADDRESS_REFERRER_POLICY }) })),
      // HSTS only for what came over HTTPS: the edge, where TLS ends, says so (and sends its own).
      ...(process.env.NODE_ENV === 'production'
        ? [
            {
              source: '/:path*',
              has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
              headers: toList({ 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }),
            },
          ]
        : []),
      // Pages get a per-request policy with a nonce from the proxy; the rest lets nothing run,
      // and uploads keep their sandbox (a header set here replaces the route handler's own).
      ...NON_PAGE_SOURCES.map((source) => ({ source, headers: toList({ 'Content-Security-Policy': nonPagePolicy(source) }) })),
    ];
  },
};

/**
 * With REDIS_URL, the data cache lives in Redis and every instance shares it (decision 011);
 * without, each instance keeps Next's own files. Read when the server starts, so one build
 * serves both; a build itself never needs Redis.
 */
function dataCache(phase: string): NextConfig {
  if (!process.env.REDIS_URL || phase === PHASE_PRODUCTION_BUILD) return {};
  return { cacheHandler: path.join(import.meta.dirname, 'lib', 'cache', 'shared-cache-handler.mjs') };
}

export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, ...dataCache(phase) });
}
