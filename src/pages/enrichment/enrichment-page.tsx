/**
 * /audience/validation/hlr and /audience/validation/mnp: check a number (answered at once) or a
 * segment (a job with live progress), the log of every answer (the generic list), HLR's analytics,
 * and the provider that answers.
 */
import { useState } from 'react';
import { Col, Row, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { resourceByName } from '../../../resources/catalogue.ts';
import type { LookupKind } from '../../../resources/enrichment/lookup-providers.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { ResourceList } from '../../resource-ui/list/resource-list.tsx';
import { CheckAudienceCard } from './check-audience-card.tsx';
import { CheckNumberCard } from './check-number-card.tsx';
import { HlrAnalyticsPanel } from './hlr-analytics.tsx';
import { SCREENS } from './lookup-kind.ts';
import { ProviderForm } from './provider-form.tsx';

export function EnrichmentPage({ kind }: { kind: LookupKind }) {
  const { t } = useTranslation();
  const screen = SCREENS[kind];
  const can = useAccess();
  const mayCheck = can({ resource: screen.resource, action: 'check' });
  const resource = resourceByName(screen.resource)!;
  // Back from a lookup's page, or with the list's own filters in the address, the list shows.
  const { search } = useLocation();
  const [tab, setTab] = useState(search ? 'log' : 'check');
  const items = [
    {
      key: 'check',
      label: t('enrichment.tabs.check'),
      children: (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <CheckNumberCard screen={screen} allowed={mayCheck} />
          </Col>
          <Col xs={24} lg={12}>
            <CheckAudienceCard screen={screen} allowed={mayCheck} />
          </Col>
        </Row>
      ),
    },
    { key: 'log', label: t(`enrichment.tabs.log.${kind}`), children: <ResourceList resource={resource} /> },
    ...(kind === 'hlr' ? [{ key: 'analytics', label: t('enrichment.tabs.analytics'), children: <HlrAnalyticsPanel /> }] : []),
    ...(can({ resource: 'lookup-providers', action: 'list' }) ? [{ key: 'provider', label: t('enrichment.tabs.provider'), children: <ProviderForm kind={kind} /> }] : []),
  ];
  return (
    <>
      <PageHeader title={t(`enrichment.title.${kind}`)} subtitle={t(`enrichment.subtitle.${kind}`)} extra={!mayCheck ? <Tag>{t('enrichment.readOnly')}</Tag> : undefined} />
      <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden={false} />
    </>
  );
}
