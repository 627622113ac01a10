import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Ltr } from '../../components/ltr.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ErrorPage } from './error-page.tsx';

export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('errors.notFound.title'));
  return (
    <ErrorPage
      code={404}
      title={t('errors.notFound.title')}
      description={
        <>
          {t('errors.notFound.description')} <Ltr>{pathname}</Ltr>
        </>
      }
      actions={
        <Link to="/">
          <Button type="primary">{t('errors.actions.home')}</Button>
        </Link>
      }
    />
  );
}
