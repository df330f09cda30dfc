import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthForm } from '@/features/auth/AuthForm';
import { ProviderButtons } from '@/features/auth/ProviderButtons';
import { Link } from '@/i18n/navigation';
import { register } from '@/features/auth/server';
import { authMetadata } from '@/lib/auth/page';
import { localeFrom } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/register'>): Promise<Metadata> {
  return authMetadata(await localeFrom(params), '/register', 'register');
}

export default async function RegisterPage({ params }: PageProps<'/[locale]/register'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <div className="container narrow">
      <h1>{t('register.title')}</h1>
      <p className="lead">{t('register.intro')}</p>
      <AuthForm
        id="register"
        action={register.bind(null, locale)}
        required={t('required')}
        submit={t('register.submit')}
        pending={t('register.pending')}
        fields={[
          { name: 'username', label: t('username'), autoComplete: 'username' },
          { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
          { name: 'password', label: t('password'), type: 'password', autoComplete: 'new-password', hint: t('passwordHint') },
          { name: 'passwordConfirmation', label: t('passwordConfirmation'), type: 'password', autoComplete: 'new-password' },
        ]}
      />
      <ProviderButtons />
      <p>
        {t('register.haveAccount')} <Link href="/login">{t('login.submit')}</Link>
      </p>
    </div>
  );
}
