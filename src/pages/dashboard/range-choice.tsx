import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_DAYS } from '../../../resources/dashboard/figures.ts';

export const RANGES = [7, 30, 90] as const;
const LABELS: Record<(typeof RANGES)[number], string> = { 7: 'dashboard.range.last7', 30: 'dashboard.range.last30', 90: 'dashboard.range.last90' };

/** The days the dashboard covers, kept in the address (`?days=90`) so a reload or a shared link keeps them. */
export function useRangeDays(): [number, (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (RANGES as readonly number[]).includes(asked) ? asked : DEFAULT_DAYS;
  const set = (next: number) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === DEFAULT_DAYS) out.delete('days');
        else out.set('days', String(next));
        return out;
      },
      { replace: true },
    );
  return [days, set];
}

export function RangeChoice({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented
      aria-label={t('dashboard.range.label')}
      value={days}
      onChange={(value) => onChange(Number(value))}
      options={RANGES.map((n) => ({ value: n, label: t(LABELS[n]) }))}
    />
  );
}
