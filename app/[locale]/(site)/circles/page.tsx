import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './circles.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/circles'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'Circles' });
  return pageMetadata({ locale, path: '/circles', title: t('title'), description: t('description') });
}

const RINGS = 14;

/** Rings of dots, each ring a little larger, with dots spaced evenly along it. */
function dots() {
  const result: { cx: number; cy: number; r: number; key: string }[] = [];
  for (let ring = 1; ring <= RINGS; ring++) {
    const radius = ring * 34;
    const count = Math.round((2 * Math.PI * radius) / 18);
    for (let i = 0; i < count; i++) {
      const angle = (i / count) * 2 * Math.PI + ring * 0.35;
      result.push({
        cx: Math.round((500 + radius * Math.cos(angle)) * 10) / 10,
        cy: Math.round((500 + radius * Math.sin(angle)) * 10) / 10,
        r: 2.2 + (ring % 3) * 0.9,
        key: `${ring}-${i}`,
      });
    }
  }
  return result;
}

export default async function CirclesPage({ params }: PageProps<'/[locale]/circles'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const t = await getTranslations('Circles');
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <svg viewBox="0 0 1000 1000" className={styles.art} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid meet">
        {dots().map(({ key, ...dot }) => (
          <circle key={key} {...dot} className={styles[`dot${Number(key.split('-')[0]) % 3}`]} />
        ))}
      </svg>
    </div>
  );
}
