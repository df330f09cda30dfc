import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthForm } from '@/features/auth/AuthForm';
import { MyOrders } from '@/features/samples/MyOrders';
import { changePassword, resendConfirmation } from '@/features/auth/server';
import { Link } from '@/i18n/navigation';
import { authMetadata, requireUser } from '@/lib/auth/page';
import { pageToken } from '@/lib/auth/session';
import { localeFrom } from '@/lib/i18n/locale';
import { deskProducersOf } from '@/lib/strapi/producer-desk';

export async function generateMetadata({ params }: PageProps<'/[locale]/account'>): Promise<Metadata> {
  return authMetadata(await localeFrom(params), '/account', 'account');
}

export default async function AccountPage({ params, searchParams }: PageProps<'/[locale]/account'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const user = await requireUser(locale, '/account', await searchParams);
  const [t, tDesk, deskProducers] = await Promise.all([getTranslations('Auth'), getTranslations('ProducerDesk.account'), producersOf(locale)]);
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
      {deskProducers.length > 0 && (
        <section aria-labelledby="producer-desk">
          <h2 id="producer-desk">{tDesk('heading')}</h2>
          <p>{tDesk('text', { producers: deskProducers.map((producer) => producer.name).join(', ') })}</p>
          <p>
            <Link href="/producer-desk">{tDesk('link')}</Link>
          </p>
        </section>
      )}
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

/**
 * The producers the account works for, if an editor let it into the producers' desk: none for
 * an architect (the cms refuses, which is no failure), and none when the cms cannot say, as the
 * account page stands without the desk's link.
 */
async function producersOf(locale: Awaited<ReturnType<typeof localeFrom>>) {
  const token = await pageToken();
  if (!token) return [];
  return deskProducersOf(token, locale).catch(() => []);
}
