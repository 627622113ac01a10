/**
 * The kinds of background work, each declared by the area whose job runs it
 * (`resources/<area>/job-kinds.ts`), so a new area adds its kinds without touching a shared list.
 * The jobs screen shows and filters by them, and the job runtime refuses to start while a declared
 * kind has no worker. Each declaring module also adds its kinds to `JobKinds` (declaration merging),
 * so `enqueue('hlr-check', …)` and `defineJob({ kind })` are checked by the compiler.
 */

/** Filled by each area: `interface JobKinds extends KindsOf<typeof itsKinds> {}`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobKinds {}
export type JobKind = keyof JobKinds & string;
export type KindsOf<T extends readonly string[]> = Record<T[number], true>;

const declared: JobKind[] = [];

/** Every kind declared so far, in the order the areas were loaded; the same array grows as more load. */
export const JOB_KINDS: readonly JobKind[] = declared;

export function declareJobKinds<const T extends readonly string[]>(kinds: T): T {
  for (const kind of kinds) {
    if (declared.includes(kind as JobKind)) throw new Error(`job kind ${kind} is declared twice`);
    declared.push(kind as JobKind);
  }
  return kinds;
}
