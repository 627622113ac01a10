/**
 * Which provider answers a team's lookups of a kind (docs/areas/audience.md#lookup-providers): its
 * provider settings (provider-settings.ts), or the simulator while it has none. The API key is opened here, for the
 * call only; it never leaves the server.
 */
import { DEFAULT_CACHE_HOURS, type LookupAdapter, type LookupKind } from '../../../resources/enrichment/lookup-providers.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { outboundPolicyOf } from '../../http/outbound/index.ts';
import { openCredential } from '../../security/credentials.ts';
import { createHttpProvider } from './http-provider.ts';
import type { LookupProvider } from './lookup-provider.ts';
import { providerRow } from './provider-settings.ts';
import { createSimulator } from '../../simulators/lookups/lookup-simulator.ts';

export interface TeamProvider {
  provider: LookupProvider;
  adapter: LookupAdapter;
  /** Hours an earlier answer for the same number is reused; 0 never reuses. */
  cacheHours: number;
  /** The provider's host, for display (never its key). */
  host: string | null;
}

export const LOOKUPS_OFF = 'lookups_off';
export const PROVIDER_INCOMPLETE = 'lookup_provider_incomplete';

export async function providerFor(app: AppContext, teamId: number, kind: LookupKind): Promise<TeamProvider> {
  const row = await providerRow(app.database.db, teamId, kind);
  const label = kind.toUpperCase();
  if (!row) return { provider: createSimulator({ latencyMs: app.config.lookups.simulatorLatencyMs }), adapter: 'simulator', cacheHours: DEFAULT_CACHE_HOURS, host: null };
  if (!row.active) throw new HttpError(409, `${label} lookups are switched off for this team; an admin can switch them on in the lookup provider settings.`, undefined, undefined, LOOKUPS_OFF);
  if (row.adapter !== 'http') return { provider: createSimulator({ latencyMs: app.config.lookups.simulatorLatencyMs }), adapter: 'simulator', cacheHours: row.cache_hours, host: null };
  if (!row.base_url) throw new HttpError(409, `The ${label} provider has no base URL; an admin can set one in the lookup provider settings.`, undefined, undefined, PROVIDER_INCOMPLETE);
  const provider = createHttpProvider({
    outbound: app.outbound,
    baseUrl: row.base_url,
    apiKey: row.api_key ? openCredential(row.api_key) : null,
    ...(await outboundPolicyOf(app.database.db, teamId)),
  });
  return { provider, adapter: 'http', cacheHours: row.cache_hours, host: new URL(row.base_url).host };
}
