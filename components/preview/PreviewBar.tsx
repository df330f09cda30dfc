import { getTranslations } from 'next-intl/server';
import { draftMode } from 'next/headers';
import styles from './PreviewBar.module.css';

/** Shown while an editor previews drafts: says so, and offers the way out. */
export async function PreviewBar() {
  if (!(await draftMode()).isEnabled) return null;
  const t = await getTranslations('Preview');
  return (
    <form className={styles.bar} method="post" action="/api/preview/exit" role="region" aria-label={t('label')}>
      <p>{t('notice')}</p>
      <button type="submit">{t('exit')}</button>
    </form>
  );
}
