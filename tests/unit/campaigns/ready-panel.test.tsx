// @vitest-environment jsdom
/** The campaign page's is-ready panel: blockers in the reader's words, the totals, and the table by country. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { IsReadyResponse } from '../../../resources/campaigns/campaign-readiness.ts';
import { initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { CampaignReadyPanel } from '../../../src/pages/campaigns/ready-panel.tsx';

const answer: { current: IsReadyResponse | undefined } = { current: undefined };
vi.mock('../../../src/pages/campaigns/use-readiness.ts', () => ({
  useCampaignReadiness: () => ({ answer: answer.current, loading: false, error: null, refetch: vi.fn() }),
}));

const blocked: IsReadyResponse = {
  ready: false,
  blockers: [
    { code: 'no_route', message: 'No route takes messages to FR.', countries: ['FR'] },
    { code: 'no_offer', message: 'A text carries {{offer_link}}: choose the offer it links to.' },
  ],
  reachable: 4,
  excluded: { opted_out: 1, blacklisted: 1, invalid: 0, no_route: 1 },
  by_country: [
    { country: 'GB', network: 'O2', contacts: 2, route: { id: 1, name: 'Alpha Direct' }, cost_each: 30_000, currency: 'EUR', parts: 1 },
    { country: 'FR', network: 'Orange', contacts: 1, route: null, cost_each: null, currency: null, parts: 1 },
  ],
  parts_per_message: 1,
  estimated_cost: 100_000,
  currency: 'EUR',
  costs: [{ currency: 'EUR', amount: 100_000 }],
};

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});
afterEach(cleanup);

describe('CampaignReadyPanel', () => {
  it('lists what blocks the campaign, what it reaches and costs, and the countries', () => {
    answer.current = blocked;
    render(<CampaignReadyPanel id="7" />);
    const panel = screen.getByTestId('campaign-ready');
    expect(panel.textContent).toContain('Not ready');
    expect(panel.textContent).toContain('No route takes messages to France.');
    expect(panel.textContent).toContain('A text carries {{offer_link}}: choose the offer it links to.');
    expect(panel.textContent).toContain('Opted out: 1');
    expect(panel.textContent).toContain('Without a route: 1');
    expect(panel.textContent).not.toContain('Invalid numbers');
    expect(panel.textContent).toMatch(/€0\.10/);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1].textContent).toMatch(/United Kingdom.*O2.*2.*Alpha Direct.*€0\.03/);
    expect(rows[2].textContent).toMatch(/France.*Orange.*No route/);
  });

  it('says when the campaign is ready', () => {
    answer.current = { ...blocked, ready: true, blockers: [], excluded: { opted_out: 0, blacklisted: 0, invalid: 0, no_route: 0 } };
    render(<CampaignReadyPanel id="7" />);
    expect(screen.getByText('Ready', { exact: true })).toBeTruthy();
    expect(screen.queryByText('Not ready')).toBeNull();
    expect(screen.queryByText(/Fix these before sending/)).toBeNull();
  });
});
