/**
 * The whole demo workspace, as the first start seeds it, holds together. Walks every resource's
 * table generically: every reference points at a record that exists (in the same team unless it
 * is platform data), no recorded time lies in the future (only fields declared `time: 'planned'`,
 * a schedule or an expiry, may), no record sits in a state only an engine moves on (`progress` in
 * resources/kit/meanings.ts: sending, running, in progress, …), and every link and address points
 * at Parley itself (APP_URL or a path of the app) or at a reserved example domain, never at a real
 * service.
 */
import { eq, getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, resourceByName } from '../../resources/index.ts';
import { isStateField, meaningOf, type Resource } from '../../resources/kit/index.ts';
import { tableOf } from '../../server/db/resource-tables.ts';
import { users } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { publishProblems, type Graph } from '../../resources/automations/automation-graph.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let teamId: number;
let seededAt: number;
const rowsOf = new Map<string, Record<string, unknown>[]>();

beforeAll(async () => {
  t = await startTestApp();
  const started = performance.now();
  expect(await seedDemo(t.db, t.ctx.config.demo, { workspace: true, appUrl: t.ctx.config.appUrl, files: t.ctx.files })).toBe(true);
  console.info(`[seed-demo] the whole demo seeded in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  seededAt = Date.now();
  const [demo] = await t.db.select().from(users).where(eq(users.email, t.ctx.config.demo.email));
  teamId = demo.currentTeamId!;
  for (const resource of allResources()) {
    const table = tableOf(resource.name) as PgTable & Record<string, Column>;
    const query = t.db.select().from(table);
    rowsOf.set(resource.name, (await (resource.scope === 'team' ? query.where(eq(table.team_id, teamId)) : query)) as Record<string, unknown>[]);
  }
}, 120_000);
afterAll(() => t?.close());

const resources = () => allResources().filter((r) => rowsOf.get(r.name)!.length > 0);
const label = (r: Resource, row: Record<string, unknown>, field: string) => `${r.name}#${row.id}.${field}`;

/** Parley itself (APP_URL), or a host no real service can have: the reserved example domains (RFC 2606) and the `.example` top-level domain. */
// 127.0.0.1: the built-in SMSC simulator's route, on this machine's loopback.
const reserved = (host: string) => host === new URL(t.ctx.config.appUrl).hostname || host === '127.0.0.1' || /(^|\.)example\.(com|net|org)$/.test(host) || /\.example$/.test(host);
const URL_IN_TEXT = /\bhttps?:\/\/[^\s)"'`<>\]]+/g;

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object' && !(value instanceof Date)) Object.values(value).forEach((v) => strings(v, out));
  return out;
}

describe('the demo workspace', () => {
  it('seeds every team resource', () => {
    // Jobs are not seeded: the workers write them as they do the demo's first work, after the seed.
    const empty = allResources().filter((r) => r.scope === 'team' && r.name !== 'jobs' && rowsOf.get(r.name)!.length === 0).map((r) => r.name);
    expect(empty).toEqual([]);
  });

  it('has every reference pointing at a record that exists, in the same team', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const r of resources()) {
      for (const [name, field] of Object.entries(r.fields)) {
        if (field.kind !== 'reference') continue;
        const target = resourceByName(field.reference!.resource)!;
        const byId = new Map((rowsOf.get(target.name) ?? []).map((row) => [row.id, row]));
        for (const row of rowsOf.get(r.name)!) {
          if (row[name] === null || row[name] === undefined) continue;
          checked++;
          const hit = byId.get(row[name]);
          if (!hit) broken.push(`${label(r, row, name)} → ${target.name}#${row[name]} (missing)`);
          else if (target.scope === 'team' && hit.team_id !== row.team_id) broken.push(`${label(r, row, name)} → another team's ${target.name}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('records no time in the future (only planned times, a schedule or an expiry, may lie ahead)', () => {
    const ahead: string[] = [];
    let checked = 0;
    for (const r of resources()) {
      const columns = Object.entries(getTableColumns(tableOf(r.name))).filter(([, c]) => /^PgDate|^PgTimestamp/.test(c.columnType));
      expect(columns.map(([n]) => n)).toContain('created_at');
      for (const [name] of columns) {
        if (r.fields[name]?.time === 'planned') continue;
        for (const row of rowsOf.get(r.name)!) {
          const value = row[name];
          if (value === null || value === undefined) continue;
          checked++;
          const at = value instanceof Date ? value.getTime() : Date.parse(String(value));
          if (at > seededAt) ahead.push(`${label(r, row, name)} = ${new Date(at).toISOString()}`);
        }
      }
      for (const row of rowsOf.get(r.name)!) {
        if ((row.updated_at as Date) < (row.created_at as Date)) ahead.push(`${label(r, row, 'updated_at')} before its created_at`);
      }
    }
    expect(ahead.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });

  it('leaves nothing in a state that only an engine moves on (sending, running, in progress, queued, …)', () => {
    const stuck: string[] = [];
    for (const r of resources()) {
      for (const name of Object.keys(r.fields).filter((f) => isStateField(r, f))) {
        for (const row of rowsOf.get(r.name)!) if (meaningOf(r, name, row[name]) === 'progress') stuck.push(`${label(r, row, name)} = ${row[name]}`);
      }
    }
    expect(stuck).toEqual([]);
  });

  it('points every link and address at Parley or at a reserved example domain', () => {
    const outside: string[] = [];
    let checked = 0;
    for (const r of resources()) {
      for (const row of rowsOf.get(r.name)!) {
        for (const [name, field] of Object.entries(r.fields)) {
          const value = row[name];
          if (value === null || value === undefined || field.secret) continue;
          const where = label(r, row, name);
          if (field.kind === 'url' && typeof value === 'string') {
            checked++;
            // A path of the app is Parley itself; anything else must be a full address on a reserved domain.
            if (value.startsWith('/') && !value.startsWith('//')) continue;
            if (!reserved(new URL(value).hostname)) outside.push(`${where} = ${value}`);
          } else if (field.kind === 'email' && typeof value === 'string') {
            checked++;
            if (!reserved(value.split('@').pop()!)) outside.push(`${where} = ${value}`);
          } else if (name === 'host' && typeof value === 'string') {
            checked++;
            if (!reserved(value)) outside.push(`${where} = ${value}`);
          } else {
            // Links inside text, markdown and JSON (a notification's body, a logged request).
            for (const text of strings(value)) {
              for (const url of text.match(URL_IN_TEXT) ?? []) {
                checked++;
                if (!reserved(new URL(url).hostname)) outside.push(`${where} mentions ${url}`);
              }
            }
          }
        }
      }
    }
    expect(outside.slice(0, 30)).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the demo agents’ prompt versions', () => {
  it('has each agent published a few times, calls stamped with the version they used, and the solar agent’s draft edited since', async () => {
    const agentRows = rowsOf.get('agents')!;
    const token = await t.login(t.ctx.config.demo.email, t.ctx.config.demo.password);
    for (const agent of agentRows) {
      const listed = await t.call('GET', `/v1/voice/agents/${agent.id}/prompt-versions`, { token });
      expect(listed.body.versions.length, String(agent.name)).toBeGreaterThanOrEqual(3);
      expect(listed.body.draft_changed, String(agent.name)).toBe(String(agent.name).startsWith('Maya'));
    }
    const stamped = rowsOf.get('calls')!.filter((c) => c.prompt_version !== null);
    expect(stamped.length).toBeGreaterThan(100);
  });

  it('gives four automations, each published once with a diagram that could run', () => {
    const rows = rowsOf.get('automations')!;
    expect(rows).toHaveLength(4);
    for (const a of rows) {
      expect(a.published_version).toBe(1);
      expect(publishProblems(a.graph as Graph), String(a.name)).toEqual([]);
    }
  });
});
