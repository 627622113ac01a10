/**
 * The binds as the database keeps them (docs/areas/hub.md#binds): a row per bind attempt, `bound`
 * while its session lives, closed when it ends. The check and the row are one transaction holding
 * the endpoint's row, so two binds arriving at once in two processes never both take the last of
 * its `max_binds`. Each SMPP server process renews its own row in hub_smpp_processes; the binds of
 * a process not seen for STALE_SECONDS are counted as gone and closed as `lost`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BindEnding, BindType } from '../../../../resources/hub/endpoint-binds.ts';
import { areasOf } from '../../../auth/team-access.ts';
import type { Db } from '../../../db/client.ts';
import { hubEndpointBinds, hubEndpoints, hubSmppProcesses, teams } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { openCredential } from '../../../security/credentials.ts';
import { statusName } from '../../sms/smpp/command-status.ts';
import { judgeBind, type BindVerdict } from './bind-rules.ts';

/** A process renews its row this often… */
export const RENEW_SECONDS = 5;
/** …and its binds count as gone once it has not for this long. */
export const STALE_SECONDS = 30;

export interface BindAttempt {
  systemId: string;
  password: string;
  type: BindType;
  address: string;
  process: string;
}

/** What a session keeps of its endpoint; the intake reads the rest afresh for each batch (a price or a status may change while bound). */
export interface BoundEndpoint {
  id: number;
  name: string;
  window: number;
}

export type BindOutcome = BindVerdict & { bindId: number | null; endpoint: BoundEndpoint | null };

const live = (endpointId: number) => sql`
  select count(*)::int as n from ${hubEndpointBinds} b
  join ${hubSmppProcesses} p on p.process = b.process
  where b.endpoint_id = ${endpointId} and b.state = 'bound' and p.seen_at > now() - make_interval(secs => ${STALE_SECONDS})`;

/** Judges a bind and writes its row (bound or refused) in one transaction. An unknown system_id has no team to log it under: it gets no row. */
export async function recordBind(db: Db, attempt: BindAttempt): Promise<BindOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ endpoint: hubEndpoints, team: teams })
      .from(hubEndpoints)
      .innerJoin(teams, eq(teams.id, hubEndpoints.team_id))
      .where(eq(hubEndpoints.system_id, attempt.systemId))
      .for('update', { of: hubEndpoints });
    if (!found) return { ...judgeBind(null, { password: attempt.password, address: attempt.address, liveBinds: 0 }), bindId: null, endpoint: null };
    const { endpoint, team } = found;
    const [{ n }] = rowsOf<{ n: number }>(await tx.execute(live(endpoint.id)));
    const verdict = judgeBind(
      {
        protocol: endpoint.protocol,
        status: endpoint.status,
        password: endpoint.password ? openCredential(endpoint.password) : null,
        allowed_ips: endpoint.allowed_ips,
        max_binds: endpoint.max_binds,
        hubOn: areasOf(team).includes('hub'),
      },
      { password: attempt.password, address: attempt.address, liveBinds: n },
    );
    const [row] = await tx
      .insert(hubEndpointBinds)
      .values({
        team_id: endpoint.team_id,
        endpoint_id: endpoint.id,
        system_id: attempt.systemId,
        bind_type: attempt.type,
        state: verdict.ok ? 'bound' : 'refused',
        remote_ip: attempt.address,
        refusal: verdict.ok ? null : verdict.refusal,
        status: statusName(verdict.status),
        process: attempt.process,
        ended_at: verdict.ok ? null : sql`now()`,
      })
      .returning({ id: hubEndpointBinds.id });
    const bound: BoundEndpoint = { id: endpoint.id, name: endpoint.name, window: endpoint.window };
    return { ...verdict, bindId: row.id, endpoint: verdict.ok ? bound : null };
  });
}

/** Ends binds that are still open (a session's end, or all of a stopping process's). */
export async function closeBinds(db: Db, bindIds: number[], ending: BindEnding): Promise<void> {
  if (!bindIds.length) return;
  await db
    .update(hubEndpointBinds)
    .set({ state: 'closed', ending, ended_at: sql`now()`, updated_at: sql`now()` })
    .where(and(inArray(hubEndpointBinds.id, bindIds), eq(hubEndpointBinds.state, 'bound')));
}

/** This process is alive: its row is renewed, and the binds of processes gone silent are closed as lost. */
export async function renewProcess(db: Db, process: string): Promise<void> {
  await db
    .insert(hubSmppProcesses)
    .values({ process })
    .onConflictDoUpdate({ target: hubSmppProcesses.process, set: { seen_at: sql`now()` } });
  await db.execute(sql`
    update ${hubEndpointBinds} b set state = 'closed', ending = 'lost', ended_at = now(), updated_at = now()
    where b.state = 'bound' and b.process <> ${process} and not exists (
      select 1 from ${hubSmppProcesses} p where p.process = b.process and p.seen_at > now() - make_interval(secs => ${STALE_SECONDS}))`);
}

/**
 * On start: binds an earlier run of this same process name left open (it was killed) are lost, and
 * so are every other process's on the embedded database, which only one process serves.
 */
export async function startProcess(db: Db, process: string, soleProcess: boolean): Promise<void> {
  await db.execute(sql`
    update ${hubEndpointBinds} set state = 'closed', ending = 'lost', ended_at = now(), updated_at = now()
    where state = 'bound' and (${soleProcess} or process = ${process})`);
  await db.insert(hubSmppProcesses).values({ process }).onConflictDoUpdate({ target: hubSmppProcesses.process, set: { started_at: sql`now()`, seen_at: sql`now()` } });
  await renewProcess(db, process);
}

/** A process stopping on purpose says so: its row goes, so no other waits STALE_SECONDS to count its binds gone. */
export async function stopProcess(db: Db, process: string): Promise<void> {
  await db.delete(hubSmppProcesses).where(eq(hubSmppProcesses.process, process));
}
