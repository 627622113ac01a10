/**
 * Input every route refuses with 422 (never a 500): a NUL character in a body, a query or a path,
 * query parameters named like Object.prototype's members, and links that are not http(s). And
 * authenticated answers are never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../resources/campaigns/index.ts';
import { isWebUrl } from '../../resources/kit/index.ts';
import { integrations } from '../../resources/workspace/index.ts';
import { parseListParams } from '../../server/crud/list-params.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { sampleRecord } from './samples.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.signUp()).token;
});
afterAll(() => t.close());

describe('a NUL character', () => {
  it('in a JSON body answers 422 naming the field, wherever it sits', async () => {
    const valid = sampleRecord(offers, 1);
    const name = await t.call('POST', offers.apiPath, { token, body: { ...valid, name: 'Spring\u0000deal' } });
    expect(name.status).toBe(422);
    expect(name.body.errors).toEqual({ name: ['Contains a NUL character, which Parley does not accept.'] });
    const key = await t.call('POST', offers.apiPath, { token, body: { ...valid, ['na\u0000me']: 'x' } });
    expect(key.status).toBe(422);
    expect(Object.keys(key.body.errors)).toEqual(['na\\0me']);
    const nested = await t.call('POST', integrations.apiPath, { token, body: { ...sampleRecord(integrations, 1), config: { mapping: [{ field: 'ok' }, { field: 'b\u0000d' }] } } });
    expect(nested.status).toBe(422);
    expect(Object.keys(nested.body.errors)).toEqual(['config.mapping.1.field']);
    const login = await t.call('POST', '/v1/token/login', { body: { email: 'a\u0000@example.com', password: 'x' } });
    expect(login.status).toBe(422);
    const update = await t.call('PUT', '/v1/user', { token, body: { name: 'Ada\u0000' } });
    expect(update.status).toBe(422);
  });

  it('in the query or the path answers 422', async () => {
    for (const query of [{ q: 'a\u0000b' }, { name_like: '\u0000' }, { status: 'active\u0000' }, { _sort: 'name\u0000' }] as Record<string, string>[]) {
      const res = await t.call('GET', offers.apiPath, { token, query });
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.message).toMatch(/NUL/);
    }
    expect((await t.call('GET', `${offers.apiPath}/1%00`, { token })).status).toBe(422);
    expect((await t.call('GET', '/v1/verify-email/1/ab%00cd', { query: { expires: '1', signature: 'x' } })).status).toBe(422);
    expect((await t.call('GET', '/v1/teams', { token, query: { q: '\u0000' } })).status).toBe(422);
  });
});

describe('query parameters named like object members', () => {
  it('answer 422 on lists and on every other route', async () => {
    for (const name of ['constructor', 'toString_like', '__proto__', 'hasOwnProperty', 'valueOf_gte', 'isPrototypeOf_ne']) {
      const list = await t.call('GET', `${offers.apiPath}?${encodeURIComponent(name)}=1`, { token });
      expect(list.status, name).toBe(422);
      expect(Object.keys(list.body.errors), name).toEqual([name]);
      expect((await t.call('GET', `/v1/teams?${encodeURIComponent(name)}=1`, { token })).status, name).toBe(422);
    }
    // Real filters still work.
    expect((await t.call('GET', offers.apiPath, { token, query: { name_like: 'deal', status: 'active' } })).status).toBe(200);
  });

  it('are unknown filters to the list parser itself, not members it finds on every object', () => {
    for (const name of ['constructor', 'toString_like', 'hasOwnProperty']) {
      expect(() => parseListParams(offers, { [name]: '1' }), name).toThrow(expect.objectContaining({ statusCode: 422, errors: { [name]: [`Unknown filter ${name}.`] } }));
    }
  });
});

describe('links', () => {
  it('accept http and https only', async () => {
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'ftp://files.example.com/a', 'data:text/html,hi', 'https:/missing-slash']) {
      const res = await t.call('POST', offers.apiPath, { token, body: { ...sampleRecord(offers, 2), url } });
      expect(res.status, url).toBe(422);
      expect(res.body.errors.url, url).toEqual(['Use a web address that starts with http:// or https://.']);
    }
    for (const url of ['https://offers.example.com/spring?id=1', 'http://intranet.local/x']) {
      expect((await t.call('POST', offers.apiPath, { token, body: { ...sampleRecord(offers, url.length), url } })).status, url).toBe(201);
    }
    // A path inside Parley is a link too (a notification's `/campaigns/12`); one to another host is not.
    expect([isWebUrl('/campaigns/12'), isWebUrl('//evil.example/x'), isWebUrl('/\\evil.example'), isWebUrl(undefined)]).toEqual([true, false, false, true]);
    const created = (await t.call('POST', offers.apiPath, { token, body: sampleRecord(offers, 3) })).body;
    expect((await t.call('PATCH', `${offers.apiPath}/${created.id}`, { token, body: { url: 'javascript:void(0)' } })).status).toBe(422);
  });
});

describe('caching', () => {
  it('marks every API answer no-store, errors included', async () => {
    for (const [path, status] of [['/v1/user', 200], [offers.apiPath, 200], [`${offers.apiPath}/999999`, 404], ['/v1/teams/999999', 404]] as const) {
      const res = await t.call('GET', path, { token });
      expect(res.status, path).toBe(status);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    expect((await t.call('GET', '/v1/user')).headers['cache-control']).toBe('no-store');
  });
});
