/**
 * A request to add and remove tags on contacts, as the contacts API takes it: named contacts are
 * changed at once; a filter is changed at once when it matches at most TAGS_AT_ONCE contacts, and
 * otherwise by a job (contact-tags-job.ts), so a request never holds the API for long.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { tagChangeBody } from '../../../resources/audience/contact-api.ts';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../caller.ts';
import { pickedContactsWhere } from './contact-filters.ts';
import { applyTagChange, TAGS_AT_ONCE, tidyTags, type TagChange } from './contact-tags.ts';

export type TagRequestDone = { changed: number; job_id: null } | { changed: null; job_id: number };

export async function changeTags(app: AppContext, caller: Caller, body: z.infer<typeof tagChangeBody>): Promise<TagRequestDone> {
  const db = app.database.db;
  const { teamId, userId } = caller;
  const change = { add: tidyTags(body.add), remove: tidyTags(body.remove) };
  const where = await pickedContactsWhere(db, teamId, body);
  if (body.ids) {
    const { changed } = await applyTagChange(db, teamId, where, change, userId);
    return { changed, job_id: null };
  }
  const counted = (await db.execute(sql`select count(*)::int as n from (select 1 from contacts where ${where} limit ${TAGS_AT_ONCE + 1}) s`)) as unknown as { rows: { n: number }[] };
  if (Number(counted.rows[0].n) <= TAGS_AT_ONCE) {
    const { changed } = await applyTagChange(db, teamId, where, change, userId);
    return { changed, job_id: null };
  }
  const job = await app.jobs.enqueue('contact-tags', { query: body.filter, ...change }, { teamId, userId, title: tagJobTitle(change) });
  return { changed: null, job_id: job.id };
}

function tagJobTitle(change: TagChange): string {
  const parts = [change.add.length ? `add ${change.add.join(', ')}` : '', change.remove.length ? `remove ${change.remove.join(', ')}` : ''].filter(Boolean);
  return `Contact tags: ${parts.join('; ')}`.slice(0, 200);
}
