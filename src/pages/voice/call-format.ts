/** How the calls screens write durations, rates and amounts in the reader's language. */
import { formatMoney } from '../../../resources/format/money.ts';
import type { CallMoney } from '../../../resources/voice/call-stats.ts';

/** 75 → "1:15", 3725 → "1:02:05"; digits in the reader's script. */
export function formatDuration(seconds: number | null | undefined, locale: string): string {
  if (seconds === null || seconds === undefined) return '—';
  const whole = Math.round(seconds);
  const n = (v: number, pad = false) => new Intl.NumberFormat(locale, { minimumIntegerDigits: pad ? 2 : 1, useGrouping: false }).format(v);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h ? `${n(h)}:${n(m, true)}:${n(s, true)}` : `${n(m)}:${n(s, true)}`;
}

export const formatRate = (rate: number | null | undefined, locale: string) =>
  rate === null || rate === undefined ? '—' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);

export const formatCount = (n: number, locale: string) => new Intl.NumberFormat(locale).format(n);

/** Amounts per currency, largest first, never added across currencies. */
export const formatCosts = (cost: readonly CallMoney[], locale: string) => (cost.length ? cost.map((m) => formatMoney(m.amount, m.currency, locale)).join(' · ') : '—');
