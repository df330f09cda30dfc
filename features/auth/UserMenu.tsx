import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { User } from '@/lib/strapi/auth';

/**
 * The header's account corner: sign in, or the user's name, account link and sign out.
 * The layout binds the sign-out action to its locale, as pages do with every action.
 */
export async function UserMenu({ user, locale, signOut }: { user: User | null; locale: Locale; signOut: () => Promise<void> }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  if (!user) {
    return (
      <Link href="/login" className="sign-in">
        {t('signIn')}
      </Link>
    );
  }
  return (
    <nav className="user-menu" aria-label={t('accountMenu')}>
      <Link href="/my-materials">{t('myMaterials')}</Link>
      <Link href="/my-projects">{t('myProjects')}</Link>
      <Link href="/measurements">{t('measurements')}</Link>
      <Link href="/account" className="user-menu__name" title={t('signedInAs', { name: user.username })}>
        <span className="visually-hidden">{t('signedInAs', { name: '' })}</span>
        {user.username}
      </Link>
      <form action={signOut}>
        <button type="submit" className="link-button">
          {t('signOut')}
        </button>
      </form>
    </nav>
  );
}
