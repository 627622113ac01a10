/** Two voice workflows: inbound triage (active) and missed-call recovery (a draft). */
import type { Db } from '../../../db/client.ts';
import { workflows } from '../../../db/schema/index.ts';
import type { Own } from '../own.ts';

export async function seedWorkflows(db: Db, own: Own, agentIds: number[]): Promise<void> {
  await db.insert(workflows).values([
    { ...own, name: 'Inbound triage', description: 'Route inbound calls: existing customers to care, new callers to the solar qualifier, after hours to voicemail.', status: 'active', graph: graph(agentIds) },
    {
      ...own,
      name: 'Missed-call recovery',
      description: 'Call back missed inbound callers within 10 minutes, then send an SMS if nobody answers.',
      status: 'draft',
      graph: {
        nodes: [
          { id: 'start', type: 'trigger', data: { event: 'call.missed' }, position: { x: 0, y: 0 } },
          { id: 'wait', type: 'delay', data: { minutes: 10 }, position: { x: 0, y: 120 } },
          { id: 'call', type: 'agent', data: { agent_id: agentIds[0] }, position: { x: 0, y: 240 } },
          { id: 'sms', type: 'sms', data: { text: 'Sorry we missed you — reply CALL and we will ring you back.' }, position: { x: 240, y: 240 } },
        ],
        edges: [
          { id: 'e1', source: 'start', target: 'wait' },
          { id: 'e2', source: 'wait', target: 'call' },
          { id: 'e3', source: 'call', target: 'sms', label: 'no_answer' },
        ],
        viewport: { x: 0, y: 0, zoom: 1 },
      },
    },
  ]);
}

function graph(agentIds: number[]) {
  return {
    nodes: [
      { id: 'start', type: 'trigger', data: { event: 'call.inbound' }, position: { x: 0, y: 0 } },
      { id: 'hours', type: 'condition', data: { rule: 'business_hours', timezone: 'America/Los_Angeles' }, position: { x: 0, y: 120 } },
      { id: 'known', type: 'condition', data: { rule: 'contact_exists' }, position: { x: -180, y: 240 } },
      { id: 'care', type: 'transfer', data: { number: '+14155550142' }, position: { x: -300, y: 360 } },
      { id: 'qualify', type: 'agent', data: { agent_id: agentIds[0] }, position: { x: -60, y: 360 } },
      { id: 'voicemail', type: 'agent', data: { agent_id: agentIds[1], mode: 'voicemail' }, position: { x: 180, y: 240 } },
    ],
    edges: [
      { id: 'e1', source: 'start', target: 'hours' },
      { id: 'e2', source: 'hours', target: 'known', label: 'open' },
      { id: 'e3', source: 'hours', target: 'voicemail', label: 'closed' },
      { id: 'e4', source: 'known', target: 'care', label: 'yes' },
      { id: 'e5', source: 'known', target: 'qualify', label: 'no' },
    ],
    viewport: { x: 120, y: 40, zoom: 0.9 },
  };
}
