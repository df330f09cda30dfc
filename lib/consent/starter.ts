import type * as CookieConsentModule from 'vanilla-cookieconsent';

export type ConsentTexts = CookieConsentModule.Translation;

/** What the banner is started with: its rules and its texts. */
export type ConsentStart = {
  revision: number;
  /** The page's language, and the banner's texts in it. */
  language: 'sv' | 'en';
  texts: ConsentTexts;
  secure: boolean;
  useLocalStorage: boolean;
};

/**
 * The banner's start, written into the banner's script file right after the library
 * (lib/consent/banner-script.ts), so it refers to nothing outside itself: it is this
 * function's text that runs in the browser. It waits for the document to be parsed (the
 * library adds its dialog to <body> and binds the footer's "cookie settings" button), then
 * runs the library.
 *
 * vanilla-cookieconsent as the specification sets it up: opt-in, a box at the bottom right,
 * necessary / analytics / ads, cc_cookie for 182 days, bots not shown the banner. Every first
 * consent and change is logged through the site. The library announces each consent on
 * window (cc:onConsent, cc:onChange), which is what the analytics follow (ConsentBanner).
 */
export function startConsent(start: ConsentStart): void {
  type Api = typeof CookieConsentModule;
  const page = window as unknown as { CookieConsent?: Api };

  // The domain one level up (www.ytbanken.se → .ytbanken.se), where _ga cookies may also live.
  const parentDomain = () => {
    const parts = window.location.hostname.split('.');
    return parts.length > 2 ? `.${parts.slice(-2).join('.')}` : window.location.hostname;
  };

  // The consent log: what was chosen and when, in which language it was asked, never who
  // (no address, no user agent).
  const log = (api: Api) => {
    const cookie = api.getCookie();
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
        locale: start.language,
      }),
    }).catch(() => undefined);
  };

  const run = () => {
    const api = page.CookieConsent;
    if (!api) return;
    void api.run({
      mode: 'opt-in',
      revision: start.revision,
      hideFromBots: true,
      cookie: { name: 'cc_cookie', expiresAfterDays: 182, path: '/', sameSite: 'Lax', secure: start.secure, useLocalStorage: start.useLocalStorage },
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
      language: { default: start.language, translations: { [start.language]: start.texts } },
      onFirstConsent: () => log(api),
      onChange: () => log(api),
    });
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
