import { getLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { routing } from '@/i18n/routing';
import { currentBuild } from '@/lib/builds/manifest';
import { consentScriptPath } from '@/lib/consent/banner-script';
import { env } from '@/lib/env';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { getGlobal } from '@/lib/strapi';
import { ConsentBanner } from './ConsentBanner';

/**
 * The consent banner and the analytics that wait for it. The banner is a file of its own, the
 * library with its start and the page's texts (lib/consent/banner-script.ts), asked for with
 * the page's nonce as an async script that React puts in <head>: it paints as soon as that
 * file arrives rather than after the application. Only the page's language goes to the
 * browser: the language switcher is a plain link through /api/locale's redirect, a new
 * document with its own banner. The revision comes from the cms's global settings, the tag id
 * from the environment.
 */
export async function Consent() {
  const { NEXT_PUBLIC_GA_ID: gaId } = env();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const global = await getGlobal(routing.defaultLocale).catch(() => null);
  const revision = global?.consentRevision ?? 0;
  const requested = await getLocale();
  const language = localeOrDefault(requested);
  const banner = consentScriptPath({ language, revision, build: (await currentBuild())?.buildId ?? null });
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
      <script async src={banner} nonce={nonce} />
      <ConsentBanner gaId={gaId ?? null} nonce={nonce} />
    </>
  );
}
