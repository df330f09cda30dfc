'use client';

import { GoogleAnalytics } from '@next/third-parties/google';
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { withoutSecrets } from '@/lib/http/secret-addresses';
import { reportWebVitals } from './web-vitals';

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { gtag?: Gtag; dataLayer?: unknown[] } & Record<string, unknown>;

/**
 * The Google tag, loaded only while the analytics category is granted. Consent mode
 * starts denied (a script in the layout); granting updates analytics storage, revoking
 * denies it again, disables the tag and clears its cookies. Ads stay denied. While granted,
 * the page's Core Web Vitals go to the tag too (web-vitals.ts).
 *
 * The tag is never given the address as it is: a sample order's token, a reset code or a
 * shared project's token would reach Google as the page's location (lib/http/secret-addresses.ts).
 * It is told the address without them before its own config, and again, with a page view of
 * the site's own, after each navigation in the page (the property's page views "based on
 * browser history events" stay off: those would read the address itself).
 */
export function Analytics({ gaId, granted, nonce }: { gaId: string | null; granted: boolean; nonce: string | undefined }) {
  const pathname = usePathname();
  const shownLocation = useRef<string | null>(null);

  useEffect(() => {
    if (!gaId) console.warn('Missing Google tag ID');
  }, [gaId]);

  // A layout effect: it runs before GoogleAnalytics's scripts are added (in their effects),
  // so the tag's config already finds the location without secrets.
  useLayoutEffect(() => {
    if (!gaId || !granted) return;
    const w = window as unknown as GtagWindow;
    // The layout's inline script makes the queue, but a page rendered again in the browser
    // (a not-found page after a streamed start) runs it too late; the tag would then start without us.
    w.dataLayer ??= [];
    w.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params -- the tag reads the arguments object itself
      w.dataLayer!.push(arguments);
    };
    const location = withoutSecrets(window.location.href);
    const before = shownLocation.current;
    w.gtag('set', { page_location: location, page_referrer: before ?? withoutSecrets(document.referrer) });
    if (before !== null && before !== location) w.gtag('event', 'page_view', { page_location: location, page_referrer: before });
    shownLocation.current = location;
  }, [gaId, granted, pathname]);

  useEffect(() => {
    if (!gaId) return;
    const w = window as unknown as GtagWindow;
    w[`ga-disable-${gaId}`] = !granted;
    w.gtag?.('consent', 'update', { analytics_storage: granted ? 'granted' : 'denied' });
    if (!granted) clearAnalyticsCookies();
    reportWebVitals(granted);
  }, [gaId, granted]);

  if (!gaId || !granted) return null;
  return <GoogleAnalytics gaId={gaId} nonce={nonce} />;
}

function clearAnalyticsCookies() {
  const hosts = [window.location.hostname, `.${window.location.hostname.split('.').slice(-2).join('.')}`];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (!/^(_ga|_gid)/.test(name)) continue;
    for (const domain of ['', ...hosts.map((h) => `; domain=${h}`)]) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain}`;
    }
  }
}
