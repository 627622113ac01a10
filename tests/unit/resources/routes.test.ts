import { describe, expect, it } from 'vitest';
import { allResources, customFields, offers } from '../../../resources/index.ts';
import type { Resource } from '../../../resources/kit/index.ts';
import { isScreenRegistered, registeredScreens } from '../../../src/routes/screen-registry.ts';
import '../../../src/routes/screens.ts';
import { toRefineResources } from '../../../src/resources/refine-resources.ts';
import { apiName, recordPath, resourceRoutes } from '../../../src/resources/routes.ts';
import { resourceScreens } from '../../../src/resources/screens.ts';

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

  it('registers four app screens for every resource with a list route, plus one per view', () => {
    const screens = resourceScreens();
    const views = allResources().reduce((n, r) => n + (r.routes.views?.length ?? 0), 0);
    expect(screens).toHaveLength(allResources().filter((r) => r.routes.list).length * 4 + views);
    for (const path of ['/settings/custom-fields', '/settings/custom-fields/create', '/settings/custom-fields/:id/edit', '/settings/custom-fields/:id', '/campaigns/offers']) {
      expect(isScreenRegistered(path), path).toBe(true);
    }
    expect(screens.every((s) => s.layout === 'app' && s.guards.includes('auth'))).toBe(true);
    // Hand-written screens keep their paths.
    expect(registeredScreens().find((s) => s.path === '/settings/tokens')).toBeDefined();
  });

  it('gives Refine the API path as name and the kit name as identifier', () => {
    expect(apiName(customFields)).toBe('audience/custom-fields');
    const [cf] = toRefineResources([customFields]);
    expect(cf).toMatchObject({ name: 'audience/custom-fields', identifier: 'custom-fields', list: '/settings/custom-fields', show: '/settings/custom-fields/:id' });
  });
});
