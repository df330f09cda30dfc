import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthForm } from '@/features/auth/AuthForm';
import { Link } from '@/i18n/navigation';
import { resetPassword } from '@/features/auth/server';
import { authMetadata } from '@/lib/auth/page';
import { firstString, parseQuery } from '@/lib/http/query';
import { localeFrom } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/reset-password'>): Promise<Metadata> {
  return authMetadata(await localeFrom(params), '/reset-password', 'reset');
}

export default async function ResetPasswordPage({ params, searchParams }: PageProps<'/[locale]/reset-password'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const code = firstString(parseQuery(await searchParams), 'code');
  const t = await getTranslations('Auth');
  return (
    <div className="container narrow">
      <h1>{t('reset.title')}</h1>
      {code ? (
        <AuthForm
          id="reset"
          action={resetPassword.bind(null, locale)}
          required={t('required')}
          submit={t('reset.submit')}
          pending={t('reset.pending')}
          hidden={{ code }}
          fields={[
            { name: 'password', label: t('newPassword'), type: 'password', autoComplete: 'new-password', hint: t('passwordHint') },
            { name: 'passwordConfirmation', label: t('passwordConfirmation'), type: 'password', autoComplete: 'new-password' },
          ]}
        />
      ) : (
        <p role="alert">
          {t('reset.missingCode')} <Link href="/forgot-password">{t('login.forgot')}</Link>
        </p>
      )}
    </div>
  );
}
