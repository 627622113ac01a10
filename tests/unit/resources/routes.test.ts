import { describe, expect, it } from 'vitest';
import { allResources, customFields, offers, resourceByName } from '../../../resources/index.ts';
import type { Resource } from '../../../resources/kit/index.ts';
import { isScreenRegistered, registeredScreens } from '../../../src/routes/screen-registry.ts';
import '../../../src/routes/screens.ts';
import { toRefineResources } from '../../../src/resource-ui/refine-resources.ts';
import { apiName, recordPath, resourceRoutes, viewRoutePatterns, viewRoutes } from '../../../src/resource-ui/routes.ts';
import { resourceScreens } from '../../../src/resource-ui/screens.ts';
import { childViews } from '../../../src/resource-ui/child-views.ts';

describe('resource routes', () => {
  it('derives create, edit and show from the list route', () => {
    expect(resourceRoutes(offers)).toEqual({
      list: '/campaigns/offers',
      create: '/campaigns/offers/create',
      edit: '/campaigns/offers/:id/edit',
      show: '/campaigns/offers/:id',
    });
    expect(recordPath('/campaigns/offers/:id/edit', 12)).toBe('/campaigns/offers/12/edit');
  });

  it('keeps routes a resource declares itself and skips resources without a list', () => {
    const custom = { ...offers, routes: { list: '/x', show: '/x/:id/settings' } } as Resource;
    expect(resourceRoutes(custom)?.show).toBe('/x/:id/settings');
    expect(resourceRoutes(custom)?.edit).toBe('/x/:id/edit');
    expect(resourceRoutes({ ...offers, routes: {} } as Resource)).toBeNull();
    expect(resourceScreens([{ ...offers, routes: {} } as Resource])).toEqual([]);
  });

  it('registers the app screens of every resource with a list route, plus those of each view', () => {
    const screens = resourceScreens(allResources());
    // List and show; create and edit unless nobody may (records Parley writes). A view: the same, create only under a parent.
    const forms = (r: Resource) => Number(!r.closed.includes('create')) + Number(!r.closed.includes('edit'));
    const views = allResources().reduce((n, r) => n + (r.routes.views ?? []).reduce((m, v) => m + 2 + forms(r) - (v.idFilter || r.closed.includes('create') ? 0 : 1), 0), 0);
    expect(screens).toHaveLength(allResources().filter((r) => r.routes.list).reduce((n, r) => n + 2 + forms(r), 0) + views);
    for (const path of ['/settings/custom-fields', '/settings/custom-fields/create', '/settings/custom-fields/:id/edit', '/settings/custom-fields/:id', '/campaigns/offers']) {
      expect(isScreenRegistered(path), path).toBe(true);
    }
    expect(screens.every((s) => s.layout === 'app' && s.guards.includes('auth'))).toBe(true);
    // Hand-written screens keep their paths.
    expect(registeredScreens().find((s) => s.path === '/settings/tokens')).toBeDefined();
  });

  it('keeps a view\u2019s records under its path: a parent\u2019s children under the parent, a copy of a list under the copy', () => {
    const rules = resourceByName('routing-rules')!;
    const hubRules = rules.routes.views!.find((v) => v.path === '/hub/routing/plans/:id/rules')!;
    expect(viewRoutePatterns(rules, hubRules)).toEqual({
      list: '/hub/routing/plans/:id/rules',
      create: '/hub/routing/plans/:id/rules/create',
      show: '/hub/routing/plans/:id/rules/:rid',
      edit: '/hub/routing/plans/:id/rules/:rid/edit',
    });
    const filled = viewRoutes(rules, hubRules, '12');
    expect(filled.create).toBe('/hub/routing/plans/12/rules/create');
    expect(recordPath(filled.edit!, 40)).toBe('/hub/routing/plans/12/rules/40/edit');
    for (const path of ['/hub/routing/plans/:id/rules/create', '/hub/routing/plans/:id/rules/:rid', '/hub/automations/:id', '/hub/automations/:id/edit', '/sms/routing/rates/:id']) {
      expect(isScreenRegistered(path), path).toBe(true);
    }
    const automations = resourceByName('automations')!;
    const hub = viewRoutes(automations, automations.routes.views![0], undefined);
    // Made at the resource's own create screen; shown and edited in the hub.
    expect(hub).toEqual({ list: '/hub/automations', create: '/campaigns/automations/create', show: '/hub/automations/:id', edit: '/hub/automations/:id/edit' });
  });

  it('gives Refine the API path as name and the kit name as identifier', () => {
    expect(apiName(customFields)).toBe('audience/custom-fields');
    const [cf] = toRefineResources([customFields]);
    expect(cf).toMatchObject({ name: 'audience/custom-fields', identifier: 'custom-fields', list: '/settings/custom-fields', show: '/settings/custom-fields/:id' });
  });
});

describe('child views', () => {
  it('links a record to the lists under it, in the section the page is in', () => {
    const plans = resourceByName('routing-plans')!;
    expect(childViews(plans, '/hub/routing/plans').map((c) => [c.resource.name, c.view.path])).toEqual([['routing-rules', '/hub/routing/plans/:id/rules']]);
    expect(childViews(plans, '/sms/routing/plans').map((c) => c.view.path)).toEqual(['/sms/routing/plans/:id/rules']);
    const endpoints = resourceByName('endpoints')!;
    expect(childViews(endpoints, '/hub/endpoints').map((c) => c.view.path)).toContain('/hub/endpoints/:id/static-client-prices');
    expect(childViews(resourceByName('offers')!, '/campaigns/offers')).toEqual([]);
  });
});
