/**
 * Which way a journey goes. `condition`: the segment builder's rules, compiled against the team's
 * catalogue, asked of all the journeys' contacts in one query; `outcome`: whether the previous
 * step's outcome is one of those listed; `split`: a random draw per journey, `a` with the node's
 * percentage, `b` otherwise.
 */
import { sql } from 'drizzle-orm';
import { contacts } from '../../../../db/schema/index.ts';
import { rowsOf } from '../../../../events/change-triggers.ts';
import { HttpError } from '../../../../http/errors.ts';
import { compileSegmentRules } from '../../../audience/segment-rules.ts';
import { segmentCatalogue } from '../../../audience/segment-fields.ts';
import { allAlike, type NodeHandler, type StepResult } from '../types.ts';

const yesNo = (yes: boolean): StepResult => ({ kind: 'handle', handle: yes ? 'yes' : 'no' });

export const condition: NodeHandler = {
  run: async ({ node, teamId }, tx, journeys) => {
    let where;
    try {
      where = compileSegmentRules(node.data?.rules, await segmentCatalogue(tx, teamId));
    } catch (error) {
      // Rules naming a field since deleted: a fault of the diagram, not of the moment.
      if (error instanceof HttpError) return allAlike(journeys, { kind: 'failed', reason: `The condition's rules no longer hold: ${error.message}` });
      throw error;
    }
    const ids = sql.param([...new Set(journeys.map((j) => j.contact_id))]);
    const matching = rowsOf<{ id: number }>(await tx.execute(sql`select ${contacts.id} as id from ${contacts} where ${contacts.team_id} = ${teamId} and ${contacts.id} = any(${ids}::int[]) and (${where})`));
    const yes = new Set(matching.map((r) => Number(r.id)));
    return allAlike(journeys, (j) => yesNo(yes.has(j.contact_id)));
  },
};

export const outcome: NodeHandler = {
  run: async ({ node }, _tx, journeys) => {
    const listed = new Set(Array.isArray(node.data?.outcomes) ? (node.data.outcomes as string[]) : []);
    return allAlike(journeys, (j) => yesNo(j.last_outcome !== null && listed.has(j.last_outcome)));
  },
};

export const split: NodeHandler = {
  run: async ({ node }, _tx, journeys) => {
    const percent = typeof node.data?.percent === 'number' ? node.data.percent : 50;
    return allAlike(journeys, () => ({ kind: 'handle', handle: Math.random() * 100 < percent ? 'a' : 'b' }));
  },
};
