/**
 * A routing reason in the reader's language: its code names the sentence, its values fill it.
 * Prices are millionths of their currency, formatted like every SMS price; a rule's conditions are
 * named with the rule form's own field labels.
 */
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../../resources/sms/shared.ts';

export interface Reason {
  code: string;
  text: string;
  values: Record<string, string | number | null>;
}

export const smsPrice = (price: number, currency: string, locale: string) => formatMoney(price, currency, locale, SMS_PRICE_SCALE);

function ruleConditions(t: TFunction, v: Reason['values']): string {
  const parts = [
    v.country && `${t('routing-rules.fields.country')}: ${v.country}`,
    v.network && `${t('routing-rules.fields.network')}: ${v.network}`,
    v.sender && `${t('routing-rules.fields.sender_pattern')}: /${v.sender}/`,
    v.segment_id !== null && v.segment_id !== undefined && `${t('routing-rules.fields.segment_id')}: #${v.segment_id}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('routing-simulate.reasons.every_message');
}

export function reasonText(t: TFunction, locale: string, reason: Reason): string {
  const v = reason.values;
  const key = `routing-simulate.reasons.${reason.code}`;
  switch (reason.code) {
    case 'number':
      return t(v.network ? 'routing-simulate.reasons.number' : 'routing-simulate.reasons.number_unknown', {
        e164: v.e164,
        country: v.country ?? '—',
        network: v.network,
        code: v.mcc && v.mnc ? `${v.mcc} ${v.mnc}` : '—',
        source: t(`routing-simulate.sources.${v.source === 'hlr' || v.source === 'mnp' ? v.source : 'prefix'}`),
      });
    case 'blacklisted':
      return t(`routing-simulate.reasons.blacklisted_${v.match === 'prefix' ? 'prefix' : 'number'}_${v.scope === 'global' ? 'global' : 'team'}`, { entry: v.entry, reason: v.reason ?? '—' });
    case 'rule_matched':
      return t(key, { id: v.rule_id, priority: v.priority, conditions: ruleConditions(t, v) });
    case 'least_cost':
    case 'route_chosen':
      return t(v.basis === 'country' ? 'routing-simulate.reasons.route_chosen_country' : key, { ...v, price: smsPrice(Number(v.price), String(v.currency), locale) });
    case 'route_skipped_missing':
      return t(key, { route: `#${v.route_id}` });
    default:
      return t(key, v as Record<string, string | number>);
  }
}
