import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthForm } from '@/features/auth/AuthForm';
import { MyOrders } from '@/features/samples/MyOrders';
import { changePassword, resendConfirmation } from '@/features/auth/server';
import { authMetadata, requireUser } from '@/lib/auth/page';
import { localeFrom } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/account'>): Promise<Metadata> {
  return authMetadata(await localeFrom(params), '/account', 'account');
}

export default async function AccountPage({ params, searchParams }: PageProps<'/[locale]/account'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const user = await requireUser(locale, '/account', await searchParams);
  const t = await getTranslations('Auth');
  return (
    <div className="container narrow">
      <h1>{t('account.title')}</h1>
      <section aria-labelledby="account-details">
        <h2 id="account-details">{t('account.details')}</h2>
        <dl className="specs">
          <div>
            <dt>{t('username')}</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>{t('email')}</dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
        <p>{user.confirmed ? t('account.confirmedYes') : t('account.unconfirmed')}</p>
      </section>
      <MyOrders />
      {user.provider === 'local' && (
        <section aria-labelledby="change-password">
          <h2 id="change-password">{t('account.changePassword')}</h2>
          <AuthForm
            id="change-password"
            action={changePassword.bind(null, locale)}
            required={t('required')}
            submit={t('account.changeSubmit')}
            pending={t('account.changePending')}
            fields={[
              { name: 'currentPassword', label: t('currentPassword'), type: 'password', autoComplete: 'current-password' },
              { name: 'password', label: t('newPassword'), type: 'password', autoComplete: 'new-password', hint: t('passwordHint') },
              { name: 'passwordConfirmation', label: t('passwordConfirmation'), type: 'password', autoComplete: 'new-password' },
            ]}
          />
        </section>
      )}
      {!user.confirmed && (
        <section aria-labelledby="resend">
          <h2 id="resend">{t('resend.title')}</h2>
          <AuthForm
            id="resend-account"
            action={resendConfirmation.bind(null, locale)}
            required={t('required')}
            submit={t('resend.submit')}
            pending={t('resend.pending')}
            hidden={{ email: user.email }}
            fields={[]}
          />
        </section>
      )}
    </div>
  );
}
