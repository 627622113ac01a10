import { describe, expect, it } from 'vitest';
import { allResources, campaigns, topUps, vendorRates } from '../../../resources/index.ts';
import { isStateField, meaningOf } from '../../../resources/kit/index.ts';

describe('state meanings', () => {
  it('give every status of every resource a meaning, so each shows coloured', () => {
    const missing = allResources().flatMap((r) =>
      Object.entries(r.fields)
        .filter(([name, f]) => f.kind === 'select' && (name === 'status' || name === 'level' || name === 'outcome'))
        .flatMap(([name, f]) => f.options!.filter((o) => !meaningOf(r, name, o)).map((o) => `${r.name}.${name}.${o}`)),
    );
    expect(missing).toEqual([]);
  });

  it('reads the same value the same way everywhere, unless a field says otherwise', () => {
    expect(meaningOf(campaigns, 'status', 'sending')).toBe('progress');
    expect(meaningOf(campaigns, 'status', 'completed')).toBe('success');
    expect(meaningOf(campaigns, 'status', 'stopped')).toBe('ended');
    expect(meaningOf(vendorRates, 'status', 'pending')).toBe('planned');
    expect(meaningOf(topUps, 'status', 'pending')).toBe('progress');
    expect(meaningOf(campaigns, 'status', 'no-such-state')).toBeUndefined();
  });

  it('treats a select as a state only when every option means something', () => {
    expect(isStateField(campaigns, 'status')).toBe(true);
    expect(isStateField(campaigns, 'type')).toBe(false);
    expect(isStateField(campaigns, 'currency')).toBe(false);
    expect(isStateField(campaigns, 'name')).toBe(false);
  });
});
