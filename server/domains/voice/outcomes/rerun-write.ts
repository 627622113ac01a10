/**
 * Writes one rerun batch in two statements, whatever its size: the changed outcomes (a JSON
 * recordset joined on id) and a log row per call. Answers how many calls changed outcome.
 */
import { sql } from 'drizzle-orm';
import type { Classification } from '../../../../resources/voice/call-outcome-classifiers.ts';
import type { Db } from '../../../db/client.ts';

interface Decided {
  call_id: number;
  old: string;
  decided: Classification | null;
  error?: string;
}

export async function writeBatch(db: Db, at: { teamId: number; classifierId: number; jobId: number }, batch: Decided[]): Promise<number> {
  const changes = batch.filter((d) => d.decided && d.decided.outcome !== d.old).map((d) => ({ id: d.call_id, outcome: d.decided!.outcome }));
  const logs = batch.map((d) => ({
    call_id: d.call_id,
    old: d.old,
    new: d.decided?.outcome ?? d.old,
    confidence: d.decided?.confidence ?? 0,
    reason: d.decided?.reason ?? `Not classified: ${d.error}`,
  }));
  await db.transaction(async (tx) => {
    if (changes.length)
      await tx.execute(sql`update calls set outcome = v.outcome from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id int, outcome text)
        where calls.id = v.id and calls.team_id = ${at.teamId}`);
    await tx.execute(sql`insert into call_outcome_logs (team_id, classifier_id, call_id, job_id, old_outcome, new_outcome, confidence, reason)
      select ${at.teamId}, ${at.classifierId}, v.call_id, ${at.jobId}, v.old, v.new, v.confidence, v.reason
      from jsonb_to_recordset(${JSON.stringify(logs)}::jsonb) as v(call_id int, old text, new text, confidence int, reason text)`);
  });
  return changes.length;
}
