'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type * as CookieConsentModule from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { bannerLanguage, supportedLanguage } from '@/lib/consent/language';
import { Analytics } from './Analytics';

export type ConsentTexts = CookieConsentModule.Translation;

type CookieConsentApi = typeof CookieConsentModule;

/**
 * vanilla-cookieconsent as the specification sets it up: opt-in, a box at the bottom
 * right, necessary / analytics / ads, cc_cookie for 182 days, bots not shown the banner.
 * Every first consent and change is logged through the site; analytics follow the choice.
 */
export function ConsentBanner({
  revision,
  texts,
  gaId,
  nonce,
  secure,
  useLocalStorage,
}: {
  revision: number;
  texts: Record<'sv' | 'en', ConsentTexts>;
  gaId: string | null;
  /** The page's CSP nonce, for the Google tag's scripts. */
  nonce: string | undefined;
  secure: boolean;
  useLocalStorage: boolean;
}) {
  const pathname = usePathname();
  const [analytics, setAnalytics] = useState(false);
  const started = useRef(false);
  const library = useRef<CookieConsentApi | null>(null);
  const languages = Object.keys(texts);

  useEffect(() => {
    // Strict mode runs effects twice in development; the banner is set up once.
    if (started.current) return;
    started.current = true;
    // The library comes after the page is interactive, in a chunk of its own: it is not
    // needed to read or use the page, so it does not delay either.
    void import('vanilla-cookieconsent').then((CookieConsent) => {
      library.current = CookieConsent;
      const follow = () => setAnalytics(CookieConsent.acceptedCategory('analytics'));
      void CookieConsent.run({
        mode: 'opt-in',
        revision,
        hideFromBots: true,
        cookie: { name: 'cc_cookie', expiresAfterDays: 182, path: '/', sameSite: 'Lax', secure, useLocalStorage },
        guiOptions: {
          consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
          preferencesModal: { layout: 'box', equalWeightButtons: true },
        },
        categories: {
          necessary: { enabled: true, readOnly: true },
          analytics: {
            autoClear: {
              cookies: [{ name: /^_ga/ }, { name: /^_gid/ }, { name: /^_ga/, domain: parentDomain() }, { name: /^_gid/, domain: parentDomain() }],
            },
          },
          ads: {},
        },
        language: {
          default: supportedLanguage(bannerLanguage(window.location.pathname), languages, 'sv'),
          translations: texts,
        },
        onFirstConsent: () => logConsent(CookieConsent),
        onConsent: follow,
        onChange: () => {
          follow();
          logConsent(CookieConsent);
        },
      });
    });
  }, [revision, texts, secure, useLocalStorage, languages]);

  useEffect(() => {
    void library.current?.setLanguage(supportedLanguage(bannerLanguage(pathname), languages, 'sv'));
  }, [pathname, languages]);

  return <Analytics gaId={gaId} granted={analytics} nonce={nonce} />;
}

/** The domain one level up (www.ytbanken.se → .ytbanken.se), where _ga cookies may also live. */
function parentDomain() {
  const parts = window.location.hostname.split('.');
  return parts.length > 2 ? `.${parts.slice(-2).join('.')}` : window.location.hostname;
}

/** The consent log: what was chosen and when, never who (no address, no user agent). */
function logConsent(CookieConsent: CookieConsentApi) {
  const cookie = CookieConsent.getCookie();
  void fetch('/api/consent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    body: JSON.stringify({
      consentId: cookie.consentId,
      categories: cookie.categories,
      revision: cookie.revision,
      consentTimestamp: cookie.consentTimestamp,
      lastConsentTimestamp: cookie.lastConsentTimestamp,
      locale: bannerLanguage(window.location.pathname),
    }),
  }).catch(() => undefined);
}
