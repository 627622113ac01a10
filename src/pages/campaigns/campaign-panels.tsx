/** The campaign page's own panels, under its fields: whether it can be sent, and its texts as a recipient gets them. */
import { CampaignPreviewPanel } from './preview-panel.tsx';
import { CampaignReportLink } from './campaign-report-link.tsx';
import { CampaignReadyPanel } from './ready-panel.tsx';

export default function CampaignPanels({ id }: { id: string }) {
  return (
    <>
      <CampaignReadyPanel id={id} />
      <CampaignPreviewPanel id={id} />
      <CampaignReportLink id={id} />
    </>
  );
}
