'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';

/**
 * "There is no page at /the/path" (the heading above already says the page was not found), read
 * in the browser because not-found pages get no params.
 */
export function NotFoundPath() {
  const t = useTranslations('ErrorPage');
  const path = usePathname();
  return <p className="muted">{t('notFoundPath', { path })}</p>;
}
