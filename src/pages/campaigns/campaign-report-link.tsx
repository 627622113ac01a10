import { Button } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Opens the SMS report filtered to this campaign (/campaigns/reports?campaign_id=N): in the header of the send's panel. */
export function CampaignReportLink({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Link to={`/campaigns/reports?campaign_id=${encodeURIComponent(id)}`}>
      <Button size="small" icon={<BarChartOutlined />} data-testid="campaign-report-link">
        {t('sms-reports.openForCampaign')}
      </Button>
    </Link>
  );
}
