/**
 * Under a campaign text that carries web addresses: a warning when they cannot become short links
 * (no short-link domain, and Parley's own address is not one a phone can open), with where to
 * connect a domain. Silent while the team's links are made as usual.
 */
import { Alert } from 'antd';
import { useCustom } from '@refinedev/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { campaignLinkBasePath, type LinkBaseResponse } from '../../../resources/campaigns/campaign-readiness.ts';

/** Where a team connects its short-link domain (resources/workspace/domains.ts). */
const SHORTENER_SETTINGS = '/settings/url-shortener';

export function LinkBaseWarning({ id }: { id?: string }) {
  const { t } = useTranslation();
  const { result } = useCustom<LinkBaseResponse>({ url: campaignLinkBasePath, method: 'get', errorNotification: false, queryOptions: { staleTime: 60_000 } });
  const base = result.data && 'shortens' in result.data ? result.data : undefined;
  if (!base || base.shortens) return null;
  return (
    <Alert
      id={id}
      type="warning"
      showIcon
      style={{ marginTop: 8 }}
      data-testid="link-base-warning"
      message={t('resources.smsText.linksNotShortened', { prefix: base.prefix })}
      description={<Link to={SHORTENER_SETTINGS}>{t('resources.smsText.connectShortener')}</Link>}
    />
  );
}
