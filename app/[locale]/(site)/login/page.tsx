import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthForm } from '@/features/auth/AuthForm';
import { ProviderButtons, providerNames } from '@/features/auth/ProviderButtons';
import { Link } from '@/i18n/navigation';
import { login, resendConfirmation } from '@/features/auth/server';
import { authMetadata } from '@/lib/auth/page';
import { safeReturnTo } from '@/lib/auth/return-to';
import { firstString, parseQuery } from '@/lib/http/query';
import { localeFrom } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  return authMetadata(await localeFrom(params), '/login', 'login');
}

export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/login'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const query = parseQuery(await searchParams);
  const returnTo = safeReturnTo(firstString(query, 'returnTo'));
  const t = await getTranslations('Auth');
  const provider = firstString(query, 'provider');
  const failedProvider = provider && /^[a-z0-9-]{1,40}$/.test(provider) ? provider : null;
  const providerName = failedProvider && (await providerNames())(failedProvider);
  const notice =
    firstString(query, 'confirmed') === '1'
      ? t('login.confirmed')
      : firstString(query, 'confirmation') === 'invalid'
        ? t('confirm.invalid')
        : providerName
          ? t('provider.failed', { provider: providerName })
          : returnTo !== '/'
            ? t('login.signInRequired')
            : null;

  return (
    <div className="container narrow">
      <h1>{t('login.title')}</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <AuthForm
        id="login"
        action={login.bind(null, locale)}
        required={t('required')}
        submit={t('login.submit')}
        pending={t('login.pending')}
        hidden={{ returnTo }}
        fields={[
          { name: 'identifier', label: t('identifier'), autoComplete: 'username' },
          { name: 'password', label: t('password'), type: 'password', autoComplete: 'current-password' },
        ]}
        resend={{ action: resendConfirmation.bind(null, locale), submit: t('resend.submit'), pending: t('resend.pending'), emailLabel: t('email') }}
      />
      <ProviderButtons />
      <p>
        <Link href="/forgot-password">{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link href="/register">{t('login.register')}</Link>
      </p>
    </div>
  );
}
