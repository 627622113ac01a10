/**
 * Parley's areas, each described by its manifest (server/domains/<area>/index.ts). Bootstrap starts
 * their workers, the job runtime runs their jobs, the API registers their routes, and the generic
 * resource code finds their tables, writers, actions and list filters here. A new area is one line
 * below. Importing this module also tells the resource catalogue the areas' tables and list
 * filters (server/db/resource-tables.ts, server/crud/list-extension.ts), which domain code reads
 * without importing the areas back.
 */
import { loadResourceFolders } from './load-folders.ts';
import { installListExtensions } from './crud/list-extension.ts';
import { installResourceTables } from './db/resource-tables.ts';
import { installDeliveryHooks } from './domains/sms/delivery/delivery-hooks.ts';
import type { Area, Stop } from './domains/area.ts';
import { audienceArea } from './domains/audience/index.ts';
import { automationsArea } from './domains/automations/index.ts';
import { campaignsArea } from './domains/campaigns/index.ts';
import { dashboardArea } from './domains/dashboard/index.ts';
import { enrichmentArea } from './domains/enrichment/index.ts';
import { exportsArea } from './domains/exports/index.ts';
import { hubArea } from './domains/hub/index.ts';
import { ledgerArea } from './domains/ledger/index.ts';
import { llmArea } from './domains/llm/index.ts';
import { smsArea } from './domains/sms/index.ts';
import { voiceArea } from './domains/voice/index.ts';
import { workspaceArea } from './domains/workspace/index.ts';
import type { AppContext } from './context.ts';
import type { WebhookSourceKind } from '../resources/workspace/webhook-sources.ts';
import type { WebhookSource } from './webhooks/sources.ts';

/** In the order their routes are registered and their workers start (and stop). */
export const areas: readonly Area[] = [audienceArea, enrichmentArea, campaignsArea, voiceArea, automationsArea, smsArea, hubArea, ledgerArea, llmArea, dashboardArea, exportsArea, workspaceArea];

/** One record of every area's entries of `part`; two areas naming the same key is a mistake caught at start. */
function merged<K extends 'tables' | 'writers' | 'removers' | 'listExtensions' | 'actions' | 'webhookSources'>(part: K): NonNullable<Area[K]> {
  const out: Record<string, unknown> = {};
  for (const area of areas) {
    for (const [key, value] of Object.entries(area[part] ?? {})) {
      if (key in out) throw new Error(`${key} is in the ${part} of two areas (the second: ${area.name})`);
      out[key] = value;
    }
  }
  return out as NonNullable<Area[K]>;
}

export const areaTables = merged('tables');
export const areaWriters = merged('writers');
export const areaRemovers = merged('removers');
export const areaActions = merged('actions');
const webhookSources = merged('webhookSources');
export const areaJobs = areas.flatMap((area) => area.jobs ?? []);
export const areaRoutes = areas.flatMap((area) => area.routes ?? []);
export const areaRootRoutes = areas.flatMap((area) => area.rootRoutes ?? []);

export function webhookSourceOf(kind: WebhookSourceKind): WebhookSource {
  const source = webhookSources[kind];
  if (!source) throw new Error(`no area receives webhooks of kind ${kind}`);
  return source;
}

/** Starts each area's `start` (every process) or `startWorkers` (where workers run), in order; the answer stops them, in the same order. */
export async function startAreas(ctx: AppContext, hook: 'start' | 'startWorkers' | 'startServing'): Promise<() => Promise<void>> {
  const stops: Stop[] = [];
  const stopAll = async () => {
    for (const stop of stops) await stop();
  };
  try {
    for (const area of areas) {
      const start = area[hook];
      if (start) stops.push(await start(ctx));
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

// Every area's resource definitions, found by folder (resources/catalogue.ts), before anything asks for them.
await loadResourceFolders();
installResourceTables(areaTables);
installListExtensions(merged('listExtensions'));
installDeliveryHooks(areas.flatMap((a) => (a.deliveryHooks ? [a.deliveryHooks] : [])));
