import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthForm } from '@/features/auth/AuthForm';
import { forgotPassword } from '@/features/auth/server';
import { authMetadata } from '@/lib/auth/page';
import { localeFrom } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/forgot-password'>): Promise<Metadata> {
  return authMetadata(await localeFrom(params), '/forgot-password', 'forgot');
}

export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/forgot-password'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <div className="container narrow">
      <h1>{t('forgot.title')}</h1>
      <p className="lead">{t('forgot.intro')}</p>
      <AuthForm
        id="forgot"
        action={forgotPassword.bind(null, locale)}
        required={t('required')}
        submit={t('forgot.submit')}
        pending={t('forgot.pending')}
        fields={[{ name: 'email', label: t('email'), type: 'email', autoComplete: 'email' }]}
      />
    </div>
  );
}
