/**
 * The SMS delivery knows nothing of the areas built on it: a campaign's counters (and, next, the
 * hub's client receipts and billing's charges) follow a message through the delivery hooks their
 * manifests register, so the SMS domain imports none of their code.
 */
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './import-graph.ts';

const BUILT_ON_SMS = ['campaigns', 'automations', 'hub', 'billing'];

describe('the SMS domain and the areas built on it', () => {
  it('imports none of their domain code', () => {
    const crossings = sourceFiles('server/domains/sms').flatMap((file) =>
      importsOf(file)
        .filter((edge) => edge.to && BUILT_ON_SMS.some((area) => edge.to!.startsWith(`server/domains/${area}/`)))
        .map((edge) => `${edge.from} → ${edge.to}`),
    );
    expect(crossings).toEqual([]);
  });
});
