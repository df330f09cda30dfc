import { getLocale, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { preload } from 'react-dom';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { CONSENT_LIBRARY_PATH } from '@/lib/consent/library';
import { consentStartScript, type ConsentTexts } from '@/lib/consent/starter';
import { env } from '@/lib/env';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { getGlobal } from '@/lib/strapi';
import { ConsentBanner } from './ConsentBanner';

/**
 * The consent banner and the analytics that wait for it. The banner is started by an inline
 * script with the page's nonce that loads the library as a file of its own (preloaded from
 * <head>), so it paints as soon as that small file arrives rather than after the application
 * (lib/consent/starter.ts). Only the page's language goes to the browser: the language
 * switcher is a plain link through /api/locale's redirect, a new document with its own texts.
 * The revision comes from the cms's global settings, the tag id from the environment.
 */
export async function Consent() {
  const { NEXT_PUBLIC_GA_ID: gaId, CONSENT_USE_LOCAL_STORAGE: useLocalStorage } = env();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const global = await getGlobal(routing.defaultLocale).catch(() => null);
  const revision = global?.consentRevision ?? 0;
  const requested = await getLocale();
  const language = localeOrDefault(requested);
  const texts = await textsFor(language);
  preload(CONSENT_LIBRARY_PATH, { as: 'script', nonce });
  const start = consentStartScript({
    library: CONSENT_LIBRARY_PATH,
    revision,
    language,
    texts,
    secure: process.env.NODE_ENV === 'production',
    useLocalStorage,
  });
  return (
    <>
      {gaId && (
        // Consent mode's default, run while the page is parsed, before any other gtag
        // command: everything denied. A data layer with more than 2 entries is already set up.
        <script
          id="consent-default"
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html:
              "window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};if(window.dataLayer.length<=2){gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});}",
          }}
        />
      )}
      <script id="consent-start" nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />
      <ConsentBanner gaId={gaId ?? null} nonce={nonce} />
    </>
  );
}

async function textsFor(locale: Locale): Promise<ConsentTexts> {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  const privacy = getPathname({ href: '/integrity', locale });
  return {
    consentModal: {
      label: t('label'),
      title: t('title'),
      description: t('description'),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('acceptNecessary'),
      showPreferencesBtn: t('showPreferences'),
      footer: `<a href="${privacy}">${t('privacy')}</a>`,
    },
    preferencesModal: {
      title: t('preferencesTitle'),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('acceptNecessary'),
      savePreferencesBtn: t('savePreferences'),
      closeIconLabel: t('close'),
      sections: [
        { title: t('introTitle'), description: t('introDescription') },
        { title: t('necessaryTitle'), description: t('necessaryDescription'), linkedCategory: 'necessary' },
        { title: t('analyticsTitle'), description: t('analyticsDescription'), linkedCategory: 'analytics' },
        { title: t('moreTitle'), description: `${t('moreDescription')} <a href="${privacy}">${t('privacy')}</a>` },
      ],
    },
  };
}
