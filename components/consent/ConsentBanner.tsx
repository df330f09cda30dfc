'use client';

import { useEffect, useRef, useState } from 'react';
import type * as CookieConsentModule from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { bannerLanguage } from '@/lib/consent/language';
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
  language,
  texts,
  gaId,
  nonce,
  secure,
  useLocalStorage,
}: {
  revision: number;
  /** The page's language, and the banner's texts in it. */
  language: 'sv' | 'en';
  texts: ConsentTexts;
  gaId: string | null;
  /** The page's CSP nonce, for the Google tag's scripts. */
  nonce: string | undefined;
  secure: boolean;
  useLocalStorage: boolean;
}) {
  const [analytics, setAnalytics] = useState(false);
  const started = useRef(false);
  const library = useRef<CookieConsentApi | null>(null);
  // Every language's texts this document has been given. The library keeps this very
  // object, so a language added later can be switched to.
  const translations = useRef<Record<string, ConsentTexts>>({});
  // The language to show; the library may arrive after a navigation has changed it.
  const shown = useRef(language);

  useEffect(() => {
    translations.current[language] = texts;
    shown.current = language;
    void library.current?.setLanguage(language);
  }, [language, texts]);

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
        language: { default: shown.current, translations: translations.current },
        onFirstConsent: () => logConsent(CookieConsent),
        onConsent: follow,
        onChange: () => {
          follow();
          logConsent(CookieConsent);
        },
      });
    });
  }, [revision, secure, useLocalStorage]);

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
