import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundPath } from './NotFoundPath';

/** "Page not found", the hint, the path asked for and the way home. */
export function NotFoundScreen() {
  const t = useTranslations('ErrorPage');
  return (
    <ErrorScreen title={t('title')} heading={t('notFoundHeading')} text={t('notFoundText')}>
      <NotFoundPath />
      <Link className="button" href="/">
        {t('home')}
      </Link>
    </ErrorScreen>
  );
}
