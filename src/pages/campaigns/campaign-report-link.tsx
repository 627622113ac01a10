import { Button, Flex } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Opens the SMS report filtered to this campaign (/campaigns/reports?campaign_id=N). */
export function CampaignReportLink({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Flex justify="end" style={{ marginTop: 16 }}>
      <Link to={`/campaigns/reports?campaign_id=${encodeURIComponent(id)}`}>
        <Button icon={<BarChartOutlined />} data-testid="campaign-report-link">
          {t('sms-reports.openForCampaign')}
        </Button>
      </Link>
    </Flex>
  );
}
