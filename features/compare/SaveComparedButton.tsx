'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useAuth } from '@/components/auth/AuthProvider';
import { Link } from '@/i18n/navigation';

// Only signed-in visitors need their lists (and swr): a chunk of its own, as for "Save".
const SaveComparedForUser = dynamic(() => import('./SaveComparedForUser'));

/**
 * "Save these" on the compare page; anonymous visitors are offered sign-in and come back to
 * `returnTo`, the same comparison.
 */
export function SaveComparedButton({ surfaceIds, returnTo }: { surfaceIds: string[]; returnTo: string }) {
  const t = useTranslations('SaveCompared');
  const user = useAuth();
  if (!user) {
    return (
      <p>
        <Link className="button button--secondary" href={{ pathname: '/login', query: { returnTo } }}>
          {t('signIn')}
        </Link>
      </p>
    );
  }
  return <SaveComparedForUser surfaceIds={surfaceIds} />;
}
