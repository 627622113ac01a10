import type { ReactNode } from 'react';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';

interface QueryState {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A card of the overview: a skeleton while its list loads, the error with a retry, else its table. */
export function SectionCard({ title, link, query, children }: { title: string; link: { to: string; label: string }; query: QueryState; children: ReactNode }) {
  const { t } = useTranslation();
  let body = children;
  if (query.isLoading) body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else if (query.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        message={t('hub.loadFailed')}
        description={errorText(query.error, t)}
        action={<Button onClick={() => void query.refetch()}>{t('resources.retry')}</Button>}
      />
    );
  }
  return (
    <Card title={title} extra={<Link to={link.to}>{link.label}</Link>} style={{ height: '100%' }} styles={{ body: { paddingTop: 8 } }}>
      {body}
    </Card>
  );
}
