/**
 * Tags in bulk over a filter too big to change at once: batches of TAGS_AT_ONCE contacts in id
 * order, each its own statement, progress after each. A retry starts again from the first id;
 * adding and removing tags twice changes nothing the first time did not, so nothing doubles.
 */
import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import { applyTagChange, TAGS_AT_ONCE } from './contact-tags.ts';
import { contactsWhere } from './contact-filters.ts';
import { sql } from 'drizzle-orm';

export const contactTagsInput = z.object({
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  add: z.array(z.string()),
  remove: z.array(z.string()),
});

export const contactTagsJob = defineJob<z.infer<typeof contactTagsInput>>({
  kind: 'contact-tags',
  input: contactTagsInput,
  maxAttempts: 3,
  retryDelaySeconds: 5,
  async run({ job, input, app, progress, signal }) {
    const db = app.database.db;
    const where = await contactsWhere(db, job.team_id, input.query);
    const counted = (await db.execute(sql`select count(*)::int as n from contacts where ${where}`)) as unknown as { rows: { n: number }[] };
    const total = Number(counted.rows[0].n);
    await progress(0, total);
    let afterId = 0;
    let looked = 0;
    let changed = 0;
    for (;;) {
      signal.throwIfAborted();
      const batch = await applyTagChange(db, job.team_id, where, input, job.created_by_id, { afterId, limit: TAGS_AT_ONCE });
      if (batch.lastId === null) break;
      afterId = batch.lastId;
      looked += batch.looked;
      changed += batch.changed;
      await progress(looked, Math.max(total, looked));
    }
    return { rows: changed, message: `${changed} of ${looked} contacts changed.` };
  },
});
