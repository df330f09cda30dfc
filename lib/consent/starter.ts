import type * as CookieConsentModule from 'vanilla-cookieconsent';

export type ConsentTexts = CookieConsentModule.Translation;

/** What the page gives the banner: its library's address, its rules and its texts. */
export type ConsentStart = {
  library: string;
  revision: number;
  /** The page's language, and the banner's texts in it. */
  language: 'sv' | 'en';
  texts: ConsentTexts;
  secure: boolean;
  useLocalStorage: boolean;
};

/**
 * The banner's start, run by the page itself while it is parsed (components/consent/Consent
 * writes this function's text into an inline script with the page's nonce): it loads the
 * library as a file of its own and runs it, so the banner does not wait for the application.
 * It is written out as text, so it refers to nothing outside itself.
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

  if (page.CookieConsent) return run();
  const script = document.createElement('script');
  script.src = start.library;
  script.async = true;
  script.addEventListener('load', run);
  document.head.appendChild(script);
}

/** The inline script's text: this function called with the page's settings. */
export function consentStartScript(start: ConsentStart): string {
  // JSON inside a script element: nothing in the texts may close it or open a comment.
  const settings = JSON.stringify(start)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `(${startConsent.toString()})(${settings});`;
}
