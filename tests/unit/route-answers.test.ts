/**
 * Every address a newcomer tries leads somewhere (docs/architecture.md#navigation): a screen, or a
 * redirect to where the thing lives; a record screen opened at a segment that is no id is not found.
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { registeredScreens } from '../../src/routes/screen-registry.ts';
import '../../src/routes/screens.ts';
import { REDIRECTS } from '../../src/routes/redirects.ts';
import { isRecordId, recordParams } from '../../src/routes/record-params.tsx';

const routes = [...registeredScreens().map((s) => ({ path: s.path, screen: s })), ...REDIRECTS.map((r) => ({ path: r.from, redirect: r.to }))];
const routeOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

describe('addresses that answer', () => {
  it('sends each redirect to a screen that exists', () => {
    for (const { from, to } of REDIRECTS) {
      const target = routeOf(to.split('?')[0]!);
      expect(target && 'screen' in target, `${from} → ${to}`).toBe(true);
    }
  });

  it.each([
    ['/domains', '/settings/url-shortener'],
    ['/management/live-phones', '/hub/routing/vendor/live-phones'],
    ['/management/proxies', '/management?missing=proxies'],
    ['/management/status-logs', '/management?missing=status-logs'],
  ])('%s leads to %s', (from, to) => {
    expect(routeOf(from)).toMatchObject({ redirect: to });
  });

  it('has /management as a staff screen', () => {
    expect(routeOf('/management')).toMatchObject({ screen: { access: { resource: 'management', action: 'list' } } });
  });

  it.each([
    ['/integrations/billings', 'integration-billings'],
    ['/integrations/requests', 'integration-requests'],
  ])('%s is the list of %s, not a record of integrations', (path, resource) => {
    expect(routeOf(path)).toMatchObject({ path, screen: { access: { resource, action: 'list' } } });
  });

  it('takes only ids as records', () => {
    for (const id of ['1', '42', '2147483647']) expect(isRecordId(id), id).toBe(true);
    for (const id of ['billings', 'requests', '0', '007', '-1', '1.5', '2147483648', '', undefined]) expect(isRecordId(id), String(id)).toBe(false);
    expect(recordParams('/integrations/:id/billings/:rid/edit')).toEqual(['id', 'rid']);
    expect(recordParams('/integrations/create')).toEqual([]);
    // Every other segment a record screen is reached at is checked: /integrations/webhooks reaches /integrations/:id.
    expect(routeOf('/integrations/webhooks')).toMatchObject({ path: '/integrations/:id' });
    expect(recordParams(routeOf('/integrations/webhooks')!.path)).toEqual(['id']);
  });
});
