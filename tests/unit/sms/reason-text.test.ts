// @vitest-environment jsdom
/** Every reason the engine gives reads as a sentence in every language of the simulate screen. */
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { changeLocale, initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { decide, type DecideInput } from '../../../server/domains/sms/routing/decide.ts';
import type { Reason } from '../../../server/domains/sms/routing/decision.ts';
import { reasonText } from '../../../src/pages/sms/routing/reason-text.ts';
import { snapshotOf } from './routing-fixture.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});

const GB: DecideInput = { e164: '+447701234567', country: 'GB', from: 'Parley' };
const O2 = (route_id: number, price: number, currency = 'EUR') => ({ route_id, mcc: '234', mnc: '10', price, currency, country: 'GB' });

/** Decisions that between them give every reason code the engine has. */
function reasons(): Reason[] {
  const contact = { network: null, mcc: null, mnc: null, network_source: null, segment_ids: new Set<number>() };
  const split = snapshotOf({
    routes: [{ id: 1 }, { id: 2, active: false }, { id: 3 }, { id: 4 }, { id: 5 }],
    rates: [O2(1, 30_000), O2(3, 20_000, 'USD'), { route_id: 4, mcc: '234', mnc: '15', price: 40_000, country: 'GB' }],
    plans: [
      { id: 1, rules: [{ country: 'GB', targets: [{ route_id: 2, percent: 50 }, { route_id: 9, percent: 50 }, { route_id: 4, percent: 0 }, { route_id: 1, percent: 0 }] }] },
      { id: 2, strategy: 'lcr', rules: [] },
      { id: 3, default_route_id: 9, rules: [{ country: 'DE', targets: [{ route_id: 1, percent: 100 }] }] },
      { id: 4, rules: [] },
      { id: 5, default_route_id: 1, rules: [{ targets: [{ route_id: 5, percent: 100 }] }] },
    ],
    blacklist: [{ number: '+4477019', match: 'prefix', reason: 'range' }, { number: '+447701234500', reason: 'STOP' }],
    globalBlacklist: [{ number: '+4477018', match: 'prefix' }, { number: '+447701234501' }],
  });
  const hlr = { ...contact, network: 'O2', mcc: '234', mnc: '99', network_source: 'hlr', opted_out: false };
  return [
    decide(split, GB, { random: () => 0 }),
    decide(split, { ...GB, planId: 2 }),
    decide(split, { ...GB, planId: 3 }),
    decide(split, { ...GB, planId: 4 }),
    decide(split, { ...GB, planId: 5 }),
    decide(split, { ...GB, contact: hlr }),
    decide(split, { e164: '+447701912345', country: 'GB' }),
    decide(split, { e164: '+447701812345', country: 'GB' }),
    decide(split, { e164: '+447701234500', country: 'GB' }),
    decide(split, { e164: '+447701234501', country: 'GB' }),
    decide(split, { ...GB, contact: { ...contact, opted_out: true } }),
    decide(split, { e164: '+80012345678', country: null }),
  ].flatMap((d) => d.reasons);
}

describe('reason texts', () => {
  it('cover every reason code the engine gives', () => {
    const codes = new Set(reasons().map((r) => r.code));
    expect([...codes].sort()).toEqual(
      [
        'blacklisted', 'default_route', 'failover', 'least_cost', 'mixed_currencies', 'no_default_route', 'no_rule_matched', 'number', 'opted_out', 'plan_default', 'plan_named',
        'route_chosen', 'route_skipped_disabled', 'route_skipped_missing', 'route_skipped_no_rate', 'rule_exhausted', 'rule_matched', 'split_drawn',
      ].sort(),
    );
  });

  for (const language of ['en', 'ar', 'ir']) {
    it(`read as sentences in ${language}, values filled in`, async () => {
      await changeLocale(language);
      for (const reason of reasons()) {
        const text = reasonText(i18next.t.bind(i18next), language, reason);
        expect(text, reason.code).not.toMatch(/routing-simulate\.|\{\{/);
        expect(text.length, reason.code).toBeGreaterThan(8);
      }
    });
  }
});
