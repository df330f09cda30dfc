import { getLocale, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { getGlobal } from '@/lib/strapi';
import { ConsentBanner, type ConsentTexts } from './ConsentBanner';

/**
 * The consent banner and the analytics that wait for it. Only the page's language goes to
 * the browser: the language switcher is a plain link through /api/locale's redirect, a new
 * document with its own texts, and should a client-side navigation ever cross languages,
 * the layout renders again with the new language's texts (ConsentBanner takes them up).
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
      <ConsentBanner
        revision={revision}
        language={language}
        texts={texts}
        gaId={gaId ?? null}
        nonce={nonce}
        secure={process.env.NODE_ENV === 'production'}
        useLocalStorage={useLocalStorage}
      />
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
