/**
 * Submitting leads. A call's lead is one row of lead_submissions (unique on call_id): the
 * after-call step and a manual submit both claim it with one insert, and only the claim that made
 * the row sends, so the same lead is never sent twice however often the step runs. An attempt
 * sends the stored payload once and records status, latency and the start of the answer; a 5xx or
 * a timeout leaves it `retrying` for the `lead-submit` job, which tries again with backoff. Each
 * request carries `Idempotency-Key: parley-lead-<id>`, so a receiver can also drop a repeat of its
 * own (the answer lost to a crash between sending and recording).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LeadSubmitResult } from '../../../../resources/voice/lead-submitter.ts';
import type { AppContext } from '../../../context.ts';
import { calls, leadSubmissions } from '../../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../../http/errors.ts';
import { parseHeaders } from '../../../../resources/voice/tool-headers.ts';
import { openCredential } from '../../../security/credentials.ts';
import type { FinishedCall } from '../after-call/finished-call.ts';
import { sendJson } from '../outbound-json.ts';
import { leadPayload, sampleLeadPayload } from './lead-payload.ts';
import { leadSettingsRow, type LeadSettingsRow } from './lead-settings.ts';

export type Submission = typeof leadSubmissions.$inferSelect;

const TIMEOUT_MS = 10_000;

export const resultOf = (s: Submission): LeadSubmitResult => ({
  id: s.id,
  status: s.status,
  status_code: s.status_code,
  latency_ms: s.latency_ms,
  response_excerpt: s.response_excerpt,
  error: s.error,
  payload: s.payload as LeadSubmitResult['payload'],
});

/** The settings a submission needs, or the 422 naming what to fill in. */
async function usableSettings(app: AppContext, teamId: number): Promise<LeadSettingsRow & { url: string }> {
  const settings = await leadSettingsRow(app.database.db, teamId);
  if (!settings?.url) throw invalid({ url: ['Set the address leads are sent to in the lead submitter settings first.'] });
  return settings as LeadSettingsRow & { url: string };
}

/** Claims the call's lead: the new row, or null when the lead already has one. */
async function claim(app: AppContext, call: FinishedCall, settings: LeadSettingsRow): Promise<Submission | null> {
  const payload = await leadPayload(app.database.db, call, settings.mapping);
  const [row] = await app.database.db.insert(leadSubmissions).values({ team_id: call.team_id, call_id: call.id, payload }).onConflictDoNothing().returning();
  return row ?? null;
}

/** One try of a submission; answers it as recorded. */
export async function attemptSubmission(app: AppContext, submissionId: number): Promise<{ submission: Submission; retryable: boolean }> {
  const db = app.database.db;
  const [current] = await db.select().from(leadSubmissions).where(eq(leadSubmissions.id, submissionId));
  if (!current) throw notFound('No such lead submission.');
  if (current.status === 'sent') return { submission: current, retryable: false };
  const settings = await leadSettingsRow(db, current.team_id);
  if (!settings?.url) {
    const [failed] = await db.update(leadSubmissions).set({ status: 'failed', error: 'The lead submitter has no address to send to.' }).where(eq(leadSubmissions.id, submissionId)).returning();
    return { submission: failed, retryable: false };
  }
  const headers = headersOf(settings);
  const answer =
    typeof headers === 'string'
      ? { ok: false, status: null, latency_ms: 0, excerpt: null, error: headers, retryable: false }
      : await sendJson(app, current.team_id, {
          url: settings.url,
          method: settings.method,
          headers: { ...headers, 'Idempotency-Key': `parley-lead-${current.id}` },
          raw: Buffer.from(JSON.stringify(current.payload)),
          timeoutMs: TIMEOUT_MS,
          purpose: 'lead submit',
        });
  const status = answer.ok ? 'sent' : answer.retryable && !current.test ? 'retrying' : 'failed';
  const [row] = await db
    .update(leadSubmissions)
    .set({
      status,
      attempts: sql`${leadSubmissions.attempts} + 1`,
      at: new Date(),
      status_code: answer.status,
      latency_ms: answer.latency_ms,
      response_excerpt: answer.excerpt,
      error: answer.error,
      sent_at: answer.ok ? new Date() : null,
    })
    .where(eq(leadSubmissions.id, submissionId))
    .returning();
  return { submission: row, retryable: status === 'retrying' };
}

/** Marks a lead that will not be tried again. */
export async function giveUp(app: AppContext, submissionId: number) {
  await app.database.db.update(leadSubmissions).set({ status: 'failed' }).where(and(eq(leadSubmissions.id, submissionId), eq(leadSubmissions.status, 'retrying')));
}

function headersOf(settings: LeadSettingsRow): Record<string, string> | string {
  if (!settings.headers) return {};
  let plain: string;
  try {
    plain = openCredential(settings.headers);
  } catch {
    return 'The headers are sealed with a key this server does not have; enter them again.';
  }
  const parsed = parseHeaders(plain);
  return 'problem' in parsed ? parsed.problem : parsed.headers;
}

const enqueueRetry = (app: AppContext, s: Submission) => app.jobs.enqueue('lead-submit', { submission_id: s.id }, { teamId: s.team_id, userId: null, title: `Lead of call ${s.call_id}` });

/** The after-call step's part: a qualifying call of a team whose submitter is on gets its lead queued, once. */
export async function submitQualifyingLead(app: AppContext, call: FinishedCall): Promise<Submission | null> {
  const settings = await leadSettingsRow(app.database.db, call.team_id);
  if (!settings?.enabled || !settings.url || !settings.outcomes.includes(call.outcome)) return null;
  const claimed = await claim(app, call, settings);
  if (!claimed) return null;
  const { submission, retryable } = await attemptSubmission(app, claimed.id);
  if (retryable) await enqueueRetry(app, submission);
  return submission;
}

/**
 * PATCH /lead-submitter/{callId}/submit: the operator sends this call's lead (whatever its outcome).
 * A lead already sent is a 409; one that failed for good is tried again as the same submission.
 */
export async function submitCallLead(app: AppContext, teamId: number, callId: number): Promise<LeadSubmitResult> {
  const db = app.database.db;
  const [call] = await db.select().from(calls).where(and(eq(calls.id, callId), eq(calls.team_id, teamId)));
  if (!call) throw notFound('No such call.');
  const settings = await usableSettings(app, teamId);
  let submission = await claim(app, call, settings);
  if (!submission) {
    const [reopened] = await db
      .update(leadSubmissions)
      .set({ status: 'pending', payload: await leadPayload(db, call, settings.mapping) })
      .where(and(eq(leadSubmissions.call_id, callId), eq(leadSubmissions.team_id, teamId), inArray(leadSubmissions.status, ['failed'])))
      .returning();
    if (!reopened) {
      const [existing] = await db.select().from(leadSubmissions).where(eq(leadSubmissions.call_id, callId));
      throw conflict(existing?.status === 'sent' ? 'This call’s lead was already sent.' : 'This call’s lead is being sent; its log shows how it goes.');
    }
    submission = reopened;
  }
  const { submission: tried, retryable } = await attemptSubmission(app, submission.id);
  if (retryable) await enqueueRetry(app, tried);
  return resultOf(tried);
}

/** POST /lead-submitter/test: the given payload, or a sample lead, sent once to the target and logged as a test. */
export async function testLeadSubmitter(app: AppContext, teamId: number, payload: Record<string, unknown> | undefined): Promise<LeadSubmitResult> {
  const settings = await usableSettings(app, teamId);
  const body = payload ?? (await sampleLeadPayload(app.database.db, teamId, settings.mapping));
  const [row] = await app.database.db.insert(leadSubmissions).values({ team_id: teamId, call_id: null, test: true, payload: body }).returning();
  return resultOf((await attemptSubmission(app, row.id)).submission);
}
