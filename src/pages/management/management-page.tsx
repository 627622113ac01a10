import { Alert, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MANAGEMENT_SCREENS, navRequest } from '../../../resources/navigation.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useAccessDecision } from '../../hooks/use-access.ts';
import { isScreenRegistered } from '../../routes/screen-registry.ts';
import { MISSING_MANAGEMENT_SCREENS, type MissingManagementScreen } from '../../routes/redirects.ts';

const isMissing = (value: string | null): value is MissingManagementScreen => MISSING_MANAGEMENT_SCREENS.includes(value as MissingManagementScreen);

/**
 * Staff: every management screen, wherever it lives. A screen of the hub shows here only as a name
 * while the current team has the hub off, since it cannot open there. An address of a screen
 * Parley does not have (`/management/proxies`) lands here saying so.
 */
export default function ManagementPage() {
  const { t } = useTranslation();
  const decide = useAccessDecision();
  const [search] = useSearchParams();
  const missing = search.get('missing');
  const screens = MANAGEMENT_SCREENS.filter((screen) => isScreenRegistered(screen.path)).flatMap((screen) => {
    const decision = decide(navRequest(screen));
    if (decision.can) return [{ screen, open: true }];
    return decision.area ? [{ screen, open: false }] : [];
  });

  return (
    <>
      <PageHeader title={t('management.title')} subtitle={t('management.subtitle')} />
      {isMissing(missing) && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t(`management.missing.${missing}`)} data-testid="management-missing" />}
      <Row gutter={[16, 16]}>
        {screens.map(({ screen, open }) => (
          <Col key={screen.key} xs={24} md={12} xl={8}>
            <Card size="small" style={{ height: '100%' }} data-testid={`management-${screen.key}`}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {open ? <Link to={screen.path}>{t(screen.label)}</Link> : t(screen.label)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t(`management.screens.${screen.key}`)}
              </Typography.Paragraph>
              {!open && (
                <Typography.Paragraph type="warning" style={{ margin: '8px 0 0' }}>
                  {t('management.hubOff')}
                </Typography.Paragraph>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
