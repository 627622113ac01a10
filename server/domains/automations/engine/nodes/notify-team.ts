/** Telling the team: a notification per contact at the node, its title and message personalised for the contact, linking to the automation. */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../../events/change-triggers.ts';
import { renderText } from '../../../campaigns/personalise.ts';
import { allAlike, handleOut, type NodeHandler } from '../types.ts';

export const notifyTeam: NodeHandler = {
  run: async ({ node, teamId, automationId }, tx, journeys) => {
    const title = typeof node.data?.title === 'string' ? node.data.title : '';
    const message = typeof node.data?.message === 'string' ? node.data.message : '';
    if (!title.trim()) return allAlike(journeys, { kind: 'failed', reason: 'The notification has no title.' });
    const contacts = rowsOf<{ id: number; phone: string; first_name: string | null; last_name: string | null; custom: Record<string, string | number | boolean> | null }>(
      await tx.execute(sql`select id, phone, first_name, last_name, custom from contacts where team_id = ${teamId} and id = any(${sql.param(journeys.map((j) => j.contact_id))}::int[])`),
    );
    const render = (text: string, c: (typeof contacts)[number]) => renderText(text, { ...c, phone: c.phone ?? '' }, null);
    await tx.execute(sql`
      insert into notifications (team_id, type, level, title, body, link)
      select ${teamId}, 'system', 'info', v.title, v.body, ${`/campaigns/automations/${automationId}`}
      from unnest(${sql.param(contacts.map((c) => render(title, c).slice(0, 200)))}::text[], ${sql.param(contacts.map((c) => (message ? render(message, c).slice(0, 2000) : null)))}::text[]) as v(title, body)`);
    return allAlike(journeys, handleOut());
  },
};
