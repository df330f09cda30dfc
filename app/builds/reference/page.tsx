import type { Metadata } from 'next';

// The yardstick of `npm run bench`: a genuinely static (○) HTML page of this build, so a
// cached catalogue page can be compared with what serving a prerendered file costs. It is
// the root 404's markup (no text of its own) at an address the locale proxy leaves alone;
// the build's own /_not-found prerender is never served, because every unknown path is
// rendered through app/[locale] instead.
export { default } from '../../not-found';

export const dynamic = 'force-static';

export const metadata: Metadata = { robots: { index: false, follow: false } };
