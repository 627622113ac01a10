// @vitest-environment jsdom
/** A no_route refusal as the simulate screen shows it: each route passed over, why, and a link to where it is mended. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { changeLocale, initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import type { SimulateResponse } from '../../../resources/sms/routing-simulate.ts';
import { NoRouteHelp } from '../../../src/pages/sms/routing/no-route-help.tsx';

type Refused = Extract<SimulateResponse, { ok: false }>;

const number = { e164: '+4915112345678', country: 'DE', network: 'T-Mobile', mcc: '262', mnc: '01', network_source: 'prefix' };
const refused = (more: Partial<Refused>): Refused => ({ ok: false, refusal: 'no_route', message: '', number, reasons: [], ...more });
const show = (decision: Refused) => render(<MemoryRouter><NoRouteHelp decision={decision} /></MemoryRouter>);

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});
afterEach(async () => {
  cleanup();
  await changeLocale('en');
});

describe('NoRouteHelp', () => {
  it('names each route with its reason and links to the screen that mends it', () => {
    show(refused({ skipped: [{ route_id: 1, route: 'Acme', reason: 'no_rate' }, { route_id: 2, route: 'Nordlink', reason: 'disabled' }, { route_id: 3, route: '#3', reason: 'missing' }] }));
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Route Acme has no vendor rate for T-Mobile (262 01): add one in Vendor rates.',
      'Route Nordlink is disabled: enable it in Routes.',
      'Route #3 no longer exists: choose another in the plan’s rules.',
    ]);
    expect(screen.getByRole('link', { name: 'add one in Vendor rates' }).getAttribute('href')).toBe('/sms/routing/rates');
    expect(screen.getByRole('link', { name: 'enable it in Routes' }).getAttribute('href')).toBe('/sms/routing/routes');
    expect(screen.getByRole('link', { name: 'choose another in the plan’s rules' }).getAttribute('href')).toBe('/sms/routing/plans');
  });

  it('says the team has no routes, or the plan no rule and no default route, when there is no route to name', () => {
    show(refused({ skipped: [] }));
    expect(screen.getByTestId('no-route-help').textContent).toBe('The team has no routes: add one in Routes, then price it in Vendor rates.');
    cleanup();
    show(refused({ skipped: [], reasons: [{ code: 'no_default_route', text: '', values: {} }] }));
    expect(screen.getByRole('link').getAttribute('href')).toBe('/sms/routing/plans');
  });

  it('reads in Arabic with the network kept left to right', async () => {
    await changeLocale('ar');
    show(refused({ skipped: [{ route_id: 1, route: 'Acme', reason: 'no_rate' }] }));
    expect(screen.getByRole('listitem').textContent).toBe('المسار Acme ليس له سعر مورّد لـ T-Mobile (262 01): أضف سعرًا في أسعار الموردين.');
    expect(screen.getByRole('listitem').querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
  });
});
