import { describe, expect, it } from 'vitest';
import { can, policyOf } from '../../../resources/access/can.ts';
import { resourceByName } from '../../../resources/index.ts';
import { defineResource, field } from '../../../resources/kit/index.ts';
import { z } from '../../../resources/validation.ts';
import { resourceRoutes, viewRoutePatterns } from '../../../src/resource-ui/routes.ts';
import { isScreenRegistered } from '../../../src/routes/screen-registry.ts';
import '../../../src/routes/screens.ts';

/** The facts Parley records (docs/architecture.md#records-parley-writes). */
const FACTS = ['calls', 'invoices', 'rate-changes', 'team-notifications', 'hlr-lookups', 'mnp-requests', 'integration-requests', 'integration-billings', 'feed-logs', 'live-phone-messages', 'webhook-deliveries', 'jobs', 'tool-events'];
const owner = { id: 1, is_staff: true, role: 'owner' as const, areas: ['hub' as const] };

describe('records Parley writes', () => {
  it.each(FACTS)('%s: nobody creates one, not even an owner who is staff', (name) => {
    const resource = resourceByName(name)!;
    expect(resource.writtenBy).toBe('system');
    expect(resource.closed).toContain('create');
    expect(can(owner, { resource: resource.name, action: 'create' })).toMatchObject({ can: false });
    expect(can(owner, { resource: resource.name, action: 'list' }).can).toBe(true);
    // Every field but a note is Parley's.
    for (const [fieldName, f] of Object.entries(resource.fields)) expect(f.readOnly || f.annotation, fieldName).toBe(true);
  });

  it('has no New or Edit screen, only the list and the record', () => {
    const calls = resourceByName('calls')!;
    expect(resourceRoutes(calls)).toEqual({ list: '/voice', create: null, edit: null, show: '/voice/:id' });
    expect(isScreenRegistered('/voice/create')).toBe(false);
    expect(isScreenRegistered('/voice/:id/edit')).toBe(false);
    expect(isScreenRegistered('/voice/:id')).toBe(true);
    const requests = resourceByName('integration-requests')!;
    expect(viewRoutePatterns(requests, requests.routes.views![0])).toMatchObject({ create: null, edit: null });
    expect(isScreenRegistered('/integrations/:id/requests/create')).toBe(false);
  });

  it('keeps a note editable where there is one, and deletion only where declared', () => {
    const hlr = resourceByName('hlr-lookups')!;
    expect(hlr.closed).toEqual(['create', 'delete']);
    expect(resourceRoutes(hlr)!.edit).toBe('/audience/validation/hlr/:id/edit');
    expect(can({ ...owner, is_staff: false }, { resource: 'hlr-lookups', action: 'edit' }).can).toBe(true);
    expect(resourceByName('team-notifications')!.closed).toEqual(['create', 'edit']);
    expect(policyOf('invoices').closed).toEqual(['create', 'edit', 'delete']);
  });

  it('refuses a declaration that contradicts itself', () => {
    const base = { apiPath: '/v1/x', scope: 'team' as const, titleField: 'name' as const, fields: { name: field({ schema: z.string(), kind: 'text' }) } };
    expect(() => defineResource({ ...base, name: 'facts-with-create', writtenBy: 'system', routes: { list: '/x', create: '/x/new' } })).toThrow(/no create screen/);
    expect(() => defineResource({ ...base, name: 'facts-with-edit', writtenBy: 'system', routes: { list: '/x', edit: '/x/:id/change' } })).toThrow(/no edit screen/);
    expect(() => defineResource({ ...base, name: 'people-with-note', routes: {}, fields: { name: field({ schema: z.string(), kind: 'text', annotation: true }) } })).toThrow(/annotation is for records Parley writes/);
    const ok = defineResource({ ...base, name: 'facts-ok', writtenBy: 'system', routes: {} });
    expect(ok.fields.name.readOnly).toBe(true);
  });
});
