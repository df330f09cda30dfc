'use client';

import { GoogleAnalytics } from '@next/third-parties/google';
import { useEffect } from 'react';
import { reportWebVitals } from './web-vitals';

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { gtag?: Gtag; dataLayer?: unknown[] } & Record<string, unknown>;

/**
 * The Google tag, loaded only while the analytics category is granted. Consent mode
 * starts denied (a script in the layout); granting updates analytics storage, revoking
 * denies it again, disables the tag and clears its cookies. Ads stay denied. While granted,
 * the page's Core Web Vitals go to the tag too (web-vitals.ts).
 */
export function Analytics({ gaId, granted, nonce }: { gaId: string | null; granted: boolean; nonce: string | undefined }) {
  useEffect(() => {
    if (!gaId) console.warn('Missing Google tag ID');
  }, [gaId]);

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
