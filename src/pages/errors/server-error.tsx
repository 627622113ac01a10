import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page.tsx';

export interface ServerErrorProps {
  /** HTTP status shown large; 500 by default (docs/architecture.md#error-pages). */
  code?: number;
  /** Status message; defaults to 'Internal Server Error'. */
  title?: string;
  description?: ReactNode;
  onRetry?: () => void;
}

export function ServerError({ code = 500, title, description, onRetry }: ServerErrorProps) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code={code}
      title={title ?? t('errors.server.title')}
      description={description ?? t('errors.server.description')}
      actions={
        <>
          {onRetry && (
            <Button type="primary" onClick={onRetry}>
              {t('errors.actions.retry')}
            </Button>
          )}
          <Button href="/">{t('errors.actions.home')}</Button>
        </>
      }
    />
  );
}
