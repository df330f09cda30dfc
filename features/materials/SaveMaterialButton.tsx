'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useAuth } from '@/components/auth/AuthProvider';
import { Link, usePathname } from '@/i18n/navigation';

// Only signed-in visitors need the list of saved materials (and swr): their part is a chunk
// of its own, so anonymous visitors of product and surface pages never download it.
const SaveForUser = dynamic(() => import('./SaveForUser'));

/**
 * "Save" on a product or surface page. Anonymous visitors are offered sign-in and come
 * back to the same page; signed-in users see at once whether it is already saved.
 */
export function SaveMaterialButton(target: { surfaceId: string } | { productId: string }) {
  const t = useTranslations('SaveMaterial');
  const user = useAuth();
  const pathname = usePathname();
  if (!user) {
    return (
      <Link className="button button--secondary" href={{ pathname: '/login', query: { returnTo: pathname } }}>
        {t('signInToSave')}
      </Link>
    );
  }
  return <SaveForUser {...target} />;
}
