import { useTranslations } from 'next-intl';
import { ErrorScreen } from '@/components/ErrorScreen';
import { NotFoundPath } from '@/components/NotFoundPath';
import { Link } from '@/i18n/navigation';

export default function NotFound() {
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
