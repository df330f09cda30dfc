import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getGlobal } from '@/lib/strapi';
import { LocaleSwitcher } from './LocaleSwitcher';

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  // The header stays usable while the cms is down: the page below shows the error.
  const global = await getGlobal(locale).catch(() => null);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="brand" aria-label={t('home')}>
          <span className="brand__mark" aria-hidden="true" />
          {global?.siteName ?? 'Ytbanken'}
        </Link>
        {global && global.navigation.length > 0 && (
          <nav aria-label={t('mainNavigation')} className="site-nav">
            <ul>
              {global.navigation.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <LocaleSwitcher locale={locale} />
      </div>
    </header>
  );
}
