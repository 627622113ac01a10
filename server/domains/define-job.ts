/** A kind of job whose attempts receive the app's context (database, mailer, files, jobs). */
import type { AppContext } from '../context.ts';
import type { JobKindDef } from '../jobs/job-kind.ts';

export function defineJob<I>(def: JobKindDef<I, AppContext>): JobKindDef<I, AppContext> {
  return def;
}
