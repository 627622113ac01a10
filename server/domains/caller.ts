/** Who a domain service acts for: the caller's current team and the user (or token creator). */
export interface Caller {
  teamId: number;
  userId: number;
}

/** Columns every resource row carries about who made it: a service inserting rows sets them. */
export function stampsFor(caller: Caller) {
  return { team_id: caller.teamId, created_by_id: caller.userId, updated_by_id: caller.userId };
}
