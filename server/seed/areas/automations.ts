/**
 * Demo automations: four journeys drawn with the node types of resources/automations/automation-nodes.ts,
 * each published once (version 1) and paused, so the demo shows real diagrams without sending
 * anything until someone starts one. The segments, agents and tags named are the demo's own.
 */
import { and, eq } from 'drizzle-orm';
import type { AutomationGraph } from '../../../resources/automations/automations.ts';
import type { NodeTypeName } from '../../../resources/automations/automation-nodes.ts';
import type { Db } from '../../db/client.ts';
import { agents, automations, automationVersions, segments } from '../../db/schema/index.ts';
import type { DemoTeam } from '../demo-team.ts';

const DAY = 86_400_000;

const node = (id: string, type: NodeTypeName, x: number, y: number, data: Record<string, unknown> = {}) => ({ id, type, position: { x, y }, data });
const edge = (source: string, target: string, sourceHandle?: string) => ({ id: `${source}-${sourceHandle ?? 'out'}-${target}`, source, target, ...(sourceHandle && { sourceHandle }) });

export async function seedAutomations(db: Db, demo: DemoTeam): Promise<void> {
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };
  const [segment] = await db.select({ id: segments.id }).from(segments).where(eq(segments.team_id, demo.teamId)).orderBy(segments.id).limit(1);
  const [agent] = await db.select({ id: agents.id }).from(agents).where(and(eq(agents.team_id, demo.teamId))).orderBy(agents.id).limit(1);
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);

  const graphs: [string, AutomationGraph][] = [
    [
      'Welcome series',
      {
        nodes: [
          node('t', 'segment_entered', 0, 0, { segment_id: segment?.id }),
          node('s1', 'send_sms', 0, 135, { text: 'Welcome to Example Shop, {{first_name}}! Reply STOP to opt out.', sender: 'ExampleShop' }),
          node('w', 'wait_event', 0, 270, { event: 'link_clicked', timeout_amount: 2, timeout_unit: 'days' }),
          node('tag', 'add_tag', -195, 405, { tag: 'engaged' }),
          node('s2', 'send_sms', 195, 405, { text: 'Still looking, {{first_name}}? Your 10% code expires tonight.', sender: 'ExampleShop' }),
          node('e', 'end', 0, 540),
        ],
        edges: [edge('t', 's1'), edge('s1', 'w'), edge('w', 'tag', 'event'), edge('w', 's2', 'timeout'), edge('tag', 'e'), edge('s2', 'e')],
      },
    ],
    [
      'VIP call, then a text',
      {
        nodes: [
          node('t', 'tag_added', 0, 0, { tag: 'vip' }),
          node('c', 'voice_call', 0, 135, { agent_id: agent?.id }),
          node('o', 'outcome', 0, 270, { outcomes: ['no_answer', 'voicemail', 'busy'] }),
          node('s', 'send_sms', -195, 405, { text: 'Sorry we missed you, {{first_name}}. Tap the link to book a call back.', sender: 'ExampleShop' }),
          node('w', 'wait_event', -195, 540, { event: 'link_clicked', timeout_amount: 3, timeout_unit: 'days' }),
          node('c2', 'voice_call', -390, 675, { agent_id: agent?.id }),
          node('e', 'end', 195, 675),
        ],
        edges: [edge('t', 'c'), edge('c', 'o'), edge('o', 's', 'yes'), edge('o', 'e', 'no'), edge('s', 'w'), edge('w', 'c2', 'event'), edge('w', 'e', 'timeout'), edge('c2', 'e')],
      },
    ],
    [
      'Delivery check',
      {
        nodes: [
          node('t', 'message_status', 0, 0, { status: 'failed' }),
          node('h', 'hlr_lookup', 0, 135),
          node('o', 'outcome', 0, 270, { outcomes: ['unreachable'] }),
          node('tag', 'add_tag', -195, 405, { tag: 'unreachable' }),
          node('e', 'end', 195, 405),
        ],
        edges: [edge('t', 'h'), edge('h', 'o'), edge('o', 'tag', 'yes'), edge('o', 'e', 'no'), edge('tag', 'e')],
      },
    ],
    [
      'A/B reminder',
      {
        nodes: [
          node('t', 'api_call', 0, 0),
          node('sp', 'split', 0, 135, { percent: 50 }),
          node('a', 'send_sms', -195, 270, { text: 'Your order is ready, {{first_name}}.', sender: 'ExampleShop' }),
          node('b', 'wait_until', 195, 270, { time: '10:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] }),
          node('b2', 'send_sms', 195, 405, { text: 'Good morning {{first_name}}, your order is ready for pickup.', sender: 'ExampleShop' }),
          node('e', 'end', 0, 540),
        ],
        edges: [edge('t', 'sp'), edge('sp', 'a', 'a'), edge('sp', 'b', 'b'), edge('b', 'b2'), edge('a', 'e'), edge('b2', 'e')],
      },
    ],
  ];
  for (const [i, [name, graph]] of graphs.entries()) {
    const at = ago((60 - i * 10) * DAY);
    const [row] = await db
      .insert(automations)
      .values({ ...own, name, trigger: graph.nodes[0].type as NodeTypeName, status: 'paused', graph, published_version: 1, published_at: at, created_at: at, updated_at: at })
      .returning({ id: automations.id });
    await db.insert(automationVersions).values({ team_id: demo.teamId, automation_id: row.id, version: 1, graph, note: 'First version', published_at: at, published_by_id: demo.userId });
  }
}
