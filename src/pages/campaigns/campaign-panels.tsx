/**
 * The campaign page's own panels. Above its fields, once it has been sent: the send, live. Under
 * them, while it can still be sent or changed: whether it can be sent, and its texts as a recipient
 * gets them.
 */
import { CampaignPreviewPanel } from './preview-panel.tsx';
import { CampaignProgressPanel } from './progress-panel.tsx';
import { CampaignReadyPanel } from './ready-panel.tsx';

interface Props {
  id: string;
  status: string;
  run: number;
  place: 'top' | 'bottom';
}

export default function CampaignPanels({ id, status, run, place }: Props) {
  if (place === 'top') return run > 0 || status === 'sending' ? <CampaignProgressPanel id={id} /> : null;
  // A send under way reads is-ready's answer no more: the frozen audience is what it sends to.
  if (status === 'sending') return <CampaignPreviewPanel id={id} />;
  return (
    <>
      <CampaignReadyPanel id={id} />
      <CampaignPreviewPanel id={id} />
    </>
  );
}
