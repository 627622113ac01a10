/**
 * The generic API contract, for every resource of resources/: CRUD, the json-server list
 * parameters, optimistic concurrency, team isolation, roles and validation. Each area's test file
 * runs it for its resources, so the areas run in parallel.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyOf } from '../../resources/access/index.ts';
import '../../resources/index.ts';
import { resourceByName } from '../../resources/index.ts';
import { createSchema, filterOperators, isResource, isSystemWritten, maskSecret, sortableFields, type Resource } from '../../resources/kit/index.ts';
import { addMember } from '../../server/accounts/users.ts';
import { smsNetworks, users } from '../../server/db/schema/index.ts';
import { fillDerivedFacts, recordFact as insertFact } from './facts.ts';
import { seedDemoUser, startTestApp, type TestApp } from './harness.ts';
import { asParam, referencedResources, sampleFact, sampleRecord, wrongValue, type RefIds } from './samples.ts';

let t: TestApp;
let staffToken: string;
let stranger: { token: string };

/** Runs the contract for the resources among an area module's exports. */
export function contractSuite(exports: readonly unknown[]): void {
  beforeAll(async () => {
    t = await startTestApp();
    const demo = await seedDemoUser(t);
    staffToken = await t.login(demo.email, demo.password);
    const [staff] = await t.db.select().from(users).where(eq(users.email, demo.email));
    actors.set(staffToken, { teamId: staff.currentTeamId!, userId: staff.id });
    const bob = await t.signUp({ name: 'Bob Stranger' });
    // Another team that runs the hub too, so isolation of hub records is about the team, not the switch.
    await switchHubOn(bob.token, bob.user.current_team.id);
    await t.db.delete(smsNetworks).where(eq(smsNetworks.team_id, bob.user.current_team.id));
    stranger = { token: bob.token };
  });
  afterAll(() => t.close());
  for (const resource of exports.filter(isResource)) resourceContract(resource);
}

const qs = (params: [string, string][]) => new URLSearchParams(params).toString();

/**
 * Each resource is tested in a team of its own, so the records its references need (created here,
 * depth first) never show up in another resource's counts. Platform resources belong to staff.
 */
async function ownerFor(resource: Resource) {
  if (resource.scope === 'platform') return { token: staffToken, name: 'Demo Operator', refs: await createRefs(resource, staffToken) };
  const a = await t.signUp({ name: 'Ada Owner' });
  actors.set(a.token, { teamId: a.user.current_team.id, userId: a.user.id });
  const v = await t.signUp({ name: 'Vic Viewer' });
  await addMember(t.db, a.user.current_team.id, v.user.id, 'viewer');
  expect((await t.call('POST', `/v1/teams/${a.user.current_team.id}/switch`, { token: v.token })).status).toBe(200);
  // Every team here runs the hub (its switch has tests of its own); the owner of a team whose
  // records need the platform's handsets is platform staff too, as only staff make those.
  await switchHubOn(a.token, a.user.current_team.id);
  // A team starts with the installation's network dictionary (tests/api/sms/new-team.test.ts): the contract counts only what it creates.
  await t.db.delete(smsNetworks).where(eq(smsNetworks.team_id, a.user.current_team.id));
  if (needsStaff(resource)) await t.db.update(users).set({ isStaff: true }).where(eq(users.id, a.user.id));
  return { token: a.token, name: 'Ada Owner', viewerToken: v.token, refs: await createRefs(resource, a.token) };
}

/** Whose team and name each token acts with (a record Parley writes is inserted in it directly). */
const actors = new Map<string, { teamId: number; userId: number }>();

function teamOf(token: string): { teamId: number; userId: number } {
  const actor = actors.get(token);
  if (!actor) throw new Error('unknown token');
  return actor;
}

/** Records a fact (a call, an invoice) for the token's team, as Parley's own code would. */
const recordFact = (resource: Resource, body: Record<string, unknown>, token: string) => insertFact(t, resource, body, teamOf(token));


async function switchHubOn(token: string, teamId: number): Promise<void> {
  const res = await t.call('PUT', `/v1/teams/${teamId}`, { token, body: { settings: { hub_enabled: true } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Staff-only records (the platform's handsets): the resource itself or one it references. */
function needsStaff(resource: Resource, seen = new Set<string>()): boolean {
  if (policyOf(resource.name).staffOnly) return true;
  seen.add(resource.name);
  return referencedResources(resource).some((name) => !seen.has(name) && needsStaff(resourceByName(name)!, seen));
}

const refSeeds = new Map<string, number>();

async function createRefs(resource: Resource, token: string, seen = new Set<string>()): Promise<RefIds> {
  const refs: RefIds = {};
  for (const name of referencedResources(resource)) {
    if (seen.has(name)) continue;
    const target = resourceByName(name);
    if (!target) throw new Error(`${resource.name} references unknown resource ${name}`);
    // Platform records are made by staff; a team record may point at them.
    const by = target.scope === 'platform' ? staffToken : token;
    // A fresh seed per target: two paths to one resource (a message's phone and its test's phone) must not clash on unique values.
    const seed = (refSeeds.get(`${token}|${name}`) ?? 0) + 1;
    refSeeds.set(`${token}|${name}`, seed);
    const targetRefs = await createRefs(target, by, new Set([...seen, resource.name]));
    if (isSystemWritten(target)) {
      refs[name] = await recordFact(target, sampleFact(target, seed, targetRefs), by);
      continue;
    }
    const body = sampleRecord(target, seed, targetRefs);
    const res = await t.call('POST', target.apiPath, { token: by, body });
    if (res.status !== 201) throw new Error(`could not create a ${name} for ${resource.name}: ${JSON.stringify(res.body)}`);
    refs[name] = res.body.id;
  }
  return refs;
}

function resourceContract(resource: Resource): void {
 describe(resource.name, () => {
  const path = resource.apiPath;
  const records: any[] = [];
  const platform = resource.scope === 'platform';
  // Team records only platform staff may touch: another team's staff member stands in for the stranger.
  const staffOnly = !!policyOf(resource.name).staffOnly;
  const outsider = () => (staffOnly ? { token: staffToken } : stranger);
  let owner: Awaited<ReturnType<typeof ownerFor>>;
  const sample = (seed: number) => sampleRecord(resource, seed, owner.refs);
  const list = (params: [string, string][] = [], token = owner.token) => t.call('GET', `${path}?${qs(params)}`, { token });

  // Records Parley writes (calls, invoices, logs): what nobody may do answers 405.
  const system = isSystemWritten(resource);
  const closed = new Set<string>(resource.closed);
  // A record made by a request of its own (an upload from its file): the generic create answers 405 too.
  if (resource.createdFrom) closed.add('create');
  const refusal = (verb: 'create' | 'edit' | 'delete', status: number) => (closed.has(verb) ? 405 : status);

  it(system ? 'shows and lists the records Parley writes; creating one by hand is refused' : 'creates, shows and lists records of the caller\u2019s team', async () => {
    owner = await ownerFor(resource);
    for (const seed of [1, 2, 3]) {
      if (system) {
        // Each record Parley writes gets parents of its own: some allow one record per parent (one lead per call).
        const refs = seed === 1 || resource.nestedUnder ? owner.refs : await createRefs(resource, owner.token);
        const fact = sampleFact(resource, seed, refs);
        const res = await t.call('GET', `${path}/${await recordFact(resource, fact, owner.token)}`, { token: owner.token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ ...fact, version: 1 });
        records.push(res.body);
        continue;
      }
      const body = sample(seed);
      const res = await t.call('POST', path, { token: owner.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      // A secret answers only as its mask, never its value.
      const secrets = Object.entries(resource.fields).filter(([, f]) => f.secret).map(([n]) => n);
      expect(res.body).toMatchObject({ ...body, ...Object.fromEntries(secrets.map((n) => [n, maskSecret(body[n])])), version: 1 });
      for (const n of secrets) if (typeof body[n] === 'string') expect(JSON.stringify(res.body)).not.toContain(body[n]);
      expect(res.body.id).toEqual(expect.any(Number));
      expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      records.push(res.body);
    }
    // Facts Parley derives and a sample leaves empty (a contact's network) get values, so their filters have something to find.
    if (!system) {
      for (const [i, record] of records.entries()) {
        if (await fillDerivedFacts(t, resource, record.id, sampleFact(resource, i + 1, owner.refs), record)) records[i] = (await t.call('GET', `${path}/${record.id}`, { token: owner.token })).body;
      }
    }
    const shown = await t.call('GET', `${path}/${records[0].id}`, { token: owner.token });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(records[0]);
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(String(all.headers['access-control-expose-headers'])).toContain('x-total-count');
    expect(all.body.map((r: any) => r.id).sort()).toEqual(records.map((r) => r.id).sort());
    if (system) {
      // An invented call with a cost, an invoice typed in: refused, and nothing is recorded.
      const forged = await t.call('POST', path, { token: owner.token, body: sampleFact(resource, 4, owner.refs) });
      expect(forged.status, JSON.stringify(forged.body)).toBe(405);
      expect(forged.body.message).toMatch(resource.createdFrom ? /^Parley makes each .+ from what you send: POST / : /^Parley records each .+ itself; it cannot be created by hand\.$/);
      expect(forged.headers.allow).toMatch(/^GET/);
      expect((await list()).headers['x-total-count']).toBe('3');
    }
  });

  it('gets many by repeated id', async () => {
    const res = await list([['id', String(records[0].id)], ['id', String(records[2].id)]]);
    expect(res.status).toBe(200);
    expect(res.body.map((r: any) => r.id).sort()).toEqual([records[0].id, records[2].id].sort());
    expect((await list([['id', String(records[1].id)]])).body).toEqual([records[1]]);
  });

  for (const [field, ops] of Object.entries(filterOperators(resource))) {
    for (const op of ops) {
      it(`filters ${field} by ${op}`, async () => {
        const [r1, r2] = records;
        const v = r2[field];
        const same = (a: unknown, b: unknown) => (Array.isArray(a) ? a.includes(Array.isArray(b) ? b[0] : b) : a === b);
        const checks: Record<string, () => Promise<void>> = {
          eq: async () => {
            const res = await list([[field, asParam(v)]]);
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            expect(res.body.map((r: any) => r.id)).toContain(r2.id);
            for (const r of res.body) expect(same(r[field], v)).toBe(true);
          },
          in: async () => {
            const res = await list([[field, asParam(r1[field])], [field, asParam(v)]]);
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            expect(res.body.map((r: any) => r.id)).toEqual(expect.arrayContaining([r1.id, r2.id]));
            for (const r of res.body) expect(same(r[field], r1[field]) || same(r[field], v)).toBe(true);
          },
          ne: async () => {
            const res = await list([[`${field}_ne`, asParam(v)]]);
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            expect(res.body.map((r: any) => r.id)).not.toContain(r2.id);
            expect(Number(res.headers['x-total-count'])).toBe(records.filter((r) => !same(r[field], v)).length);
          },
          like: async () => {
            const text = String(v);
            const part = text.slice(Math.floor(text.length / 3)).toUpperCase();
            const res = await list([[`${field}_like`, part]]);
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            expect(res.body.map((r: any) => r.id)).toContain(r2.id);
            for (const r of res.body) expect(String(r[field]).toLowerCase()).toContain(part.toLowerCase());
            expect((await list([[`${field}_like`, '%']])).headers['x-total-count']).toBe(String(records.filter((r) => String(r[field]).includes('%')).length));
          },
          range: async () => {
            if (v === null || v === undefined) {
              // A value the server sets later (a test's sent_at, once it is sent) is empty on records
              // made through the API: the filter must still be accepted, and an empty value never matches.
              const kind = resource.fields[field].kind;
              const bound = kind === 'datetime' ? '2000-01-01T00:00:00Z' : kind === 'date' ? '2000-01-01' : '0';
              for (const suffix of ['_gte', '_lte']) {
                const res = await list([[`${field}${suffix}`, bound]]);
                expect(res.status, JSON.stringify(res.body)).toBe(200);
                expect(res.body.map((r: any) => r.id)).not.toContain(r2.id);
                for (const r of res.body) expect(r[field]).not.toBeNull();
              }
              return;
            }
            const gte = await list([[`${field}_gte`, asParam(v)]]);
            const lte = await list([[`${field}_lte`, asParam(v)]]);
            expect(gte.status, JSON.stringify(gte.body)).toBe(200);
            expect(gte.body.map((r: any) => r.id)).toContain(r2.id);
            for (const r of gte.body) expect(r[field] >= v).toBe(true);
            for (const r of lte.body) expect(r[field] <= v).toBe(true);
            expect(lte.body.map((r: any) => r.id)).toContain(r2.id);
          },
        };
        await checks[op]();
      });
    }
  }

  it('sorts by every sortable field both ways', async () => {
    for (const field of sortableFields(resource)) {
      const asc = await list([['_sort', field], ['_order', 'asc']]);
      const desc = await list([['_sort', field], ['_order', 'desc']]);
      expect(asc.status, JSON.stringify(asc.body)).toBe(200);
      expect(desc.status).toBe(200);
      expect(desc.body.map((r: any) => r.id)).toEqual(asc.body.map((r: any) => r.id).reverse());
      const values = asc.body.map((r: any) => r[field]);
      if (typeof values[0] === 'number') expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    const multi = await list([['_sort', `${sortableFields(resource).at(-1)},id`], ['_order', 'asc,desc']]);
    expect(multi.status).toBe(200);
  });

  it('pages with _start and _end and reports the total', async () => {
    const first = await list([['_start', '0'], ['_end', '2'], ['_sort', 'id'], ['_order', 'asc']]);
    const second = await list([['_start', '2'], ['_end', '4'], ['_sort', 'id'], ['_order', 'asc']]);
    expect(first.body.map((r: any) => r.id)).toEqual([records[0].id, records[1].id]);
    expect(second.body.map((r: any) => r.id)).toEqual([records[2].id]);
    expect(first.headers['x-total-count']).toBe('3');
    expect(second.headers['x-total-count']).toBe('3');
  });

  it('refuses undeclared filters, sorts and bad values with 422', async () => {
    for (const params of [[['nope', '1']], [['_sort', 'nope']], [['_order', 'sideways'], ['_sort', 'id']], [['id', 'abc']], [['id', '99999999999']], [['id_like', '1']], [['_start', '-1']], [['_end', 'x']]] as [string, string][][]) {
      const res = await list(params);
      expect(res.status, JSON.stringify(params)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([params[0][0] === '_order' ? '_order' : params[0][0]]);
    }
    for (const [field, f] of Object.entries(resource.fields)) {
      if (!f.filter) {
        expect((await list([[field, 'x']])).status).toBe(422);
      } else if (f.kind === 'select' && f.filter.includes('eq')) {
        expect((await list([[field, 'no-such-option']])).status).toBe(422);
      } else if ((f.kind === 'money' || f.kind === 'number') && f.filter.includes('range')) {
        expect((await list([[`${field}_gte`, 'abc']])).status).toBe(422);
      } else if (f.kind === 'switch') {
        expect((await list([[field, 'yes']])).status).toBe(422);
      }
    }
  });

  it.runIf(closed.has('edit'))('refuses any change to a record Parley writes, leaving it as it was', async () => {
    const target = records[0];
    for (const method of ['PUT', 'PATCH']) {
      const res = await t.call(method, `${path}/${target.id}`, { token: owner.token, body: sampleFact(resource, 8, owner.refs) });
      expect(res.status, method).toBe(405);
      expect(res.body.message).toMatch(/cannot be changed by hand\.$/);
    }
    expect((await t.call('GET', `${path}/${target.id}`, { token: owner.token })).body).toEqual(target);
  });

  it.runIf(system && !closed.has('edit'))('lets people change only the note on a record Parley writes', async () => {
    const target = records[0];
    const facts = Object.entries(resource.fields).filter(([, f]) => !f.annotation);
    for (const [name] of facts) {
      const res = await t.call('PATCH', `${path}/${target.id}`, { token: owner.token, body: { [name]: sampleFact(resource, 9, owner.refs)[name] ?? null } });
      expect(res.status, name).toBe(422);
      expect(res.body.errors[name], name).toEqual(['Parley sets this; it cannot be changed by hand.']);
    }
    expect((await t.call('GET', `${path}/${target.id}`, { token: owner.token })).body).toEqual(target);
  });

  it.skipIf(closed.has('edit'))('updates with PUT and PATCH, bumping the version; a stale version is a 409 naming who changed it', async () => {
    const target = records[0];
    const editable = (kinds: string[]) => Object.entries(resource.fields).find(([, f]) => kinds.includes(f.kind) && f.form !== 'create' && !f.readOnly);
    // A free-text field; a resource without one (a campaign's texts) has a longer text.
    const [name, f] = (editable(['text']) ?? editable(['sms-text', 'textarea']))!;
    const next = sample(7)[name];
    expect(f).toBeDefined();
    const put = await t.call('PUT', `${path}/${target.id}`, { token: owner.token, body: { [name]: next, version: 1 } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ id: target.id, [name]: next, version: 2 });
    expect(put.body.updated_at >= target.updated_at).toBe(true);
    const patch = await t.call('PATCH', `${path}/${target.id}`, { token: owner.token, body: { [name]: `${next}b` } });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ [name]: `${next}b`, version: 3 });
    const stale = await t.call('PATCH', `${path}/${target.id}`, { token: owner.token, body: { [name]: 'lost', version: 2 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(new RegExp(`was changed by ${owner.name} at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\. Reload to see their changes\\.`));
    expect((await t.call('GET', `${path}/${target.id}`, { token: owner.token })).body).toMatchObject({ [name]: `${next}b`, version: 3 });
    records[0] = patch.body;
  });

  it('answers 422 with field errors for invalid bodies, never 500', async () => {
    if (!closed.has('create')) await invalidCreates();
    if (!closed.has('edit')) {
      const patch = await t.call('PATCH', `${path}/${records[1].id}`, { token: owner.token, body: { id: 5, team_id: 1 } });
      expect(patch.status).toBe(422);
    }
    for (const id of ['abc', '99999999999', '0', '1.5']) {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
        const res = await t.call(method, `${path}/${id}`, { token: owner.token, ...(method.startsWith('P') && { body: {} }) });
        const verb = method === 'GET' ? 'show' : method === 'DELETE' ? 'delete' : 'edit';
        expect(closed.has(verb) ? [405] : [404, 422], `${method} ${id}`).toContain(res.status);
      }
    }
  });

  async function invalidCreates() {
    const valid = sample(4);
    for (const [field, f] of Object.entries(resource.fields)) {
      if (f.readOnly || f.form === false) continue;
      const res = await t.call('POST', path, { token: owner.token, body: { ...valid, [field]: wrongValue(f) } });
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field], field).toEqual([expect.any(String)]);
    }
    const unknown = await t.call('POST', path, { token: owner.token, body: { ...valid, nope: 1 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/Unknown field: nope/);
    expect(unknown.body.errors.nope).toEqual(['Unknown field: nope.']);
    if (!createSchema(resource).safeParse({}).success) {
      const empty = await t.call('POST', path, { token: owner.token, body: {} });
      expect(empty.status).toBe(422);
    }
    const notJson = await t.call('POST', path, { token: owner.token, body: '{', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  }

  it.runIf(platform)('refuses everyone but platform staff', async () => {
    const id = records[1].id;
    for (const [method, url] of [['GET', path], ['GET', `${path}/${id}`], ['POST', path], ['PATCH', `${path}/${id}`], ['DELETE', `${path}/${id}`]]) {
      const res = await t.call(method, url, { token: stranger.token, ...(method.startsWith('P') && { body: sample(5) }) });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });

  it.skipIf(platform)('hides the record from another team: 404 for every verb, absent from lists', async () => {
    const id = records[1].id;
    const other = outsider();
    expect((await t.call('GET', `${path}/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('PUT', `${path}/${id}`, { token: other.token, body: {} })).status).toBe(refusal('edit', 404));
    expect((await t.call('PATCH', `${path}/${id}`, { token: other.token, body: { version: 1 } })).status).toBe(refusal('edit', 404));
    expect((await t.call('DELETE', `${path}/${id}`, { token: other.token })).status).toBe(refusal('delete', 404));
    const theirs = await list([], other.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    expect(theirs.headers['x-total-count']).toBe('0');
    expect((await list([['id', String(id)]], other.token)).body).toEqual([]);
    expect((await t.call('GET', `${path}/${id}`, { token: owner.token })).body).toEqual(records[1]);
  });

  it.runIf(staffOnly)('refuses its own team, whatever the role, and every other team: platform staff only', async () => {
    const id = records[1].id;
    for (const token of [owner.viewerToken!, stranger.token]) {
      for (const [method, url] of [['GET', path], ['GET', `${path}/${id}`], ['POST', path], ['PATCH', `${path}/${id}`], ['DELETE', `${path}/${id}`]]) {
        const res = await t.call(method, url, { token, ...(method.startsWith('P') && { body: sample(5) }) });
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    }
  });

  it.skipIf(platform || staffOnly)('lets a viewer read but not write', async () => {
    const viewer = { token: owner.viewerToken! };
    // A resource only admins read (the audit log): a viewer is refused it whole.
    if ((policyOf(resource.name).read ?? 'viewer') !== 'viewer') {
      expect((await list([], viewer.token)).status).toBe(403);
      expect((await t.call('GET', `${path}/${records[1].id}`, { token: viewer.token })).status).toBe(403);
      return;
    }
    expect((await list([], viewer.token)).headers['x-total-count']).toBe('3');
    expect((await t.call('GET', `${path}/${records[1].id}`, { token: viewer.token })).status).toBe(200);
    expect((await t.call('POST', path, { token: viewer.token, body: system ? {} : sample(5) })).status).toBe(refusal('create', 403));
    expect((await t.call('PUT', `${path}/${records[1].id}`, { token: viewer.token, body: {} })).status).toBe(refusal('edit', 403));
    expect((await t.call('PATCH', `${path}/${records[1].id}`, { token: viewer.token, body: {} })).status).toBe(refusal('edit', 403));
    expect((await t.call('DELETE', `${path}/${records[1].id}`, { token: viewer.token })).status).toBe(refusal('delete', 403));
    expect((await t.call('GET', path)).status).toBe(401);
  });

  it.skipIf(platform || !resource.actions?.length)('guards every custom action: another team 404, a viewer 403 unless allowed, bad input 422, never 500', async () => {
    const id = records[1].id;
    for (const action of resource.actions ?? []) {
      const method = action.method ?? 'POST';
      const url = action.scope === 'item' ? `${path}/${id}/${action.path ?? action.name}` : `${path}/${action.path ?? action.name}`;
      // A valid input, so each answer below is about who asks, not what they send.
      const body = method === 'GET' ? undefined : action.input ? sampleRecord({ ...resource, fields: action.input }, 1) : {};
      const label = `${method} ${url}`;
      // Another team: the record does not exist for them, whatever the action (a collection action acts on their own team).
      const theirs = await t.call(method, url, { token: outsider().token, body });
      if (action.scope === 'item') expect(theirs.status, label).toBe(404);
      else expect(theirs.status, label).toBeLessThan(500);
      const viewer = await t.call(method, url, { token: owner.viewerToken!, body });
      if (action.role === 'viewer') expect(viewer.status, label).not.toBe(403);
      else expect(viewer.status, label).toBe(403);
      expect(viewer.status, label).toBeLessThan(500);
      if (action.scope === 'item') expect((await t.call(method, `${path}/99999999/${action.path ?? action.name}`, { token: owner.token, body })).status, label).toBe(404);
      if (method !== 'GET') {
        const bogus = await t.call(method, url, { token: owner.token, body: { nope: 1 } });
        expect(bogus.status, label).toBe(422);
        expect(bogus.body.errors.nope, label).toEqual(['Unknown field: nope.']);
      }
      expect((await t.call(method, url, { body })).status, label).toBe(401);
      // The owner's own call answers something they can act on: success or a clear refusal.
      const mine = await t.call(method, url, { token: owner.token, body });
      // 503 only for a missing outside service, and it says which.
      if (mine.status === 503) expect(mine.body.code, label).toMatch(/_not_configured$/);
      else expect(mine.status, `${label}: ${JSON.stringify(mine.body)}`).toBeLessThan(500);
      if (mine.status >= 400) expect([409, 422, 503], `${label}: ${JSON.stringify(mine.body)}`).toContain(mine.status);
      if (mine.status >= 400) expect(mine.body.message, label).toEqual(expect.any(String));
    }
  });

  it.runIf(closed.has('delete'))('keeps a record Parley wrote: deleting it is refused', async () => {
    const res = await t.call('DELETE', `${path}/${records[2].id}`, { token: owner.token });
    expect(res.status).toBe(405);
    expect(res.body.message).toMatch(/cannot be deleted\.$/);
    expect((await t.call('GET', `${path}/${records[2].id}`, { token: owner.token })).body).toEqual(records[2]);
  });

  it.skipIf(closed.has('delete'))('deletes, answering the deleted record', async () => {
    // An action (duplicate) may have added records.
    const before = Number((await list()).headers['x-total-count']);
    const gone = await t.call('DELETE', `${path}/${records[2].id}`, { token: owner.token });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual(records[2]);
    expect((await t.call('GET', `${path}/${records[2].id}`, { token: owner.token })).status).toBe(404);
    expect((await t.call('DELETE', `${path}/${records[2].id}`, { token: owner.token })).status).toBe(404);
    expect((await list()).headers['x-total-count']).toBe(String(before - 1));
  });
});
}
