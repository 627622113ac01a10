// @vitest-environment jsdom
/** The rule form's routes: a row per route with its share, in failover order, the total said as it changes. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { RouteTargetsInput, RouteTargetsView } from '../../../src/resource-ui/route-targets/route-targets-input.tsx';

vi.mock('../../../src/resource-ui/route-targets/use-route-names.ts', () => {
  const routes = [
    { id: 1, name: 'Telvia Direct EU', status: 'active' },
    { id: 2, name: 'BlueWave HTTP', status: 'active' },
    { id: 3, name: 'Asterion Wholesale', status: 'active' },
  ];
  return { useRouteNames: () => ({ routes, nameOf: (id: number) => routes.find((r) => r.id === id)?.name ?? `#${id}` }) };
});

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});
afterEach(cleanup);

describe('RouteTargetsInput', () => {
  it('adds the next free route with the share still missing, and says when the shares miss 100 %', () => {
    const onChange = vi.fn();
    render(<RouteTargetsInput value={[{ route_id: 2, percent: 70 }]} onChange={onChange} />);
    expect(screen.getByRole('status').textContent).toMatch(/70 %/);
    fireEvent.click(screen.getByRole('button', { name: /add route/i }));
    expect(onChange).toHaveBeenLastCalledWith([
      { route_id: 2, percent: 70 },
      { route_id: 1, percent: 30 },
    ]);
  });

  it('moves a route earlier in the failover order, and removes one', () => {
    const onChange = vi.fn();
    const value = [
      { route_id: 1, percent: 100 },
      { route_id: 3, percent: 0 },
    ];
    render(<RouteTargetsInput value={value} onChange={onChange} />);
    fireEvent.click(screen.getAllByRole('button', { name: /move up/i })[1]);
    expect(onChange).toHaveBeenLastCalledWith([value[1], value[0]]);
    fireEvent.click(screen.getAllByRole('button', { name: /remove route/i })[0]);
    expect(onChange).toHaveBeenLastCalledWith([value[1]]);
  });

  it('shows a rule’s routes by name with their shares', () => {
    render(<RouteTargetsView value={[{ route_id: 2, percent: 70 }, { route_id: 1, percent: 30 }]} />);
    expect(document.body.textContent).toBe('1. BlueWave HTTP 70 % · 2. Telvia Direct EU 30 %');
  });
});
