/**
 * The site's security headers. Pages get a Content-Security-Policy with a fresh nonce per
 * request (proxy.ts); everything else (route handlers, files, Next's assets) gets the
 * fixed headers from next.config.ts, including a CSP that allows nothing to run. A header
 * from next.config.ts replaces a route handler's own, so each source's policy is set there.
 */

/** Where the Google tag comes from and reports to, once the visitor has consented. */
const GOOGLE_TAG = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

export interface PagePolicy {
  nonce: string;
  /** The cms's public origin: images may come from it, and in preview it may frame the page. */
  cmsOrigin: string;
  /** An editor's preview is shown in the admin's frame; other pages may not be framed at all. */
  preview: boolean;
  /** React's development build needs eval for its debugging aids; production never does. */
  development: boolean;
}

export function pageContentSecurityPolicy({ nonce, cmsOrigin, preview, development }: PagePolicy): string {
  return serialise({
    'default-src': ["'self'"],
    // 'strict-dynamic': scripts started by a nonce-bearing script (Next's chunks, the Google
    // tag after consent) may load others; browsers that know it ignore the host list.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...GOOGLE_TAG.script, ...(development ? ["'unsafe-eval'"] : [])],
    // The consent banner and React set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', cmsOrigin, ...GOOGLE_TAG.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...GOOGLE_TAG.connect, ...(development ? ['ws:'] : [])],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': preview ? ["'self'", cmsOrigin] : ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  });
}

/** For responses that are not pages: JSON, files, redirects. Nothing may run or frame them. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = serialise({
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * For uploaded files streamed from the cms (app/uploads): a file opened on its own, an SVG
 * or HTML that slipped through, runs in a sandbox with no origin and can load nothing.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = serialise({
  'default-src': ["'none'"],
  sandbox: [],
  'frame-ancestors': ["'none'"],
});

export const UPLOAD_SOURCE = '/uploads/:path*';

/** The policy next.config.ts gives a source that is not a page (lib/http/non-pages.ts). */
export const nonPagePolicy = (source: string) => (source === UPLOAD_SOURCE ? UPLOAD_CONTENT_SECURITY_POLICY : NON_PAGE_CONTENT_SECURITY_POLICY);

/**
 * Two years, subdomains too. Only on a response that travelled over HTTPS (the edge ends TLS
 * and says so in X-Forwarded-Proto): over plain http anyone on the way could strip or forge it,
 * and browsers ignore it there (RFC 6797, 8.1).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Headers every response carries, whatever produced it (the edge sends the same; deploy/nginx). */
export function commonSecurityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Other sites may not embed anything of ours (uploads, pages, data) in theirs.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': [
      'accelerometer=()',
      'autoplay=()',
      'camera=()',
      'display-capture=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      'payment=()',
      'usb=()',
      'browsing-topics=()',
    ].join(', '),
  };
}

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
