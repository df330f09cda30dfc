import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTranslations } from 'next-intl/server';
import { version } from 'vanilla-cookieconsent/package.json';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { startConsent, type ConsentStart, type ConsentTexts } from './starter';

/**
 * The consent banner's one file (decision 029): vanilla-cookieconsent's own UMD build, then
 * the site's start with the page's language, texts and revision. A page asks for it with its
 * nonce as an async script in <head>, so the banner paints as soon as this file arrives, not
 * after the application; the texts live here rather than in every page's HTML and payload.
 * The address names everything the file is made of, so a browser may keep it for good.
 */
export function consentScriptPath({ language, revision, build }: { language: Locale; revision: number; build: string | null }): string {
  return `/api/consent/banner?${new URLSearchParams({ l: language, r: String(revision), v: build ?? version })}`;
}

let library: string | undefined;

/** The file's text for one language and revision. */
export async function consentScript(start: Omit<ConsentStart, 'texts'>): Promise<string> {
  library ??= readFileSync(path.join(process.cwd(), 'node_modules', 'vanilla-cookieconsent', 'dist', 'cookieconsent.umd.js'), 'utf8');
  const settings: ConsentStart = { ...start, texts: await consentTexts(start.language) };
  return `${library}\n;(${startConsent.toString()})(${JSON.stringify(settings)});\n`;
}

async function consentTexts(locale: Locale): Promise<ConsentTexts> {
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
