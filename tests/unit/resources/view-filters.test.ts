import { describe, expect, it } from 'vitest';
import { viewFilters } from '../../../src/resource-ui/list/view-filters.ts';
import { resourceScreens } from '../../../src/resource-ui/screens.ts';
import { defineResource, field, type Resource } from '../../../resources/kit/index.ts';
import { z } from '../../../resources/validation.ts';

describe('list views', () => {
  it('apply their fixed filters and the one the path id fills', () => {
    expect(viewFilters({ path: '/audience/contacts/voice', filter: { source: 'voice' } }, undefined)).toEqual([{ field: 'source', operator: 'eq', value: 'voice' }]);
    expect(viewFilters({ path: '/plans/:id/rules', idFilter: 'plan_id' }, '7')).toEqual([{ field: 'plan_id', operator: 'eq', value: '7' }]);
  });

  it('register a screen at every view path, and refuse views on unknown fields', () => {
    const things = defineResource({
      name: 'view-test-things',
      apiPath: '/v1/view-test-things',
      scope: 'team',
      titleField: 'name',
      routes: { list: '/things', views: [{ path: '/hub/things' }, { path: '/owners/:id/things', idFilter: 'owner_id' }] },
      fields: {
        name: field({ schema: z.string(), kind: 'text' }),
        owner_id: field({ schema: z.number().int(), kind: 'number', filter: ['eq'] }),
      },
    });
    // A resource defined only for this test is no ResourceName; the screens code takes it as one.
    const paths = resourceScreens([things as unknown as Resource]).map((s) => s.path);
    expect(paths).toEqual(expect.arrayContaining(['/things', '/hub/things', '/owners/:id/things', '/things/create', '/things/:id/edit', '/things/:id']));
    expect(() =>
      defineResource({
        name: 'view-test-broken',
        apiPath: '/v1/view-test-broken',
        scope: 'team',
        titleField: 'name',
        routes: { list: '/broken', views: [{ path: '/broken/:id/x', idFilter: 'nope' }] },
        fields: { name: field({ schema: z.string(), kind: 'text' }) },
      }),
    ).toThrow(/not a field/);
  });
});
