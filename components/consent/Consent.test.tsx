// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type * as CookieConsentModule from 'vanilla-cookieconsent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { LOCALES, messagesOf } from '@/tests/unit/render';

/*
 * The banner's wiring, end to end in the browser's part: the server component Consent
 * (revision, tag id, nonce) rendered to HTML, its inline script run as the browser runs it,
 * the banner's file it asks for (the real vanilla-cookieconsent with its start and texts, as
 * the site's route serves it) run when it "arrives", and the page hydrated. Only the request-scoped server
 * APIs, the cms and the network are stood in for.
 */
const NONCE = 'n0nce';
const REVISION = 3;

const request = vi.hoisted(() => ({ locale: 'sv' as 'sv' | 'en' }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesOf } = await import('@/tests/unit/render');
  return {
    getLocale: async () => request.locale,
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Consent' }) =>
      createTranslator({ locale, messages: messagesOf(locale), namespace }),
  };
});
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-nonce': 'n0nce' }) }));
vi.mock('@/lib/strapi', () => ({ getGlobal: async () => ({ consentRevision: 3 }) }));

// What the page's scripts leave on window: the tag's command queue and its off switch.
const page = window as unknown as { gtag?: unknown; dataLayer?: ArrayLike<unknown>[]; CookieConsent?: typeof CookieConsentModule } & Record<string, unknown>;
/** The library as the banner's file left it. */
const CookieConsent = () => page.CookieConsent!;
const bannerFile = () => document.querySelector<HTMLScriptElement>('script[src^="/api/consent/banner?"]');
const fetchMock = vi.fn<typeof fetch>();
// next/script loads each src once per page, and keeps that in its module: a tag id per test.
let gaId = '';
let tests = 0;

beforeEach(() => {
  gaId = `G-TEST${++tests}`;
  vi.stubEnv('NEXT_PUBLIC_GA_ID', gaId);
  // lib/env reads the environment once: each test gets fresh project modules.
  vi.resetModules();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  delete page.gtag;
  delete page.dataLayer;
  delete page.CookieConsent;
});

afterEach(() => {
  cleanup();
  // A page that was never hydrated is not React's to clean up.
  for (const container of document.querySelectorAll('body > div[data-page]')) container.remove();
  // Start each test as a new visitor, with a library loaded afresh.
  page.CookieConsent?.reset(true);
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]!.trim()}=; Max-Age=0; path=/`;
  // The tag's scripts, which next/script put into the document outside React's tree.
  for (const script of document.querySelectorAll('script')) script.remove();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/**
 * The page as the server sends it, its inline scripts run while it is parsed, then hydrated.
 * The banner's file arrives before the application (the usual order: it is small and asked
 * for from <head>), or after it with `libraryLast`.
 */
async function renderConsent(locale: Locale, { libraryLast = false, hydrate = true } = {}) {
  request.locale = locale;
  const { Consent } = await import('./Consent');
  const ui = (
    <>
      {await Consent()}
      <button type="button" data-cc="show-preferencesModal">
        {messagesOf(locale).Footer.cookieSettings}
      </button>
    </>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.dataset.page = '';
  container.innerHTML = renderToString(ui);
  for (const script of container.querySelectorAll('script:not([src])')) window.eval(script.textContent ?? '');
  const src = bannerFile()?.getAttribute('src');
  expect(src).toBeTruthy();
  const { GET } = await import('@/app/api/consent/banner/route');
  const file = await GET(new Request(`http://localhost${src}`));
  expect(file.headers.get('content-type')).toMatch(/^text\/javascript/);
  const source = await file.text();
  const arrive = () => window.eval(source);
  if (!libraryLast) arrive();
  if (hydrate) render(ui, { container, hydrate: true });
  if (libraryLast) await act(async () => arrive());
  const t = messagesOf(locale).Consent;
  return { t, inline: container.querySelector('#consent-default'), banner: () => screen.findByRole('dialog', { name: t.label }) };
}

const tagScript = () => document.querySelector(`script[src="https://www.googletagmanager.com/gtag/js?id=${gaId}"]`);
/** What the Google tag would read: every gtag command so far. */
const commands = () => (page.dataLayer ?? []).map((entry) => Array.from(entry));
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const logged = () => fetchMock.mock.calls.map(([url, init]) => ({ url, method: init?.method, body: JSON.parse(String(init?.body)) }));

describe.each(LOCALES)('the consent banner (%s)', (locale) => {
  it('asks a new visitor in the page’s language, with a link to the privacy policy, and keeps everything denied', async () => {
    const { t, inline, banner } = await renderConsent(locale);
    expect(inline?.getAttribute('nonce')).toBe(NONCE);
    const dialog = await banner();
    expect(within(dialog).getByText(t.description)).toBeTruthy();
    for (const button of [t.acceptAll, t.acceptNecessary, t.showPreferences]) expect(within(dialog).getByRole('button', { name: button })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: t.privacy }).getAttribute('href')).toBe(locale === 'sv' ? '/integrity' : '/en/integrity');
    expect(commands()).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', { analytics_storage: 'denied' }],
    ]);
    expect(page[`ga-disable-${gaId}`]).toBe(true);
    expect(tagScript()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is up as soon as its library arrives, before the application has run', async () => {
    const { t, banner } = await renderConsent(locale, { hydrate: false });
    const dialog = await banner();
    expect(within(dialog).getByRole('button', { name: t.acceptAll })).toBeTruthy();
    expect(bannerFile()?.getAttribute('nonce')).toBe(NONCE);
    expect(bannerFile()?.getAttribute('src')).toMatch(new RegExp(`^/api/consent/banner\\?l=${locale}&r=${REVISION}&v=`));
  });

  it('works as well when the application runs before the library arrives', async () => {
    const { t, banner } = await renderConsent(locale, { libraryLast: true });
    fireEvent.click(within(await banner()).getByRole('button', { name: t.acceptAll }));
    await waitFor(() => expect(tagScript()).not.toBeNull());
    expect(commands()).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(logged()).toHaveLength(1);
  });

  it('accepting all loads the Google tag with the page’s nonce, grants analytics storage and logs the consent', async () => {
    const { t, banner } = await renderConsent(locale);
    fireEvent.click(within(await banner()).getByRole('button', { name: t.acceptAll }));
    await waitFor(() => expect(tagScript()).not.toBeNull());
    expect(tagScript()!.getAttribute('nonce')).toBe(NONCE);
    expect(commands()).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(commands()).not.toContainEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })]);
    expect(page[`ga-disable-${gaId}`]).toBe(false);
    expect(document.cookie).toMatch(/(^|; )cc_cookie=/);
    expect(CookieConsent().getCookie('categories')).toEqual(['necessary', 'analytics', 'ads']);
    expect(logged()).toEqual([
      {
        url: '/api/consent',
        method: 'POST',
        body: expect.objectContaining({
          categories: ['necessary', 'analytics', 'ads'],
          revision: REVISION,
          consentId: CookieConsent().getCookie('consentId'),
          // The language the banner asked in.
          locale,
        }),
      },
    ]);
  });

  it('accepting only the necessary loads nothing, keeps analytics denied and logs the choice', async () => {
    const { t, banner } = await renderConsent(locale);
    fireEvent.click(within(await banner()).getByRole('button', { name: t.acceptNecessary }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(logged()[0]!.body).toMatchObject({ categories: ['necessary'], revision: REVISION });
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: t.label })).toBeNull();
    expect(tagScript()).toBeNull();
    expect(page[`ga-disable-${gaId}`]).toBe(true);
    expect(commands()).not.toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });

  it('choosing analytics in the preferences loads the tag and logs that choice', async () => {
    const { t, banner } = await renderConsent(locale);
    fireEvent.click(within(await banner()).getByRole('button', { name: t.showPreferences }));
    const preferences = await screen.findByRole('dialog', { name: t.preferencesTitle });
    fireEvent.click(within(preferences).getByRole('checkbox', { name: t.analyticsTitle }));
    fireEvent.click(within(preferences).getByRole('button', { name: t.savePreferences }));
    await waitFor(() => expect(tagScript()).not.toBeNull());
    expect(logged().map((entry) => entry.body.categories)).toEqual([['necessary', 'analytics']]);
  });

  it('withdrawing analytics later denies storage, disables the tag, clears its cookies and logs the change', async () => {
    const { t, banner } = await renderConsent(locale);
    fireEvent.click(within(await banner()).getByRole('button', { name: t.acceptAll }));
    await waitFor(() => expect(tagScript()).not.toBeNull());
    document.cookie = '_ga=GA1.1.1234; path=/';
    document.cookie = '_gid=GA1.1.5678; path=/';

    fireEvent.click(screen.getByRole('button', { name: messagesOf(locale).Footer.cookieSettings }));
    const preferences = await screen.findByRole('dialog', { name: t.preferencesTitle });
    const analytics = within(preferences).getByRole('checkbox', { name: t.analyticsTitle }) as HTMLInputElement;
    expect(analytics.checked).toBe(true);
    fireEvent.click(analytics);
    fireEvent.click(within(preferences).getByRole('button', { name: t.savePreferences }));

    await waitFor(() => expect(page[`ga-disable-${gaId}`]).toBe(true));
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(document.cookie).not.toMatch(/_ga|_gid/);
    expect(logged().map((entry) => entry.body.categories)).toEqual([
      ['necessary', 'analytics', 'ads'],
      // The preferences offer no switch for ads (declared without texts): saving them leaves it out.
      ['necessary'],
    ]);
  });
});

describe('a returning visitor', () => {
  const stored = (revision: number, categories: string[]) => {
    const at = new Date(Date.now() - 86_400_000).toISOString();
    const value = {
      categories,
      revision,
      data: null,
      consentTimestamp: at,
      consentId: 'c0nsent',
      services: {},
      languageCode: 'sv',
      lastConsentTimestamp: at,
      expirationTime: Date.now() + 86_400_000,
    };
    return `cc_cookie=${encodeURIComponent(JSON.stringify(value))}; path=/`;
  };

  it.each([false, true])('who granted analytics under this revision is not asked again and gets the tag (library last: %s)', async (libraryLast) => {
    document.cookie = stored(REVISION, ['necessary', 'analytics']);
    const { t } = await renderConsent('sv', { libraryLast });
    await waitFor(() => expect(tagScript()).not.toBeNull());
    expect(screen.queryByRole('dialog', { name: t.label })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('who declined analytics has stale analytics cookies removed, and no tag', async () => {
    document.cookie = stored(REVISION, ['necessary']);
    document.cookie = '_ga=GA1.1.1234; path=/';
    document.cookie = '_ga_ABC=GS1.1.99; path=/';
    await renderConsent('sv');
    await waitFor(() => expect(document.cookie).not.toMatch(/_ga/));
    expect(document.cookie).toMatch(/(^|; )cc_cookie=/);
    expect(tagScript()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('who answered an earlier revision is asked again, with no analytics meanwhile', async () => {
    document.cookie = stored(REVISION - 1, ['necessary', 'analytics']);
    const { banner } = await renderConsent('sv');
    expect(await banner()).toBeTruthy();
    expect(tagScript()).toBeNull();
    expect(page[`ga-disable-${gaId}`]).toBe(true);
  });
});

describe('without a Google tag id', () => {
  it('says so in the console, and accepting all loads no tag', async () => {
    vi.stubEnv('NEXT_PUBLIC_GA_ID', '');
    // The one console message a test expects.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { t, inline, banner } = await renderConsent('en');
    expect(inline).toBeNull();
    fireEvent.click(within(await banner()).getByRole('button', { name: t.acceptAll }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('Missing Google tag ID');
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });
});
