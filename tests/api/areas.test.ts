/**
 * Every job, record writer, action handler and route file of the server is reachable from an
 * area's manifest (server/domains/<area>/index.ts, listed in server/areas.ts) or from the core's
 * route list, and every resource, job kind and webhook kind has exactly one area answering it.
 * A part written but never listed would do nothing: no runtime runs the job, no route serves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../resources/index.ts';
import { JOB_KINDS } from '../../resources/workspace/jobs.ts';
import { WEBHOOK_SOURCE_KINDS } from '../../resources/workspace/webhook-sources.ts';
import { areaActions, areaJobs, areaRootRoutes, areas, areaTables, areaWriters, webhookSourceOf } from '../../server/areas.ts';
import { routeModules } from '../../server/routes/index.ts';
import { sourceFiles } from '../unit/import-graph.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

type Kind = 'job' | 'writer' | 'routes' | 'actions';

/** What an export is by its name and shape: the names the server's code gives these parts. */
export function kindOf(name: string, value: unknown): Kind | null {
  if (/Job$/.test(name) && value && typeof value === 'object' && 'kind' in value && 'run' in value) return 'job';
  if (/Writer$/.test(name) && value && typeof value === 'object' && 'prepare' in value) return 'writer';
  if (/Routes$/.test(name) && typeof value === 'function') return 'routes';
  if (/Actions$/.test(name) && value && typeof value === 'object') return 'actions';
  return null;
}

/** The parts found in `modules` that the manifests do not list, as `file: export`. */
function unreached(modules: Record<string, Record<string, unknown>>, listed: { jobs: unknown[]; writers: unknown[]; routes: unknown[]; actions: Record<string, Record<string, unknown>> }): string[] {
  const out: string[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      const kind = kindOf(name, value);
      const missing =
        (kind === 'job' && !listed.jobs.includes(value)) ||
        (kind === 'writer' && !listed.writers.includes(value)) ||
        (kind === 'routes' && !listed.routes.includes(value)) ||
        (kind === 'actions' &&
          Object.entries(value as Record<string, Record<string, unknown>>).some(([resource, handlers]) =>
            Object.entries(handlers).some(([action, handler]) => listed.actions[resource]?.[action] !== handler),
          ));
      if (missing) out.push(`${file}: ${name}`);
    }
  }
  return out;
}

const listed = { jobs: [...areaJobs], writers: Object.values(areaWriters), routes: [...routeModules, ...areaRootRoutes], actions: areaActions };

describe('areas', () => {
  it('tells a part no manifest lists', () => {
    const job = { kind: 'export', run: async () => ({}) };
    const writer = { prepare: async () => ({}) };
    const routes = () => undefined;
    const modules = { 'a.ts': { lostJob: job, keptWriter: writer, lostRoutes: routes, helper: () => 1, lostActions: { feeds: { stop: routes } } } };
    expect(unreached(modules, { jobs: [], writers: [writer], routes: [], actions: {} })).toEqual(['a.ts: lostJob', 'a.ts: lostRoutes', 'a.ts: lostActions']);
    expect(unreached(modules, { jobs: [job], writers: [writer], routes: [routes], actions: { feeds: { stop: routes } } })).toEqual([]);
  });

  it('reach every job, writer, action and route file of the server', async () => {
    const files = ['server/domains', 'server/routes', 'server/actions', 'server/webhooks'].flatMap(sourceFiles);
    const modules: Record<string, Record<string, unknown>> = {};
    for (const file of files) modules[file] = await import(path.join(ROOT, file));
    const kinds = Object.values(modules).flatMap((exports) => Object.entries(exports).map(([name, value]) => kindOf(name, value)));
    // The scan sees the parts it looks for: if a naming changed, it would pass by finding nothing.
    expect(kinds.filter((k) => k === 'job').length).toBeGreaterThanOrEqual(JOB_KINDS.length);
    expect(kinds.filter((k) => k === 'routes').length).toBeGreaterThan(30);
    expect(kinds.filter((k) => k === 'writer').length).toBeGreaterThan(10);
    expect(unreached(modules, listed)).toEqual([]);
  });

  it('give every resource one table, every job kind one job and every webhook kind one source', () => {
    expect(Object.keys(areaTables).sort()).toEqual(allResources().map((r) => r.name).sort());
    expect(areaJobs.map((job) => job.kind).sort()).toEqual([...JOB_KINDS].sort());
    for (const kind of WEBHOOK_SOURCE_KINDS) expect(webhookSourceOf(kind).kind).toBe(kind);
    expect(new Set(areas.map((area) => area.name)).size).toBe(areas.length);
  });

  it('name each area by its folder', () => {
    for (const area of areas) expect(fs.existsSync(path.join(ROOT, 'server/domains', area.name, 'index.ts')), area.name).toBe(true);
  });
});
