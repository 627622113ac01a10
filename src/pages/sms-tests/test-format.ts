/** How SMS tests are shown: a status's tag colour, a share as a percentage. */
export interface SmsTestRow {
  id: number;
  route_id: number;
  created_at: string;
  status: 'queued' | 'sent' | 'delivered' | 'failed' | 'timeout';
  receipt_status?: 'delivered' | 'failed' | 'expired' | 'rejected' | null;
  sender_id: string;
  sender_id_intact?: boolean | null;
  text_intact?: boolean | null;
  latency_ms?: number | null;
}

export const STATUS_COLORS: Record<SmsTestRow['status'], string> = { queued: 'default', sent: 'processing', delivered: 'success', failed: 'error', timeout: 'warning' };

export const formatShare = (share: number, locale: string) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
