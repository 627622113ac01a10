import { useOne } from '@refinedev/core';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resourceByName } from '../../resources/catalogue.ts';
import type { FieldDef } from '../../resources/kit/index.ts';
import { Ltr } from '../components/ltr.tsx';
import { useAccess } from '../hooks/use-access.ts';
import { Clipped } from './clipped.tsx';
import { retryUnlessGone } from './retry-unless-gone.ts';
import { recordPath, resourceRoutes } from './routes.ts';

/**
 * A referenced record shown by its label (react-query shares one request per record). A record
 * the user may not open (a platform account, for a team member) stays its plain `#id`, unrequested.
 * One that is gone (deleted since it was chosen) says so in place rather than in a toast: a list or
 * a diagram may name many.
 */
export function ReferenceTitle({ field, id, link = false, clip = false }: { field: FieldDef; id: unknown; link?: boolean; clip?: boolean }) {
  const target = field.reference ? resourceByName(field.reference.resource) : undefined;
  const { t } = useTranslation();
  const allowed = useAccess();
  const mayShow = !!target && allowed({ resource: target.name, action: 'show' });
  const valid = (typeof id === 'number' || typeof id === 'string') && id !== '';
  const { result, query } = useOne({
    resource: target?.name ?? '',
    id: valid ? (id as string | number) : '',
    queryOptions: { enabled: mayShow && valid, retry: retryUnlessGone },
    errorNotification: false,
  });
  if (!valid) return null;
  if ((query.error as { statusCode?: number } | null)?.statusCode === 404)
    return (
      <Typography.Text type="danger" data-testid="reference-missing">
        <Ltr>#{String(id)}</Ltr> ({t('resources.reference.missing')})
      </Typography.Text>
    );
  const label = result?.[field.reference!.label];
  const named = mayShow && query.isSuccess && label != null;
  const text = named ? clip ? <Clipped text={String(label)} /> : String(label) : <Ltr>#{String(id)}</Ltr>;
  const routes = target ? resourceRoutes(target) : null;
  return link && mayShow && routes ? <Link to={recordPath(routes.show, id as string | number)}>{text}</Link> : <>{text}</>;
}
