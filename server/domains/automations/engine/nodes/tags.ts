/** Adding and removing a tag: one statement over every contact at the node, with a history entry for each contact changed. */
import { sql } from 'drizzle-orm';
import { applyTagChange, tidyTags } from '../../../audience/contact-tags.ts';
import { allAlike, handleOut, type NodeHandler } from '../types.ts';

function tagging(kind: 'add' | 'remove'): NodeHandler {
  return {
    run: async ({ node, teamId }, tx, journeys) => {
      const tags = tidyTags(typeof node.data?.tag === 'string' ? [node.data.tag] : []);
      if (!tags.length) return allAlike(journeys, { kind: 'failed', reason: 'The node names no tag.' });
      const ids = sql.param([...new Set(journeys.map((j) => j.contact_id))]);
      await applyTagChange(tx, teamId, sql`contacts.team_id = ${teamId} and contacts.id = any(${ids}::int[])`, { add: kind === 'add' ? tags : [], remove: kind === 'remove' ? tags : [] }, null);
      return allAlike(journeys, handleOut());
    },
  };
}

export const addTag = tagging('add');
export const removeTag = tagging('remove');
