'use client';

import { useEffect, useState } from 'react';
import type * as CookieConsentModule from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { Analytics } from './Analytics';

type CookieConsentWindow = Window & { CookieConsent?: typeof CookieConsentModule };

/**
 * The analytics that follow the banner's answer. The banner itself is started by the page
 * (lib/consent/starter.ts) before the application runs; this part follows what the library
 * announces on window, and what it already knew when the application arrived.
 */
export function ConsentBanner({ gaId, nonce }: { gaId: string | null; nonce: string | undefined }) {
  const [analytics, setAnalytics] = useState(false);

  useEffect(() => {
    const follow = () => setAnalytics((window as CookieConsentWindow).CookieConsent?.acceptedCategory('analytics') ?? false);
    follow();
    window.addEventListener('cc:onConsent', follow);
    window.addEventListener('cc:onChange', follow);
    return () => {
      window.removeEventListener('cc:onConsent', follow);
      window.removeEventListener('cc:onChange', follow);
    };
  }, []);

  return <Analytics gaId={gaId} granted={analytics} nonce={nonce} />;
}
