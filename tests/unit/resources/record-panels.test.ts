import { describe, expect, it } from 'vitest';
import type { AccessRequest } from '../../../resources/access/can.ts';
import { resourceByName } from '../../../resources/index.ts';
import { recordPanels, type RecordPanelContext } from '../../../src/resource-ui/show/record-panels.tsx';

/** A record page of `resource` where the user may edit when `mayEdit`, and holds exactly the access `grants` lists. */
function page(resource: string, record: Record<string, unknown> = {}, { mayEdit = true, grants = [] as string[] } = {}): RecordPanelContext {
  return {
    resource: resourceByName(resource)!,
    id: '7',
    record: { id: 7, ...record },
    mayEdit,
    allowed: (r: AccessRequest) => grants.includes(`${r.resource}:${r.action}`),
    reload: () => {},
  };
}

const names = (p: RecordPanelContext, place: 'top' | 'bottom') => recordPanels(p, place).map((panel) => panel.name);

describe('the record page’s panels (record-panels.tsx)', () => {
  it('lists nothing for a resource without panels', () => {
    expect(names(page('contacts'), 'top')).toEqual([]);
    expect(names(page('contacts'), 'bottom')).toEqual([]);
  });

  it('puts a campaign’s panels above and below its fields, an automation’s journey above them', () => {
    expect(names(page('campaigns'), 'top')).toEqual(['campaign-top']);
    expect(names(page('campaigns'), 'bottom')).toEqual(['campaign-bottom']);
    expect(names(page('automations'), 'top')).toEqual(['overview']);
    expect(names(page('automations'), 'bottom')).toEqual([]);
  });

  it('shows the panels that change something only to who may edit', () => {
    expect(names(page('feeds'), 'bottom')).toEqual(['webhook']);
    expect(names(page('feeds', {}, { mayEdit: false }), 'bottom')).toEqual([]);
    expect(names(page('provider-accounts', {}, { mayEdit: false }), 'bottom')).toEqual([]);
    expect(names(page('campaign-stoppers', {}, { mayEdit: false }), 'bottom')).toEqual(['test']);
  });

  it('reads the record: a DLR address for HTTP routes, a test for webhook and lead tools', () => {
    // Every route an editor opens takes its vendor's rate sheets; an HTTP one also shows its DLR address.
    expect(names(page('routes', { protocol: 'http' }), 'bottom')).toEqual(['dlr-url', 'rate-sheets']);
    expect(names(page('routes', { protocol: 'smpp' }), 'bottom')).toEqual(['rate-sheets']);
    expect(names(page('routes', { protocol: 'smpp' }, { mayEdit: false }), 'bottom')).toEqual([]);
    expect(names(page('voice-tools', { type: 'lead_submit' }), 'bottom')).toEqual(['test']);
    expect(names(page('voice-tools', { type: 'transfer' }), 'bottom')).toEqual([]);
  });

  it('shows an agent’s chat and test suites by their own access, in order', () => {
    expect(names(page('agents', {}, { mayEdit: false }), 'bottom')).toEqual(['prompt']);
    expect(names(page('agents', {}, { grants: ['agents:chat', 'agent-test-suites:list'] }), 'bottom')).toEqual(['prompt', 'test-call', 'chat', 'test-suites']);
  });
});
