/**
 * The demo SMPP clients' bind history: sessions that came and went, a drop, a lost process, and the
 * attempts refused. None is bound now: a bind is live only while a client holds its connection.
 */
import type { Db } from '../../db/client.ts';
import { hubEndpointBinds } from '../../db/schema/index.ts';
import type { Own } from './own.ts';

type Endpoint = { id: number };

export async function seedEndpointBinds(db: Db, own: Own, daysAgo: (days: number, minutes?: number) => Date, brightpath: Endpoint, northwind: Endpoint): Promise<void> {
  const bind = (endpointId: number, systemId: string, at: Date, minutes: number | null, fields: Partial<typeof hubEndpointBinds.$inferInsert> & { remote_ip: string }) => ({
    ...own,
    endpoint_id: endpointId,
    system_id: systemId,
    bind_type: 'transceiver' as const,
    state: 'closed' as const,
    status: 'ESME_ROK',
    process: 'parley-1:2776',
    bound_at: at,
    ended_at: minutes === null ? at : new Date(at.getTime() + minutes * 60_000),
    ...fields,
  });
  await db.insert(hubEndpointBinds).values([
    bind(brightpath.id, 'bpbank01', daysAgo(6, 8 * 60), 3 * 24 * 60, { remote_ip: '185.42.116.10', ending: 'unbind' }),
    bind(brightpath.id, 'bpbank01', daysAgo(6, 8 * 60 + 1), 3 * 24 * 60, { remote_ip: '185.42.116.11', bind_type: 'receiver', ending: 'unbind' }),
    bind(brightpath.id, 'bpbank01', daysAgo(3, 8 * 60 + 5), 2 * 24 * 60 + 90, { remote_ip: '185.42.116.10', ending: 'dropped' }),
    bind(brightpath.id, 'bpbank01', daysAgo(1, 10 * 60), null, { remote_ip: '203.0.113.77', state: 'refused', status: 'ESME_RBINDFAIL', refusal: 'address' }),
    bind(brightpath.id, 'bpbank01', daysAgo(1, 10 * 60 + 2), 20 * 60, { remote_ip: '185.42.116.10', ending: 'shutdown' }),
    bind(northwind.id, 'nwlog', daysAgo(4, 14 * 60), null, { remote_ip: '34.201.9.88', state: 'refused', status: 'ESME_RINVPASWD', refusal: 'password' }),
    bind(northwind.id, 'nwlog', daysAgo(4, 14 * 60 + 6), 26 * 60, { remote_ip: '34.201.9.88', bind_type: 'transmitter', ending: 'lost', process: 'parley-2:2776' }),
  ]);
}
